import { type Kysely, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { BranchRecord, CommitRecord, Database } from '../../db/schema';
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

/** A branch and its head commit, read together; `head` is undefined when the branch names it by less than a full SHA. */
export interface BranchWithHead {
  branch: BranchRecord;
  head: CommitRecord | null | undefined;
}

const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/**
 * Branches by (repository, exact name), each with its head commit (not deleted) in the same query: a branch's
 * page asks for the head next, and each query costs the embedded database the same fixed time.
 */
export async function branchesByName(
  db: Kysely<Database>,
  keys: ReadonlyArray<{ repoid: number; name: string }>,
): Promise<BranchWithHead[]> {
  if (keys.length === 0) return [];
  const query = db
    .selectFrom('branches')
    .leftJoin('commits', (join) =>
      join
        .onRef('commits.repoid', '=', 'branches.repoid')
        .on(sql<boolean>`commits.commitid = lower(branches.head)`)
        .on('commits.deleted', '=', false),
    )
    .selectAll('commits')
    .select([
      'branches.repoid as branchRepoid',
      'branches.branch as branchName',
      'branches.head as branchHead',
      'branches.base as branchBase',
      'branches.merged as branchMerged',
      'branches.updatestamp as branchUpdatestamp',
    ]);
  // One key (a branch's page) is a plain equality: half the time of planning the unnest.
  const [only] = keys;
  const rows =
    keys.length === 1 && only
      ? await query
          .where('branches.repoid', '=', only.repoid)
          .where('branches.branch', '=', only.name)
          .execute()
      : await query
          .where(
            sql<boolean>`(branches.repoid, branches.branch) in (select * from unnest(${keys.map((key) => key.repoid)}::int[], ${keys.map((key) => key.name)}::text[]))`,
          )
          .execute();
  return rows.map(
    ({ branchRepoid, branchName, branchHead, branchBase, branchMerged, branchUpdatestamp, ...commit }) => ({
      branch: {
        repoid: branchRepoid,
        branch: branchName,
        head: branchHead,
        base: branchBase,
        merged: branchMerged,
        updatestamp: branchUpdatestamp,
      },
      head: !FULL_SHA.test(branchHead) ? undefined : commit.id === null ? null : (commit as CommitRecord),
    }),
  );
}
