import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, RepositoryRecord, UserRecord } from '../db/schema';
import {
  ownersByIds,
  ownersByUsernames,
  repositoryStats,
  type RepositoryStats,
  usersByIds,
} from '../owners/owner-store';
import { repositoriesByOwnerAndName } from '../repositories/repository-store';

/** Per-request batching and caching of point lookups, so that lists never cost a query per item. */
export interface Loaders {
  ownerById: DataLoader<number, OwnerRecord | null>;
  /** Owners of the request's provider by username (case-insensitive). */
  ownerByUsername: DataLoader<string, OwnerRecord | null>;
  userById: DataLoader<number, UserRecord | null>;
  repositoryByName: DataLoader<{ ownerid: number; name: string }, RepositoryRecord | null, string>;
  repositoryStats: DataLoader<number, RepositoryStats>;
}

export function createLoaders(db: Kysely<Database>, service: string | null): Loaders {
  const ownerById = new DataLoader<number, OwnerRecord | null>(async (ids) => {
    const rows = new Map((await ownersByIds(db, ids)).map((row) => [row.ownerid, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
  const ownerByUsername = new DataLoader<string, OwnerRecord | null>(
    async (usernames) => {
      if (!service) return usernames.map(() => null);
      const rows = await ownersByUsernames(db, service, usernames);
      const byName = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
      for (const row of rows) ownerById.prime(row.ownerid, row);
      return usernames.map((name) => byName.get(name.toLowerCase()) ?? null);
    },
    { cacheKeyFn: (name) => name.toLowerCase() },
  );
  const userById = new DataLoader<number, UserRecord | null>(async (ids) => {
    const rows = new Map((await usersByIds(db, ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
  const repositoryKey = (key: { ownerid: number; name: string }) =>
    `${key.ownerid}/${key.name.toLowerCase()}`;
  const repositoryByName = new DataLoader<{ ownerid: number; name: string }, RepositoryRecord | null, string>(
    async (keys) => {
      const rows = await repositoriesByOwnerAndName(db, keys);
      const byKey = new Map(rows.map((row) => [repositoryKey(row), row]));
      return keys.map((key) => byKey.get(repositoryKey(key)) ?? null);
    },
    { cacheKeyFn: repositoryKey },
  );
  const stats = new DataLoader<number, RepositoryStats>(async (ids) => {
    const byOwner = await repositoryStats(db, ids);
    return ids.map((id) => byOwner.get(id) as RepositoryStats);
  });
  return { ownerById, ownerByUsername, userById, repositoryByName, repositoryStats: stats };
}
