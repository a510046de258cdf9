import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reads of the rule for uploads without a token (tokenless.ts). */

/** The branch and pull request a stored commit belongs to, or undefined for a new commit. */
export async function storedCommitClaim(db: Kysely<Database>, repoid: number, commitid: string) {
  return db
    .selectFrom('commits')
    .select(['branch', 'pullid'])
    .where('repoid', '=', repoid)
    .where('commitid', '=', commitid)
    .executeTakeFirst();
}

/** A recorded pull request with the branch its head commit was uploaded from, or undefined. */
export async function recordedPull(db: Kysely<Database>, repoid: number, pullid: number) {
  return db
    .selectFrom('pulls')
    .leftJoin('commits', (join) =>
      join.onRef('commits.repoid', '=', 'pulls.repoid').onRef('commits.commitid', '=', 'pulls.head'),
    )
    .select(['pulls.state', 'pulls.headBranch', 'pulls.source', 'commits.branch as headCommitBranch'])
    .where('pulls.repoid', '=', repoid)
    .where('pulls.pullid', '=', pullid)
    .executeTakeFirst();
}
