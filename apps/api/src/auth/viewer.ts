import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, SessionRecord } from '../db/schema';
import { ownerByUsername, personalOwnerOfUser } from '../modules/owners';
import { findSession } from './session-store';

/** Who is looking, for one request and one provider. */
export interface Viewer {
  session: SessionRecord;
  /** The owner that signed in. */
  sessionOwner: OwnerRecord;
  /** The person behind the session (null only for owners without a user row). */
  userId: number | null;
  /**
   * The current owner: the signed-in owner, or the same user's owner of the requested provider, or the owner
   * a staff member impersonates. Null when the user has no owner of that provider.
   */
  owner: OwnerRecord | null;
  impersonating: boolean;
}

export interface ViewerInput {
  token: string | null;
  /** Value of the staff_user cookie. */
  staffUser: string | null;
  /** Provider of the request; null when the URL names none. */
  service: string | null;
}

/**
 * Resolves the viewer (docs/adr: sessions and impersonation). Impersonation applies only when the signed-in
 * owner is staff and the named owner exists for the provider; anyone else's staff_user cookie is ignored.
 */
export async function resolveViewer(db: Kysely<Database>, input: ViewerInput): Promise<Viewer | null> {
  if (!input.token) return null;
  const found = await findSession(db, input.token);
  if (!found) return null;
  const { session, owner: sessionOwner } = found;
  const service = input.service ?? sessionOwner.service;

  let owner: OwnerRecord | null = sessionOwner;
  if (sessionOwner.service !== service) {
    owner = sessionOwner.userId === null ? null : await personalOwnerOfUser(db, sessionOwner.userId, service);
  }

  let impersonating = false;
  if (input.staffUser && sessionOwner.staff) {
    const target = await ownerByUsername(db, service, input.staffUser);
    if (target) {
      owner = target;
      impersonating = true;
    }
  }
  return { session, sessionOwner, userId: sessionOwner.userId, owner, impersonating };
}
