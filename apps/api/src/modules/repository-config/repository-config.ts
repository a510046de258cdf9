import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { isOwnerAdmin, isPartOfOrg, ownerByUsername } from '../owners';
import { findViewableRepository, type RepositoryLookups, visibleRepository } from '../repositories';
import type { YamlSecrets } from '../reports';
import { validateBody, type ValidateAnswer } from '../validate';
import {
  branchExists,
  eraseRepositoryRows,
  setGraphToken,
  setOwnerYaml,
  updateRepositorySettings,
} from './repository-config-store';

/**
 * The repository configuration page's changes and the owner's yaml, for admins of the owner
 * (docs/api-contract.md §1.16 and §3.6). A repository the viewer may not see answers as one that does not exist.
 */

export type Refusal = { kind: 'validation' | 'unauthorized' | 'notFound'; message: string };
type Outcome<T, R extends Refusal = RepositoryRefusal> = ({ ok: true } & T) | ({ ok: false } & R);
/** A repository's refusals never say "not found": one the viewer may not see answers as Codecov's "Repo not found". */
type RepositoryRefusal = { kind: 'validation' | 'unauthorized'; message: string };

export const NOT_ADMIN = 'Only admins of the organization can do this';
export const NOT_MEMBER = 'Only members of the organization can do this';
/** Far more than any URL or token needs; keeps the answer (and the yaml it goes into) small. */
export const MAX_SECRET_LENGTH = 4096;
export const REPO_NOT_FOUND = 'Repo not found';
export const OWNER_NOT_FOUND = 'Owner not found';

export interface ConfigScope {
  db: Kysely<Database>;
  storage: Storage;
  lookups: RepositoryLookups;
  /** The owner the viewer acts as. */
  viewer: OwnerRecord;
  service: string;
  selfHosted: boolean;
}

/** The repository `ownerName/repoName` (the viewer's own owner when none is named) if the viewer administers it. */
async function administeredRepository(
  scope: ConfigScope,
  ownerName: string | null | undefined,
  repoName: string,
): Promise<Outcome<{ repository: RepositoryRecord }>> {
  const name = ownerName?.trim() || scope.viewer.username;
  const found = visibleRepository(await findViewableRepository(scope.lookups, scope.viewer, name, repoName));
  if (!found) return { ok: false, kind: 'validation', message: REPO_NOT_FOUND };
  if (!isOwnerAdmin(scope.viewer, found.owner, scope.selfHosted))
    return { ok: false, kind: 'unauthorized', message: NOT_ADMIN };
  return { ok: true, repository: found.repository };
}

export async function updateRepository(
  scope: ConfigScope,
  input: { owner?: string | null; repoName: string; branch?: string | null; activated?: boolean | null },
): Promise<Outcome<{ repository: RepositoryRecord }>> {
  const found = await administeredRepository(scope, input.owner, input.repoName);
  if (!found.ok) return found;
  const { repoid } = found.repository;
  const changes: { defaultBranch?: string; activated?: boolean } = {};
  if (input.branch != null) {
    // Only a branch the repository has received coverage on (or today's): the overview reads its head.
    const known = input.branch === found.repository.defaultBranch;
    if (!known && !(await branchExists(scope.db, repoid, input.branch)))
      return { ok: false, kind: 'validation', message: `The branch "${input.branch}" does not exist` };
    changes.defaultBranch = input.branch;
  }
  if (input.activated != null) changes.activated = input.activated;
  if (Object.keys(changes).length > 0) await updateRepositorySettings(scope.db, repoid, changes);
  return { ok: true, repository: { ...found.repository, ...changes } };
}

export async function regenerateGraphToken(
  scope: ConfigScope,
  ownerName: string,
  repoName: string,
): Promise<Outcome<{ token: string }>> {
  const found = await administeredRepository(scope, ownerName, repoName);
  if (!found.ok) return found;
  // Same shape as the tokens the database makes: badges of a private repository stop working with the old one.
  const token = randomUUID().replaceAll('-', '').slice(0, 10);
  await setGraphToken(scope.db, found.repository.repoid, token);
  return { ok: true, token };
}

/** Where the repository's stored files live: raw uploads, merged reports and attached diffs. */
export function storedFolders(repoid: number): string[] {
  return [`uploads/${repoid}`, `reports/${repoid}`, `diffs/${repoid}`];
}

export async function eraseRepository(
  scope: ConfigScope,
  ownerName: string | null | undefined,
  repoName: string,
): Promise<Outcome<object>> {
  const found = await administeredRepository(scope, ownerName, repoName);
  if (!found.ok) return found;
  const { repoid } = found.repository;
  await eraseRepositoryRows(scope.db, repoid);
  // Files after rows: a file left by a crash here is unreachable, a row left pointing at no file would not be.
  for (const folder of storedFolders(repoid)) await scope.storage.removeFolder(folder);
  return { ok: true };
}

/** Why a yaml is refused, with the line of a parse error (`/validate`'s plain text says only "Can't parse YAML"). */
function yamlRefusal(answer: ValidateAnswer): string {
  const parse = answer.json['parse_error'] as { problem?: string } | undefined;
  return parse?.problem ? `Can't parse YAML: ${parse.problem}` : answer.text.trim();
}

export async function setYamlOnOwner(
  scope: ConfigScope,
  username: string,
  yaml: string,
): Promise<Outcome<{ owner: OwnerRecord }, Refusal>> {
  const owner = await ownerByUsername(scope.db, scope.service, username.trim());
  if (!owner) return { ok: false, kind: 'notFound', message: OWNER_NOT_FOUND };
  if (!isOwnerAdmin(scope.viewer, owner, scope.selfHosted))
    return { ok: false, kind: 'unauthorized', message: NOT_ADMIN };
  // An empty yaml removes the owner's: its repositories fall back to the install default.
  const text = yaml.trim() === '' ? null : yaml;
  if (text !== null) {
    const answer = validateBody(text);
    if (answer.status !== 200) return { ok: false, kind: 'validation', message: yamlRefusal(answer) };
  }
  await setOwnerYaml(scope.db, owner.ownerid, text);
  return { ok: true, owner: { ...owner, yaml: text } };
}

/**
 * `secret:…` for a value, made for the repository `ownerName/repoName` (the viewer's own owner when none is named):
 * only that repository's yaml opens it. Members of the owner, as Codecov's; a repository the viewer may not see
 * answers as one that does not exist.
 */
export async function encodeSecretString(
  scope: ConfigScope,
  secrets: YamlSecrets,
  input: { owner?: string | null; repoName: string; value: string },
): Promise<Outcome<{ value: string }>> {
  const name = input.owner?.trim() || scope.viewer.username;
  const found = visibleRepository(
    await findViewableRepository(scope.lookups, scope.viewer, name, input.repoName),
  );
  if (!found) return { ok: false, kind: 'validation', message: REPO_NOT_FOUND };
  if (!isPartOfOrg(scope.viewer, found.owner))
    return { ok: false, kind: 'unauthorized', message: NOT_MEMBER };
  if (input.value.trim() === '')
    return { ok: false, kind: 'validation', message: 'Enter a value to encrypt' };
  if (input.value.length > MAX_SECRET_LENGTH)
    return {
      ok: false,
      kind: 'validation',
      message: `The value is longer than ${MAX_SECRET_LENGTH} characters`,
    };
  const value = secrets.encode(
    { service: found.owner.service, ownerid: found.owner.ownerid, repoid: found.repository.repoid },
    input.value,
  );
  return { ok: true, value };
}
