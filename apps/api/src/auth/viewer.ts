import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, SessionRecord } from '../db/schema';
import { ownerByUsername, personalOwnerOfUser } from '../modules/owners';
import { findSession } from './session-store';

/**
 * The owner a viewer acts as, with the organisations whose enforced Okta this session has not signed in with:
 * the visibility rule (modules/owners/permissions.ts) hides their private repositories.
 */
export type ViewerOwner = OwnerRecord & { oktaLockedOrgs: readonly number[] };

/** Who is looking, for one request and one provider. */
export interface Viewer {
  /** The sign-in session, or the API token's row when the request came with one. */
  session: SessionRecord;
  /** The owner that signed in. */
  sessionOwner: OwnerRecord;
  /** The person behind the session (null only for owners without a user row). */
  userId: number | null;
  /**
   * The current owner: the signed-in owner, or the same user's owner of the requested provider, or the owner
   * a staff member impersonates. Null when the user has no owner of that provider.
   */
  owner: ViewerOwner | null;
  impersonating: boolean;
}

export interface ViewerInput {
  /** The session token of the signed cookie. */
  token: string | null;
  /** A personal API token from `Authorization: Bearer …` (or `token …`); it wins over the cookie. */
  apiToken?: string | null;
  /** Value of the staff_user cookie. */
  staffUser: string | null;
  /** Provider of the request; null when the URL names none. */
  service: string | null;
}

/** A request came with an API token that is unknown or revoked: answered 401, never served as a guest. */
export class InvalidApiTokenError extends Error {
  readonly statusCode = 401;
  constructor() {
    super(
      'Invalid API token: it is unknown or has been revoked. Send Authorization: Bearer <token> with a token ' +
        'created in your account settings',
    );
    this.name = 'InvalidApiTokenError';
  }
}

/**
 * Resolves the viewer (docs/adr: sessions and impersonation). Impersonation applies only when the signed-in
 * owner is staff, came with the session cookie, and the named owner exists for the provider; anyone else's
 * staff_user cookie is ignored, and so is everyone's beside an API token.
 */
export async function resolveViewer(db: Kysely<Database>, input: ViewerInput): Promise<Viewer | null> {
  const viaApiToken = Boolean(input.apiToken);
  const found = input.apiToken
    ? await findSession(db, input.apiToken, new Date(), 'api')
    : input.token
      ? await findSession(db, input.token)
      : null;
  if (!found) {
    if (viaApiToken) throw new InvalidApiTokenError();
    return null;
  }
  const { session, owner: sessionOwner } = found;
  const service = input.service ?? sessionOwner.service;

  let owner: OwnerRecord | null = sessionOwner;
  if (sessionOwner.service !== service) {
    owner = sessionOwner.userId === null ? null : await personalOwnerOfUser(db, sessionOwner.userId, service);
  }

  let impersonating = false;
  if (!viaApiToken && input.staffUser && sessionOwner.staff) {
    const target = await ownerByUsername(db, service, input.staffUser);
    if (target) {
      owner = target;
      impersonating = true;
    }
  }
  // Staff looking as someone are not held back by Okta (api-contract §3.4).
  const oktaLockedOrgs = owner && !impersonating ? found.oktaLockedOrgs : [];
  return {
    session,
    sessionOwner,
    userId: sessionOwner.userId,
    owner: owner && { ...owner, oktaLockedOrgs },
    impersonating,
  };
}
