import type { CodecovConfig } from '@canopy/coverage';
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type {
  BranchRecord,
  CommitRecord,
  Database,
  OwnerRecord,
  RepositoryRecord,
  UploadRecord,
  UserRecord,
} from './db/schema';
import {
  ownerNameFromPath,
  ownersByIds,
  ownersByUsernames,
  repositoryStats,
  type RepositoryStats,
  usersByIds,
} from './modules/owners';
import {
  buildCommitConfig,
  type CommitCoverage,
  commitConfig,
  openCommitCoverage,
  type ReportReader,
  type YamlSources,
} from './modules/reports';
import { ownerWithRepository, repositoriesByIds, repositoriesByOwnerAndName } from './modules/repositories';
import {
  branchesByName,
  commitsByRef,
  type UploadSummary,
  uploadsOfCommits,
  uploadSummaries,
} from './modules/coverage';
import { deletedFlagsOfRepositories } from './modules/measurements';
import { appInstallationIds, rateLimitedOwnerIds } from './modules/sync';

/** Per-request batching and caching of point lookups, so that lists never cost a query per item. */
export interface Loaders {
  ownerById: DataLoader<number, OwnerRecord | null>;
  /** Owners of the request's provider by username (case-insensitive). */
  ownerByUsername: DataLoader<string, OwnerRecord | null>;
  /**
   * An owner by username read with its repository of a name (in one query), for the request that asks for both
   * (a repository page): the owner and repository lookups then find them.
   */
  ownerWithRepository: DataLoader<{ username: string; name: string }, OwnerRecord | null, string>;
  userById: DataLoader<number, UserRecord | null>;
  repositoryByName: DataLoader<{ ownerid: number; name: string }, RepositoryRecord | null, string>;
  repositoryStats: DataLoader<number, RepositoryStats>;
  repositoryById: DataLoader<number, RepositoryRecord | null>;
  /** Branches by exact name. */
  branchByName: DataLoader<{ repoid: number; name: string }, BranchRecord | null, string>;
  /** Commits by full SHA or unique prefix of at least 7 characters (deleted ones excluded). */
  commitByRef: DataLoader<{ repoid: number; ref: string }, CommitRecord | null, string>;
  /** Coverage uploads of a commit (by commit id), by upload id. */
  uploadsByCommit: DataLoader<number, UploadRecord[]>;
  /** Counts and states of a commit's coverage uploads, for lists of commits. */
  uploadSummary: DataLoader<number, UploadSummary>;
  /** A commit's codecov.yml in force (owner and commit or repository layers). */
  commitConfig: DataLoader<CommitRecord, CodecovConfig, number>;
  /** A commit's decoded report with its sessions' flags and its components; null without a report. */
  commitCoverage: DataLoader<CommitRecord, CommitCoverage | null, number>;
  /** Flags a repository (by id) deleted and no upload brought back, left out of every flag list. */
  deletedFlags: DataLoader<number, Set<string>>;
  /** The git host refuses calls for the owner (by id) until its rate limit resets. */
  rateLimited: DataLoader<number, boolean>;
  /** Whether the GitHub app is installed (and not suspended) on the owner. */
  githubApp: DataLoader<number, boolean>;
}

export function createLoaders(db: Kysely<Database>, service: string | null, reports: ReportReader): Loaders {
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
      return usernames.map((name) => byName.get(ownerNameFromPath(name).toLowerCase()) ?? null);
    },
    { cacheKeyFn: (name) => ownerNameFromPath(name).toLowerCase() },
  );
  const userById = new DataLoader<number, UserRecord | null>(async (ids) => {
    const rows = new Map((await usersByIds(db, ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
  const coverage = coverageLoaders(db, reports, ownerById);
  const repositoryKey = (key: { ownerid: number; name: string }) =>
    `${key.ownerid}/${key.name.toLowerCase()}`;
  const repositoryByName = new DataLoader<{ ownerid: number; name: string }, RepositoryRecord | null, string>(
    async (keys) => {
      const rows = await repositoriesByOwnerAndName(db, keys);
      for (const row of rows) coverage.noteRepository(row);
      const byKey = new Map(rows.map((row) => [repositoryKey(row), row]));
      return keys.map((key) => byKey.get(repositoryKey(key)) ?? null);
    },
    { cacheKeyFn: repositoryKey },
  );
  const stats = new DataLoader<number, RepositoryStats>(async (ids) => {
    const byOwner = await repositoryStats(db, ids);
    return ids.map((id) => byOwner.get(id) as RepositoryStats);
  });
  const ownerWithRepositoryOf = new DataLoader<
    { username: string; name: string },
    OwnerRecord | null,
    string
  >(
    (keys) =>
      Promise.all(
        keys.map(async ({ username, name }) => {
          if (!service) return null;
          const { owner, repository } = await ownerWithRepository(db, service, username, name);
          ownerByUsername.prime(username, owner);
          if (!owner) return null;
          ownerById.prime(owner.ownerid, owner);
          repositoryByName.prime({ ownerid: owner.ownerid, name }, repository);
          if (repository) coverage.noteRepository(repository);
          return owner;
        }),
      ),
    { cacheKeyFn: ({ username, name }) => JSON.stringify([username, name]) },
  );
  return {
    ownerById,
    ownerByUsername,
    ownerWithRepository: ownerWithRepositoryOf,
    userById,
    repositoryByName,
    repositoryStats: stats,
    ...coverage.loaders,
  };
}

function coverageLoaders(
  db: Kysely<Database>,
  reports: ReportReader,
  ownerById: DataLoader<number, OwnerRecord | null>,
) {
  const repositoryById = new DataLoader<number, RepositoryRecord | null>(async (ids) => {
    const rows = await repositoriesByIds(db, ids);
    const byId = new Map(rows.map((row) => [row.repoid, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const commitByRef = new DataLoader<{ repoid: number; ref: string }, CommitRecord | null, string>(
    (keys) => commitsByRef(db, keys),
    { cacheKeyFn: (key) => JSON.stringify([key.repoid, key.ref]) },
  );
  const branchKey = (key: { repoid: number; name: string }) => JSON.stringify([key.repoid, key.name]);
  const branchByName = new DataLoader<{ repoid: number; name: string }, BranchRecord | null, string>(
    async (keys) => {
      const byKey = new Map<string, BranchRecord>();
      for (const { branch, head } of await branchesByName(db, keys)) {
        byKey.set(branchKey({ repoid: branch.repoid, name: branch.branch }), branch);
        // The head came with the branch: `Branch.head` finds it without a query of its own.
        if (head !== undefined) commitByRef.prime({ repoid: branch.repoid, ref: branch.head }, head);
      }
      return keys.map((key) => byKey.get(branchKey(key)) ?? null);
    },
    { cacheKeyFn: branchKey },
  );
  const uploadsByCommit = new DataLoader<number, UploadRecord[]>(async (ids) => {
    const byCommit = await uploadsOfCommits(db, ids);
    return ids.map((id) => byCommit.get(id) ?? []);
  });
  const uploadSummary = new DataLoader<number, UploadSummary>(async (ids) => {
    const byCommit = await uploadSummaries(db, ids);
    return ids.map((id) => byCommit.get(id) as UploadSummary);
  });
  const byCommitId = { cacheKeyFn: (commit: CommitRecord) => commit.id };
  // Repositories the request read by name (with their owner): a commit's configuration is built from their yaml
  // and their owner's, without reading them again. Any other repository's commits read both in one query.
  const readByName = new Map<number, RepositoryRecord>();
  const noteRepository = (repository: RepositoryRecord) => {
    readByName.set(repository.repoid, repository);
    repositoryById.prime(repository.repoid, repository);
  };
  const yamlSources = async (commit: CommitRecord): Promise<YamlSources | null> => {
    const repository = readByName.get(commit.repoid);
    const owner = repository && (await ownerById.load(repository.ownerid));
    if (!repository || !owner) return null;
    return {
      owner: owner.yaml,
      repository: repository.yaml,
      commit: commit.yaml,
      secretScope: { service: owner.service, ownerid: owner.ownerid, repoid: commit.repoid },
    };
  };
  const configs = new DataLoader<CommitRecord, CodecovConfig, number>(
    (commits) =>
      Promise.all(
        commits.map(async (commit) => {
          const sources = await yamlSources(commit);
          return sources ? buildCommitConfig(sources).config : commitConfig(db, commit);
        }),
      ),
    byCommitId,
  );
  const coverage = new DataLoader<CommitRecord, CommitCoverage | null, number>(
    (commits) =>
      Promise.all(
        commits.map(async (commit) =>
          openCommitCoverage(
            db,
            reports,
            commit,
            await uploadsByCommit.load(commit.id),
            configs.load(commit),
          ),
        ),
      ),
    byCommitId,
  );
  const deletedFlags = new DataLoader<number, Set<string>>(async (repoids) => {
    const byRepository = await deletedFlagsOfRepositories(db, repoids);
    return repoids.map((repoid) => byRepository.get(repoid) ?? new Set<string>());
  });
  const rateLimited = new DataLoader<number, boolean>(async (ownerids) => {
    const limited = new Set(await rateLimitedOwnerIds(db, ownerids, new Date()));
    return ownerids.map((ownerid) => limited.has(ownerid));
  });
  const githubApp = new DataLoader<number, boolean>(async (ownerids) => {
    const installed = await appInstallationIds(db, ownerids);
    return ownerids.map((ownerid) => installed.has(ownerid));
  });
  return {
    noteRepository,
    loaders: {
      repositoryById,
      branchByName,
      commitByRef,
      uploadsByCommit,
      uploadSummary,
      commitConfig: configs,
      commitCoverage: coverage,
      deletedFlags,
      rateLimited,
      githubApp,
    },
  };
}
