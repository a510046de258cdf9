import type { Kysely } from 'kysely';
import { freshHostToken } from '../../auth/oauth/fresh-host-token';
import type { TokenCipher } from '../../auth/oauth/token-cipher';
import type { Service } from '../../config/providers';
import type { SignInSettings } from '../../config/sign-in-settings';
import type { Database } from '../../db/schema';
import {
  type DirectoryClient,
  type HostDirectory,
  hostDirectory,
  type HostOrganization,
  HostRateLimitedError,
  type HostRepository,
  ProviderError,
  readAll,
} from '../../git-providers/directory/index';
import { ownersByIds } from '../owners';
import { markRateLimited, markSyncFinished, markSyncStarted, rateLimitedOwnerIds } from './sync-state-store';
import {
  placeholderOwnerIds,
  placeholderRepoIds,
  setAccessLists,
  setAdminOf,
  upsertHostOwner,
  upsertHostRepository,
} from './sync-store';

export interface SyncDeps {
  db: Kysely<Database>;
  cipher: TokenCipher;
  /** Where each configured host's API is. */
  signIn: SignInSettings;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Tests may read another directory; the default picks the host's client. */
  directory?: DirectoryClient;
}

export type SyncOutcome =
  | { kind: 'synced'; organizations: number; repositories: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'rateLimited'; resetAt: Date };

/**
 * Makes Canopy's view of one person match their git host's: the organisations they belong to (and administer), and
 * the private repositories they may read. Both lists are read in full before anything is written, so a host failing
 * half-way revokes nothing. Organisations and repositories only an upload has named stay as they are: the host has
 * not spoken about them yet. A ProviderError other than the rate limit or a refused token is thrown (the queue
 * retries).
 */
export async function syncOwner(deps: SyncDeps, ownerid: number): Promise<SyncOutcome> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const [person] = await ownersByIds(db, [ownerid]);
  if (!person || person.isOrg) return { kind: 'skipped', reason: 'not a person' };
  const service = person.service as Service;
  const skip = async (reason: string): Promise<SyncOutcome> => {
    await markSyncFinished(db, ownerid, now(), reason);
    return { kind: 'skipped', reason };
  };
  const apiUrl = deps.signIn[service]?.apiUrl;
  if (!apiUrl) return skip(`${service} is not configured for sign-in`);
  const token = await freshHostToken(deps, ownerid);
  if (!token) return skip('no host token: the person has to sign in again');
  // Calls before the host's limit resets would only be refused again.
  if ((await rateLimitedOwnerIds(db, [ownerid], now())).length > 0)
    return skip('the host rate limit has not reset yet');

  let directory: HostDirectory;
  try {
    directory = (deps.directory ?? hostDirectory)({
      service,
      apiUrl,
      accessToken: token.accessToken,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
  } catch (error) {
    // A host without a directory client yet: retrying would not help.
    return skip(error instanceof Error ? error.message : String(error));
  }
  await markSyncStarted(db, ownerid, now());
  let orgs: HostOrganization[];
  let repos: HostRepository[];
  try {
    orgs = await readAll(directory.organizations());
    repos = await readAll(directory.repositories());
  } catch (error) {
    if (!(error instanceof HostRateLimitedError)) {
      const message = error instanceof Error ? error.message : String(error);
      await markSyncFinished(db, ownerid, now(), message);
      // A refused token stays refused until the person signs in again: retrying would not help.
      if (error instanceof ProviderError && error.status === 401) return { kind: 'skipped', reason: message };
      throw error;
    }
    await markRateLimited(db, [ownerid, ...person.organizations], error.resetAt);
    await markSyncFinished(db, ownerid, now(), error.message);
    return { kind: 'rateLimited', resetAt: error.resetAt };
  }

  const orgIds = await db.transaction().execute(async (trx) => {
    const members = new Map<number, boolean>();
    for (const org of orgs)
      members.set(await upsertHostOwner(trx, service, { ...org, isOrg: true }), org.isAdmin);
    const readable: number[] = [];
    for (const repo of repos) {
      const owner =
        repo.owner.serviceId === person.serviceId ? ownerid : await upsertHostOwner(trx, service, repo.owner);
      const repoid = await upsertHostRepository(trx, service, owner, repo);
      if (repo.private) readable.push(repoid);
    }
    const keptOrgs = await placeholderOwnerIds(trx, person.organizations);
    const keptRepos = await placeholderRepoIds(trx, person.permission);
    await setAccessLists(trx, ownerid, {
      organizations: [...new Set([...members.keys(), ...keptOrgs])],
      permission: [...new Set([...readable, ...keptRepos])],
    });
    const admin = [...members].filter(([, isAdmin]) => isAdmin).map(([id]) => id);
    const member = [...members].filter(([, isAdmin]) => !isAdmin).map(([id]) => id);
    const left = person.organizations.filter((id) => !members.has(id) && !keptOrgs.includes(id));
    await setAdminOf(trx, admin, ownerid, true);
    await setAdminOf(trx, [...member, ...left], ownerid, false);
    return [...members.keys()];
  });
  await markRateLimited(db, [ownerid, ...orgIds], null);
  await markSyncFinished(db, ownerid, now(), null);
  return { kind: 'synced', organizations: orgs.length, repositories: repos.length };
}
