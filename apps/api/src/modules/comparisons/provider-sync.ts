import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type CommitDetails, type GitProvider, ProviderError, type RepoRef } from '../../git-providers';
import { pullFacts } from './provider-pulls';
import { recordPullFromProvider } from './pull-store';

export interface ProviderSyncContext {
  db: Kysely<Database>;
  /** The git host (and mirror) for a service; null when none is configured. */
  providerFor: (service: string) => GitProvider | null;
  log?: { warn(obj: object, msg?: string): void };
}

/** The owner of the service a commit's author is: by login, else by email (a mirror knows only git identities). */
async function authorOwnerid(
  db: Kysely<Database>,
  service: string,
  details: CommitDetails,
): Promise<number | null> {
  const login = details.author?.toLowerCase() ?? null;
  const email = details.authorEmail?.toLowerCase() ?? null;
  if (!login && !email) return null;
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where(sql<boolean>`(lower(username) = ${login} or lower(email) = ${email})`)
    // A login match wins over an email match.
    .orderBy(sql`(lower(username) = ${login}) is true desc`)
    .orderBy('ownerid')
    .limit(1)
    .executeTakeFirst();
  return row?.ownerid ?? null;
}

/**
 * Fills in what uploads cannot say, from the git host when one is configured: the commit's parent, message, time
 * and author, and its pull request's title, state, target branch and true base (merge base of base and head).
 * A host that cannot be reached is logged and skipped: coverage processing never waits on it.
 */
export async function syncCommitFromProvider(context: ProviderSyncContext, commitId: number): Promise<void> {
  const { db } = context;
  const row = await db
    .selectFrom('commits')
    .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select([
      'commits.commitid',
      'commits.repoid',
      'commits.pullid',
      'repositories.name',
      'owners.username',
      'owners.service',
    ])
    .where('commits.id', '=', commitId)
    .executeTakeFirst();
  if (!row) return;
  const provider = context.providerFor(row.service);
  if (!provider) return;
  const repo: RepoRef = { service: row.service as RepoRef['service'], owner: row.username, name: row.name };
  try {
    const details = await provider.commit(repo, row.commitid);
    if (details) {
      const author = await authorOwnerid(db, row.service, details);
      await db
        .updateTable('commits')
        .set({
          parentCommitid: sql`coalesce(parent_commitid, ${details.parents[0] ?? null})`,
          message: sql`coalesce(message, ${details.message})`,
          authorOwnerid: sql`coalesce(author_ownerid, ${author})`,
          ...(details.timestamp ? { timestamp: details.timestamp } : {}),
        })
        .where('id', '=', commitId)
        .execute();
    }
    if (row.pullid === null) return;
    const pull = await provider.pull(repo, row.pullid);
    if (!pull) return;
    const base =
      pull.baseSha && pull.headSha
        ? ((await provider.mergeBase(repo, pull.baseSha, pull.headSha)) ?? pull.baseSha)
        : pull.baseSha;
    await recordPullFromProvider(db, row.repoid, row.pullid, pullFacts(pull, base));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    context.log?.warn(
      { err: error, commit: row.commitid },
      'git provider unavailable; using upload metadata',
    );
  }
}
