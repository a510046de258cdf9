import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { CommitRecord, Database } from '../../db/schema';
import { likePattern } from '../owners';
import { COVERAGE_UPLOADS, type CoverageStatus } from './commit-upload-store';
import { exactTimestamp, timestampCursor } from '../../db/sql-fragments';

export type CommitState = 'COMPLETE' | 'PENDING' | 'ERROR' | 'SKIPPED';

export interface CommitFilters {
  hideFailedCI?: boolean | null;
  branchName?: string | null;
  pullId?: number | null;
  search?: string | null;
  states?: readonly CommitState[] | null;
  coverageStatus?: readonly CoverageStatus[] | null;
}

const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/** A SHA or SHA prefix, as people paste them (any case). */
export const SHA_PREFIX = /^[0-9a-f]{7,64}$/i;

type CommitsQuery = SelectQueryBuilder<Database, 'commits', object>;
type ListedCommit = CommitRecord & { cursorTime: string };

/** The commit's coverage status in SQL, derived from its uploads as `coverageStatusOf` does in code. */
const coverageStatusSql = sql<CoverageStatus | null>`(
  select case
    when count(*) = 0 then null
    when bool_or(uploads.state = 'error') then 'ERROR'
    when bool_or(uploads.state in ('started', 'uploaded')) then 'PENDING'
    else 'COMPLETED'
  end
  from uploads where uploads.commit_id = commits.id and uploads.upload_type = ${COVERAGE_UPLOADS}
)`;

function filtered(
  db: Kysely<Database>,
  repoid: number,
  filters: CommitFilters | null | undefined,
): CommitsQuery {
  let query: CommitsQuery = db
    .selectFrom('commits')
    .where('commits.repoid', '=', repoid)
    .where('commits.deleted', '=', false);
  if (!filters) return query;
  // Commits whose CI status is unknown are not failed ones: they stay.
  if (filters.hideFailedCI) query = query.where(sql<boolean>`commits.ci_passed is distinct from false`);
  if (filters.branchName != null) query = query.where('commits.branch', '=', filters.branchName);
  if (filters.pullId != null) query = query.where('commits.pullid', '=', filters.pullId);
  const search = filters.search?.trim();
  if (search) {
    query = query.where((eb) => {
      const matches = [eb('commits.message', 'ilike', likePattern(search))];
      if (SHA_PREFIX.test(search)) matches.push(eb('commits.commitid', 'like', `${search.toLowerCase()}%`));
      return eb.or(matches);
    });
  }
  if (filters.states?.length) {
    const states = filters.states.map((state) => state.toLowerCase());
    query = query.where(sql<boolean>`commits.state = any(${states}::text[])`);
  }
  if (filters.coverageStatus?.length) {
    query = query.where(sql<boolean>`${coverageStatusSql} = any(${[...filters.coverageStatus]}::text[])`);
  }
  return query;
}

/** Commits of a repository, newest first (timestamp DESC, then id DESC), with keyset pagination. */
export async function listCommits(
  db: Kysely<Database>,
  repoid: number,
  filters: CommitFilters | null | undefined,
  page: PageArgs,
): Promise<Connection<CommitRecord>> {
  const request = pageRequest(page, 2);
  const base = filtered(db, repoid, filters);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (request.limit === 0) return toConnection([], request, () => [], count);

  let query = base.selectAll('commits').select(exactTimestamp('commits.timestamp').as('cursorTime'));
  const direction = request.backward ? 'asc' : 'desc';
  if (request.cursor) {
    const [time, id] = timestampCursor(request.cursor, 'number');
    const comparator = request.backward ? sql`>` : sql`<`;
    query = query.where(
      sql<boolean>`(commits.timestamp, commits.id) ${comparator} (${time}::timestamptz, ${id})`,
    );
  }
  query = query.orderBy('commits.timestamp', direction).orderBy('commits.id', direction);
  const rows: ListedCommit[] = await query.limit(request.limit + 1).execute();
  return toConnection(rows, request, (row) => [row.cursorTime, row.id], count);
}

/**
 * Commits named by a full SHA or by a SHA prefix of at least 7 characters, deleted ones excluded. A prefix that
 * fits several commits names none (unless one of them is that exact SHA).
 */
export async function commitsByRef(
  db: Kysely<Database>,
  keys: ReadonlyArray<{ repoid: number; ref: string }>,
): Promise<Array<CommitRecord | null>> {
  if (keys.length === 0) return [];
  // Full SHAs (nearly every lookup: branch heads, parents) are one indexed equality each.
  if (keys.every((key) => FULL_SHA.test(key.ref))) {
    const rows = await db
      .selectFrom('commits')
      .selectAll()
      .where('repoid', 'in', [...new Set(keys.map((key) => key.repoid))])
      .where('commitid', 'in', [...new Set(keys.map((key) => key.ref.toLowerCase()))])
      .where('deleted', '=', false)
      .execute();
    const byKey = new Map(rows.map((row) => [`${row.repoid}:${row.commitid}`, row]));
    return keys.map((key) => byKey.get(`${key.repoid}:${key.ref.toLowerCase()}`) ?? null);
  }
  const repoids = keys.map((key) => key.repoid);
  const refs = keys.map((key) => (SHA_PREFIX.test(key.ref) ? key.ref.toLowerCase() : key.ref));
  const patterns = refs.map((ref) => (SHA_PREFIX.test(ref) ? `${ref}%` : ref.replace(/[\\%_]/g, '\\$&')));
  const { rows } = await sql<CommitRecord & { keyIndex: number }>`
    select k.key_index, c.*
    from unnest(${repoids}::int[], ${refs}::text[], ${patterns}::text[]) with ordinality as k(repoid, ref, pattern, key_index)
    cross join lateral (
      select * from commits
      where commits.repoid = k.repoid and not commits.deleted and commits.commitid like k.pattern
      order by commits.commitid = k.ref desc
      limit 2
    ) c`.execute(db);
  const found = new Map<number, Array<CommitRecord & { keyIndex: number }>>();
  for (const row of rows) found.set(row.keyIndex, [...(found.get(row.keyIndex) ?? []), row]);
  return refs.map((ref, index) => {
    const [first, second] = found.get(index + 1) ?? [];
    if (!first || (second && first.commitid !== ref)) return null;
    const { keyIndex: _keyIndex, ...commit } = first;
    return commit;
  });
}

/** A commit by its row id, or null. */
export async function commitById(db: Kysely<Database>, id: number): Promise<CommitRecord | null> {
  const commit = await db.selectFrom('commits').selectAll().where('id', '=', id).executeTakeFirst();
  return commit ?? null;
}
