import { type Kysely, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { BranchRecord, Database } from '../../db/schema';
import { likePattern } from '../owners';
import { exactTimestamp, timestampCursor } from '../../db/sql-fragments';

export interface BranchFilters {
  searchValue?: string | null;
  mergedBranches?: boolean | null;
}

type ListedBranch = BranchRecord & { cursorTime: string; totalCount: number | null };

/**
 * Branches of a repository, most recently updated first (ties by name), with keyset pagination. Merged branches
 * are hidden unless asked for, except the default branch.
 */
export async function listBranches(
  db: Kysely<Database>,
  repo: { repoid: number; defaultBranch: string },
  filters: BranchFilters | null | undefined,
  page: PageArgs,
): Promise<Connection<BranchRecord>> {
  const request = pageRequest(page, 2);
  let base = db.selectFrom('branches').where('branches.repoid', '=', repo.repoid);
  if (filters?.searchValue) base = base.where('branches.branch', 'ilike', likePattern(filters.searchValue));
  if (!filters?.mergedBranches) {
    base = base.where((eb) =>
      eb.or([eb('branches.merged', '=', false), eb('branches.branch', '=', repo.defaultBranch)]),
    );
  }
  const counted = base.select((eb) => eb.fn.countAll<number>().as('count'));
  const countAll = async () => (await counted.executeTakeFirstOrThrow()).count;
  if (request.limit === 0) return toConnection([], request, () => [], await countAll());

  // Natural order: updatestamp DESC, branch ASC. Backward pages walk it in reverse. The count comes with the
  // page (a subquery run once), not in a query of its own.
  let query = base
    .selectAll('branches')
    .select(exactTimestamp('branches.updatestamp').as('cursorTime'))
    .select(counted.as('totalCount'));
  if (request.cursor) {
    const [time, name] = timestampCursor(request.cursor, 'string');
    const [later, after] = request.backward ? [sql`>`, sql`<`] : [sql`<`, sql`>`];
    query = query.where(
      sql<boolean>`(branches.updatestamp ${later} ${time}::timestamptz
        or (branches.updatestamp = ${time}::timestamptz and branches.branch ${after} ${name}))`,
    );
  }
  query = request.backward
    ? query.orderBy('branches.updatestamp', 'asc').orderBy('branches.branch', 'desc')
    : query.orderBy('branches.updatestamp', 'desc').orderBy('branches.branch', 'asc');
  const rows: ListedBranch[] = await query.limit(request.limit + 1).execute();
  const count = rows[0]?.totalCount ?? (await countAll());
  return toConnection(rows, request, (row) => [row.cursorTime, row.branch], count);
}

/** Branches by (repository, exact name). */
export async function branchesByName(
  db: Kysely<Database>,
  keys: ReadonlyArray<{ repoid: number; name: string }>,
): Promise<BranchRecord[]> {
  if (keys.length === 0) return [];
  const repoids = keys.map((key) => key.repoid);
  const names = keys.map((key) => key.name);
  return db
    .selectFrom('branches')
    .selectAll()
    .where(sql<boolean>`(repoid, branch) in (select * from unnest(${repoids}::int[], ${names}::text[]))`)
    .execute();
}
