import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The pull-request read of the rule for uploads without a token (tokenless.ts); the stored commit it checks comes
 * from upload-store's `commitOfRepository`, as for every other upload route.
 */

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
