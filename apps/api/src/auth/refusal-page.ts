import { providerDisplayNames } from '@canopy/graphql-schema/providers';
import type { Service } from '../config/providers';
import { escapeHtml, messagePage } from '../http/html';
import type { SignInRefusal } from './oauth/host-http';

/**
 * The page a sign-in refused by the install's rules answers with (403): what stopped it and who can change that.
 * `via` is the git host, or 'okta' for the install's Okta sign-in.
 */
export function refusalPage(refusal: SignInRefusal, via: Service | 'okta', loginPath: string): string {
  const host = via === 'okta' ? 'Okta' : providerDisplayNames[via];
  const back = `<p><a href="${escapeHtml(loginPath)}">Back to sign in</a></p>`;
  switch (refusal) {
    case 'org_not_allowed':
      return messagePage(
        'Your organization is not allowed on this install',
        `<p>This Canopy install is open to members of certain ${host} organizations only, and your ${host} account belongs to none of them.</p>` +
          `<p>Ask to be added to one of them on ${host}, or ask the administrator of this Canopy install to allow your organization. ` +
          `If you have just joined, check that the organization lets Canopy see your membership, then sign in again.</p>${back}`,
      );
    case 'seat_limit_reached':
      return messagePage(
        'No seat is left on this install',
        "<p>Every seat of this Canopy install's license is taken, and your account does not hold one.</p>" +
          `<p>Ask the administrator of this install to free a seat or to raise the seat limit, then sign in again.</p>${back}`,
      );
    case 'no_matching_account':
      return messagePage(
        'No Canopy account matches your Okta account',
        '<p>Okta signs in people who already use this Canopy install, by the email address of their account here, and no account has the email address Okta gave.</p>' +
          `<p>Sign in once with your git provider, using an account with the same email address as in Okta; Okta signs you in to it from then on.</p>${back}`,
      );
  }
}
