import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type CommitDetails, type GitProvider, ProviderError, type RepoRef } from '../../git-providers';
import { ownerIdByLoginOrEmail } from '../owners';
import { commitWithRepository, recordCommitDetails } from './commit-details-store';
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
  return ownerIdByLoginOrEmail(db, service, login, email);
}

/**
 * Fills in what uploads cannot say, from the git host when one is configured: the commit's parent, message, time
 * and author, and its pull request's title, state, target branch and true base (merge base of base and head).
 * A host that cannot be reached is logged and skipped: coverage processing never waits on it.
 */
export async function syncCommitFromProvider(context: ProviderSyncContext, commitId: number): Promise<void> {
  const { db } = context;
  const row = await commitWithRepository(db, commitId);
  if (!row) return;
  const provider = context.providerFor(row.service);
  if (!provider) return;
  const repo: RepoRef = { service: row.service as RepoRef['service'], owner: row.username, name: row.name };
  try {
    const details = await provider.commit(repo, row.commitid);
    if (details) {
      const author = await authorOwnerid(db, row.service, details);
      await recordCommitDetails(db, commitId, {
        parentCommitid: details.parents[0] ?? null,
        message: details.message,
        authorOwnerid: author,
        timestamp: details.timestamp,
      });
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
