import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commitById } from '../coverage';
import { measureCommit, type ReportSource } from './commit-measurements';
import { activeKinds } from './dataset-store';

/**
 * Called after a processing pass changed a commit's report: records its coverage point, and its flag and
 * component points for the series the repository has switched on.
 */
export async function measurementsAfterProcessing(
  db: Kysely<Database>,
  reports: ReportSource,
  commitRowId: number,
): Promise<void> {
  const commit = await commitById(db, commitRowId);
  if (!commit || commit.deleted || !commit.reportStoragePath) return;
  await measureCommit(db, reports, commit, { kinds: await activeKinds(db, commit.repoid) });
}
