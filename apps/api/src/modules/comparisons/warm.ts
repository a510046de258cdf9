import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commitById, commitsByRef } from '../coverage';
import { type ComparisonService, CoverageComparison } from './comparison';
import { repositoryWithOwner } from '../repositories';
import { compareWithBase } from './outcomes';
import { openPullsWithHead } from './pull-store';

/**
 * Computes the comparisons of the open pull requests whose head was just processed, so the first person to open
 * the pull request does not wait for both reports to be read and compared.
 */
export async function warmPullComparisons(
  db: Kysely<Database>,
  service: ComparisonService,
  commitId: number,
): Promise<void> {
  const commit = await commitById(db, commitId);
  if (!commit?.reportStoragePath) return;
  const pulls = await openPullsWithHead(db, commit.repoid, commit.commitid);
  if (pulls.length === 0) return;
  const { repo, owner } = await repositoryWithOwner(db, commit.repoid);
  const lookup = async (ref: string) => (await commitsByRef(db, [{ repoid: repo.repoid, ref }]))[0] ?? null;
  for (const pull of pulls) {
    const result = await compareWithBase(db, service, repo, owner, pull, lookup);
    if (result instanceof CoverageComparison) await result.outcome();
  }
}
