import {
  isLoginPath,
  providerCodes,
  selfHostedSignInProvider,
  signInReturnPath,
  withoutExpired,
} from './sign-in-links';

describe('providerCodes', () => {
  it('gives short codes in the configured order, each once, without Okta', () => {
    expect(providerCodes(['GITLAB', 'GITHUB', 'OKTA', 'GITHUB_ENTERPRISE', 'GITLAB'])).toEqual([
      'gl',
      'gh',
      'ghe',
    ]);
    expect(providerCodes(undefined)).toEqual([]);
  });
});

describe('isLoginPath', () => {
  it('is the login page, with or without provider and query', () => {
    for (const path of ['/login', '/login/gh', '/login?to=/gh', '/login#x'])
      expect(isLoginPath(path)).toBe(true);
    for (const path of ['/loginx', '/gh/login', '/', '/login/okta/gh/canopy'])
      expect(isLoginPath(path)).toBe(false);
  });
});

describe('withoutExpired', () => {
  it('drops the expired marker and keeps the rest', () => {
    expect(withoutExpired('?expired')).toBe('');
    expect(withoutExpired('?x=1&expired=1&y=2')).toBe('?x=1&y=2');
    expect(withoutExpired('')).toBe('');
  });
});

describe('signInReturnPath', () => {
  it('is the on-site `to`, else the provider landing in its short form', () => {
    expect(signInReturnPath('/gh/canopy/web', 'gh')).toBe('/gh/canopy/web');
    expect(signInReturnPath(null, 'github')).toBe('/gh');
    expect(signInReturnPath('https://evil.example', 'gl')).toBe('/gl');
    expect(signInReturnPath('/login?to=/gh', 'gh')).toBe('/gh');
    // Signing in with the git host first, then on to the organisation's Okta.
    expect(signInReturnPath('/login/okta/gh/canopy', 'gh')).toBe('/login/okta/gh/canopy');
  });
});

describe('selfHostedSignInProvider', () => {
  const configured = ['gl', 'gh'] as const;

  it("takes the page's provider, then the install's default, then the first configured", () => {
    expect(selfHostedSignInProvider({ ENTERPRISE_DEFAULT_PROVIDER: 'github' }, 'bitbucket', configured)).toBe(
      'bb',
    );
    expect(selfHostedSignInProvider({ ENTERPRISE_DEFAULT_PROVIDER: 'github' }, undefined, configured)).toBe(
      'gh',
    );
    expect(selfHostedSignInProvider({ ENTERPRISE_DEFAULT_PROVIDER: '' }, 'nope', configured)).toBe('gl');
    expect(selfHostedSignInProvider({ ENTERPRISE_DEFAULT_PROVIDER: '' }, undefined, [])).toBeUndefined();
  });
});
