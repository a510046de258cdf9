import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OwnerRecord } from '../../db/schema';
import { isOwnerAdmin, ownerByUsername } from '../owners';
import { findViewableRepository, type RepositoryLookups, visibleRepository } from '../repositories';
import { setOrgUploadToken, setRepositoryUploadToken, setUploadTokenRequired } from './upload-token-store';

/**
 * The upload-token settings, for admins of the owner (docs/api-contract.md §3.6): new repository and
 * organisation tokens (the old one stops working at once, uploads read the token on every request) and whether
 * public repositories take uploads without one.
 */

export type Refusal = { kind: 'validation' | 'unauthorized'; message: string };
type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & Refusal);

export const NOT_ADMIN = 'Only admins of the organization can do this';
export const REPO_NOT_FOUND = 'Repo not found';
export const OWNER_NOT_FOUND = 'Owner not found';

export interface UploadTokenScope {
  db: Kysely<Database>;
  /** The owner the viewer acts as. */
  viewer: OwnerRecord;
  /** The provider owners are looked up on. */
  service: string;
  selfHosted: boolean;
}

export async function regenerateRepositoryUploadToken(
  scope: UploadTokenScope,
  lookups: RepositoryLookups,
  ownerName: string,
  repoName: string,
): Promise<Outcome<{ token: string }>> {
  // A repository the viewer may not see answers as one that does not exist.
  const found = visibleRepository(await findViewableRepository(lookups, scope.viewer, ownerName, repoName));
  if (!found) return { ok: false, kind: 'validation', message: REPO_NOT_FOUND };
  if (!isOwnerAdmin(scope.viewer, found.owner, scope.selfHosted))
    return { ok: false, kind: 'unauthorized', message: NOT_ADMIN };
  const token = randomUUID();
  await setRepositoryUploadToken(scope.db, found.repository.repoid, token);
  return { ok: true, token };
}

/** The owner named, if the viewer administers it. */
async function administeredOwner(
  scope: UploadTokenScope,
  username: string,
): Promise<Outcome<{ owner: OwnerRecord }>> {
  const owner = await ownerByUsername(scope.db, scope.service, username.trim());
  if (!owner) return { ok: false, kind: 'validation', message: OWNER_NOT_FOUND };
  if (!isOwnerAdmin(scope.viewer, owner, scope.selfHosted))
    return { ok: false, kind: 'unauthorized', message: NOT_ADMIN };
  return { ok: true, owner };
}

export async function regenerateOrgUploadToken(
  scope: UploadTokenScope,
  username: string,
): Promise<Outcome<{ orgUploadToken: string }>> {
  const found = await administeredOwner(scope, username);
  if (!found.ok) return found;
  const orgUploadToken = randomUUID();
  await setOrgUploadToken(scope.db, found.owner.ownerid, orgUploadToken);
  return { ok: true, orgUploadToken };
}

export async function changeUploadTokenRequired(
  scope: UploadTokenScope,
  username: string,
  required: boolean,
): Promise<Outcome<object>> {
  const found = await administeredOwner(scope, username);
  if (!found.ok) return found;
  await setUploadTokenRequired(scope.db, found.owner.ownerid, required);
  return { ok: true };
}
