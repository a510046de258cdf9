import { installRequestPath, isInstallRequest, landingOwner, landingPath, ownOwner } from './landing-path';
import { adaUser } from '../../testing/render-app';

describe('landingPath', () => {
  it('goes to /login without user data', () => {
    expect(landingPath(null, '')).toBe('/login');
    expect(landingPath(undefined, '?to=/gh/x')).toBe('/login');
  });

  it('goes to /{service}/{default org}, the service in its short form', () => {
    expect(landingPath(adaUser(), '')).toBe('/gh/canopy');
  });

  it('falls back to the first owner without a default org', () => {
    const user = adaUser({ defaultOrg: null });
    expect(landingOwner(user)).toBe('ada');
    expect(landingPath(user, '')).toBe('/gh/ada');
  });

  it('keeps the provider of the URL when given, in its short form', () => {
    expect(landingPath(adaUser(), '', { provider: 'gh' })).toBe('/gh/canopy');
    expect(landingPath(adaUser(), '', { provider: 'gitlab' })).toBe('/gl/canopy');
  });

  it('carries setup_action along', () => {
    expect(landingPath(adaUser(), '?setup_action=install')).toBe('/gh/canopy?setup_action=install');
  });

  it('prefixes /plan for to=plan', () => {
    expect(landingPath(adaUser(), '?to=plan')).toBe('/plan/gh/canopy');
    expect(landingPath(adaUser(), '?to=plan&setup_action=request')).toBe(
      '/plan/gh/canopy?setup_action=request',
    );
  });

  it('replaces the destination with any other on-site `to`', () => {
    expect(landingPath(adaUser(), '?to=/gh/canopy/web/pulls')).toBe('/gh/canopy/web/pulls');
    expect(landingPath(adaUser(), `?to=${encodeURIComponent('/gh/canopy?x=1')}&setup_action=a`)).toBe(
      '/gh/canopy?x=1&setup_action=a',
    );
  });

  it('ignores an off-site `to`', () => {
    expect(landingPath(adaUser(), '?to=https://evil.example/')).toBe('/gh/canopy');
    expect(landingPath(adaUser(), '?to=//evil.example/')).toBe('/gh/canopy');
  });

  it('after a GitHub app install request, goes to the own GitHub account (spec §2 legacy path)', () => {
    expect(landingPath(adaUser(), '?setup_action=request')).toBe('/gh/ada?setup_action=request');
    expect(landingPath(adaUser(), '?setup_action=request', { provider: 'gh' })).toBe(
      '/gh/ada?setup_action=request',
    );
    expect(landingPath(adaUser(), '?setup_action=request', { provider: 'github' })).toBe(
      '/gh/ada?setup_action=request',
    );
    // Another provider in the URL, or no GitHub account: the plain landing redirect.
    expect(landingPath(adaUser(), '?setup_action=request', { provider: 'gl' })).toBe(
      '/gl/canopy?setup_action=request',
    );
    const gitlabOnly = adaUser({
      owners: [{ ...adaUser().owners![0]!, service: 'gitlab' }],
    });
    expect(installRequestPath(gitlabOnly)).toBeUndefined();
    expect(landingPath(gitlabOnly, '?setup_action=request')).toBe('/gl/canopy?setup_action=request');
  });

  it('sends a user without owners to /sync', () => {
    expect(landingPath(adaUser({ owners: [], defaultOrg: null }), '')).toBe('/sync');
  });
});

describe('ownOwner', () => {
  const user = adaUser({
    owners: [
      { ...adaUser().owners![0]!, service: 'gitlab', username: 'ada-gl' },
      { ...adaUser().owners![0]!, service: 'github', username: 'ada-gh' },
    ],
  });

  it("is the user's account on the provider, short or long code", () => {
    expect(ownOwner(user, 'gh')?.username).toBe('ada-gh');
    expect(ownOwner(user, 'gitlab')?.username).toBe('ada-gl');
  });

  it('falls back to the first account', () => {
    expect(ownOwner(user, 'bb')?.username).toBe('ada-gl');
    expect(ownOwner(user)?.username).toBe('ada-gl');
    expect(ownOwner(null, 'gh')).toBeUndefined();
  });
});

describe('isInstallRequest', () => {
  it('is only the GitHub app install request', () => {
    expect(isInstallRequest('?setup_action=request')).toBe(true);
    expect(isInstallRequest(new URLSearchParams('to=plan&setup_action=request'))).toBe(true);
    expect(isInstallRequest('?setup_action=install')).toBe(false);
    expect(isInstallRequest('')).toBe(false);
  });
});
