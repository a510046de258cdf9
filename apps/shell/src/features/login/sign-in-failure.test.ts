import { signInFailure } from './sign-in-failure';

const failure = (query: string) => signInFailure(new URLSearchParams(query))?.message;

describe('signInFailure', () => {
  it('is null without an error', () => {
    expect(signInFailure(new URLSearchParams('to=/gh'))).toBeNull();
  });

  it('names the provider the API sent back from', () => {
    expect(failure('error=access_denied&provider=gh')).toBe(
      'Canopy was not allowed to use your GitHub account. Try again to sign in.',
    );
    expect(failure('error=token_error&provider=gl')).toBe(
      'GitLab did not complete the sign-in. Please try again, or contact support if this persists.',
    );
    expect(failure('error=profile_error')).toMatch(/^your provider did not complete/);
    expect(failure('error=provider_not_configured&provider=bb')).toBe(
      'Sign-in with Bitbucket is not set up on this install.',
    );
  });

  it('explains an expired or foreign sign-in, and anything else', () => {
    expect(failure('error=invalid_state&provider=gh')).toMatch(
      /took too long or was started in another browser/,
    );
    expect(failure('error=what')).toBe('An unknown error occurred. Please try again or contact support.');
  });

  it("words the install's Okta sign-in with Okta's messages", () => {
    expect(failure('error=access_denied&provider=okta')).toBe(
      'The resource owner or authorization server denied the request. Please reach out to your administrator.',
    );
    expect(failure('error=invalid_state&provider=okta')).toMatch(/took too long/);
    expect(failure('error=invalid_id_token&provider=okta')).toBe(
      'An unknown error occurred. Please try again or contact support.',
    );
  });
});
