import { type Kysely, sql } from 'kysely';
import type { Database, UploadRecord } from '../../db/schema';

/** Report type of coverage uploads (the uploads table also holds other report types' uploads). */
export const COVERAGE_UPLOADS = 'coverage';

export type CoverageStatus = 'COMPLETED' | 'ERROR' | 'PENDING';

/** What lists of commits show about each commit's uploads of one report type, in one aggregate row per commit. */
export interface UploadSummary {
  total: number;
  errored: boolean;
  pending: boolean;
  /** Error of the most recently failed upload. */
  latestError: { code: string | null; message: string | null } | null;
}

const NO_UPLOADS: UploadSummary = { total: 0, errored: false, pending: false, latestError: null };

/** Any upload failed: ERROR; else any not processed yet: PENDING; else COMPLETED; null without uploads. */
export function coverageStatusOf(summary: UploadSummary): CoverageStatus | null {
  if (summary.total === 0) return null;
  if (summary.errored) return 'ERROR';
  return summary.pending ? 'PENDING' : 'COMPLETED';
}

/**
 * Upload summaries of commits by commit id (commits without uploads get an empty summary), of coverage uploads
 * unless another report type is named.
 */
export async function uploadSummaries(
  db: Kysely<Database>,
  commitIds: readonly number[],
  uploadType: string = COVERAGE_UPLOADS,
): Promise<Map<number, UploadSummary>> {
  const rows = await db
    .selectFrom('uploads')
    .select([
      'uploads.commitId',
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<boolean>`bool_or(uploads.state = 'error')`.as('errored'),
      sql<boolean>`bool_or(uploads.state in ('started', 'uploaded'))`.as('pending'),
      sql<string | null>`(array_agg(uploads.error_code order by uploads.updated_at desc, uploads.id desc)
        filter (where uploads.state = 'error'))[1]`.as('errorCode'),
      sql<string | null>`(array_agg(uploads.error_message order by uploads.updated_at desc, uploads.id desc)
        filter (where uploads.state = 'error'))[1]`.as('errorMessage'),
    ])
    .where('uploads.commitId', '=', sql<number>`any(${[...commitIds]}::bigint[])`)
    .where('uploads.uploadType', '=', uploadType)
    .groupBy('uploads.commitId')
    .execute();
  const summaries = new Map<number, UploadSummary>(commitIds.map((id) => [id, NO_UPLOADS]));
  for (const row of rows) {
    summaries.set(row.commitId, {
      total: row.total,
      errored: row.errored,
      pending: row.pending,
      latestError: row.errored ? { code: row.errorCode, message: row.errorMessage } : null,
    });
  }
  return summaries;
}

/** Coverage uploads of commits, by id within each commit. */
export async function uploadsOfCommits(
  db: Kysely<Database>,
  commitIds: readonly number[],
): Promise<Map<number, UploadRecord[]>> {
  const rows = await db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', sql<number>`any(${[...commitIds]}::bigint[])`)
    .where('uploadType', '=', COVERAGE_UPLOADS)
    .orderBy('commitId')
    .orderBy('id')
    .execute();
  const byCommit = new Map<number, UploadRecord[]>(commitIds.map((id) => [id, []]));
  for (const row of rows) byCommit.get(row.commitId)?.push(row);
  return byCommit;
}

/** A commit's coverage uploads in every state, in the order they came. */
export async function coverageUploadsOfCommit(
  db: Kysely<Database>,
  commitId: number,
): Promise<UploadRecord[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'coverage')
    .orderBy('id')
    .execute();
}
