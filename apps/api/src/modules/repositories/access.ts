import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import { ownerByUsername, canViewRepository, isActivated } from '../owners';
import { repositoriesByOwnerAndName } from './repository-store';

/** The one answer to "may this viewer see this repository": it, not found (or hidden), or no seat. */
export type ViewableRepository =
  | { kind: 'repository'; owner: OwnerRecord; repository: RepositoryRecord }
  | { kind: 'notFound' }
  | { kind: 'ownerNotActivated'; owner: OwnerRecord; repository: RepositoryRecord };

interface Loader<K, V> {
  load(key: K): Promise<V>;
}

/** Point lookups by name: the request's loaders, or `storeLookups` where there are none. */
export interface RepositoryLookups {
  ownerByUsername: Loader<string, OwnerRecord | null>;
  repositoryByName: Loader<{ ownerid: number; name: string }, RepositoryRecord | null>;
}

/** Lookups straight from the stores, for routes that read one repository. */
export function storeLookups(db: Kysely<Database>, service: string): RepositoryLookups {
  return {
    ownerByUsername: { load: (username) => ownerByUsername(db, service, username) },
    repositoryByName: {
      load: async (key) => (await repositoriesByOwnerAndName(db, [key]))[0] ?? null,
    },
  };
}

/** The rule over loaded records: hidden repositories are not found; private ones of an org need a seat. */
export function viewableRepository(
  viewer: OwnerRecord | null,
  owner: OwnerRecord,
  repository: RepositoryRecord | null,
): ViewableRepository {
  if (!repository || !canViewRepository(viewer, repository)) return { kind: 'notFound' };
  if (repository.private && owner.isOrg && !isActivated(viewer, owner))
    return { kind: 'ownerNotActivated', owner, repository };
  return { kind: 'repository', owner, repository };
}

/**
 * Whether a viewer without a seat in the org holds one after opening its private repository: a seat elsewhere on a
 * self-hosted install, or one auto-activation just gave (owners' `activateOnVisit`).
 */
export type ActivateOnVisit = (viewer: OwnerRecord, org: OwnerRecord) => Promise<boolean>;

/** Opening a private repository without a seat takes a free one when the org (or install) auto-activates. */
export async function afterActivation(
  found: ViewableRepository,
  viewer: OwnerRecord | null,
  activate: ActivateOnVisit,
): Promise<ViewableRepository> {
  if (found.kind !== 'ownerNotActivated' || !viewer || !(await activate(viewer, found.owner))) return found;
  return { kind: 'repository', owner: found.owner, repository: found.repository };
}

/**
 * The repository `ownerName/repoName` as `viewer` may see it (see `viewableRepository`); with `activate`, a viewer
 * without a seat may get one on the way (see `afterActivation`).
 */
export async function findViewableRepository(
  lookups: RepositoryLookups,
  viewer: OwnerRecord | null,
  ownerName: string,
  repoName: string,
  activate?: ActivateOnVisit,
): Promise<ViewableRepository> {
  const owner = await lookups.ownerByUsername.load(ownerName);
  if (!owner) return { kind: 'notFound' };
  const repository = await lookups.repositoryByName.load({ ownerid: owner.ownerid, name: repoName });
  const found = viewableRepository(viewer, owner, repository);
  return activate ? afterActivation(found, viewer, activate) : found;
}

/**
 * The repository for operations that check the viewer's rights themselves (admin and member mutations): visible
 * is enough, a seat is not asked, as these never asked for one. Raw upload downloads carry coverage: they ask.
 */
export function visibleRepository(found: ViewableRepository) {
  return found.kind === 'notFound' ? null : found;
}
