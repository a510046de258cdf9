import { type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import type { RepoRef } from '../../git-providers';
import { ValidationError } from '../../errors';
import { likePattern, ownerNameFromPath } from '../owners';

export type RepositoryOrdering = 'ID' | 'NAME' | 'COMMIT_DATE' | 'COVERAGE';
export type OrderingDirection = 'ASC' | 'DESC';

export interface RepositoryFilters {
  term?: string | null;
  repoNames?: readonly string[] | null;
  active?: boolean | null;
  activated?: boolean | null;
  isPublic?: boolean | null;
}

/** What a viewer may read: null for anonymous visitors. */
export interface RepositoryViewer {
  ownerid: number;
  permission: number[];
  /** Organisations whose private repositories stay hidden until the viewer signs in with their Okta. */
  oktaLockedOrgs?: readonly number[];
}

export interface ListRepositoriesInput {
  /** Owners whose repositories are listed. */
  ownerids: number[];
  viewer: RepositoryViewer | null;
  filters?: RepositorySetFilters;
  ordering?: RepositoryOrdering | null;
  direction?: OrderingDirection | null;
  page: PageArgs;
  /** Repository id of the demo repository when its display name matches the term. */
  demoRepoidMatchingTerm?: number | null;
}

type RepositorySetFilters = RepositoryFilters | null;

type ReposQuery = SelectQueryBuilder<Database, 'repositories', object>;

/** Sort key of each ordering. Null dates and coverage sort as lowest. Names compare bytewise after lower(). */
const SORT_KEY: Record<
  Exclude<RepositoryOrdering, 'ID'>,
  { expression: RawBuilder<unknown>; cast: RawBuilder<unknown> }
> = {
  NAME: { expression: sql`lower(repositories.name) collate "C"`, cast: sql`text` },
  COMMIT_DATE: {
    expression: sql`coalesce(repositories.latest_commit_at, '-infinity'::timestamptz)`,
    cast: sql`timestamptz`,
  },
  COVERAGE: { expression: sql`coalesce(repositories.coverage_percent, -1)`, cast: sql`numeric` },
};

type ListedRepository = RepositoryRecord & { sortName: string };

function cursorValues(row: ListedRepository, ordering: RepositoryOrdering): unknown[] {
  switch (ordering) {
    case 'ID':
      return [row.repoid];
    case 'NAME':
      return [row.sortName, row.repoid];
    case 'COMMIT_DATE':
      return [row.latestCommitAt?.toISOString() ?? null, row.repoid];
    case 'COVERAGE':
      return [row.coveragePercent, row.repoid];
  }
}

/** Rejects cursors whose values do not fit the ordering (they would otherwise fail inside SQL). */
function checkCursor(ordering: RepositoryOrdering, cursor: unknown[]): void {
  const [value, repoid] = ordering === 'ID' ? [null, cursor[0]] : cursor;
  const valid =
    Number.isInteger(repoid) &&
    (ordering === 'ID' ||
      (ordering === 'NAME' && typeof value === 'string') ||
      (ordering === 'COMMIT_DATE' &&
        (value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))))) ||
      (ordering === 'COVERAGE' && (value === null || typeof value === 'number')));
  if (!valid) throw new ValidationError('Invalid cursor');
}

function cursorParameter(ordering: Exclude<RepositoryOrdering, 'ID'>, value: unknown): RawBuilder<unknown> {
  const { cast } = SORT_KEY[ordering];
  const nullValue =
    ordering === 'COMMIT_DATE' ? sql`'-infinity'::timestamptz` : ordering === 'COVERAGE' ? sql`-1` : sql`''`;
  return sql`coalesce(${value}::${cast}, ${nullValue})`;
}

/** Where-clauses shared by the page and its total count. */
function filtered(db: Kysely<Database>, input: ListRepositoriesInput): ReposQuery {
  const { viewer, filters } = input;
  let query: ReposQuery = db
    .selectFrom('repositories')
    .where('repositories.ownerid', '=', sql<number>`any(${input.ownerids}::int[])`)
    .where('repositories.deleted', '=', false);
  query = query.where((eb: ExpressionBuilder<Database, 'repositories'>) => {
    const visible = [eb('repositories.private', '=', false)];
    if (viewer) {
      visible.push(eb('repositories.ownerid', '=', viewer.ownerid));
      // The same rule as canViewRepository (modules/owners/permissions.ts), in SQL.
      const granted = eb('repositories.repoid', '=', sql<number>`any(${viewer.permission}::int[])`);
      const locked = [...(viewer.oktaLockedOrgs ?? [])];
      visible.push(
        locked.length === 0
          ? granted
          : eb.and([granted, eb('repositories.ownerid', '<>', sql<number>`all(${locked}::int[])`)]),
      );
    }
    return eb.or(visible);
  });
  if (filters?.term) {
    const pattern = likePattern(filters.term);
    const demo = input.demoRepoidMatchingTerm ?? null;
    query = query.where((eb) =>
      demo === null
        ? eb('repositories.name', 'ilike', pattern)
        : eb.or([eb('repositories.name', 'ilike', pattern), eb('repositories.repoid', '=', demo)]),
    );
  }
  if (filters?.repoNames) {
    const names = filters.repoNames.map((name) => name.toLowerCase());
    query = query.where(sql<string>`lower(repositories.name)`, '=', sql<string>`any(${names}::text[])`);
  }
  if (filters?.active != null) query = query.where('repositories.active', '=', filters.active);
  if (filters?.activated != null) query = query.where('repositories.activated', '=', filters.activated);
  if (filters?.isPublic != null) query = query.where('repositories.private', '=', !filters.isPublic);
  return query;
}

/** A page of repositories with keyset pagination over (sort key, repoid). */
export async function listRepositories(
  db: Kysely<Database>,
  input: ListRepositoriesInput,
): Promise<Connection<RepositoryRecord>> {
  const ordering = input.ordering ?? 'ID';
  const request = pageRequest(input.page, ordering === 'ID' ? 1 : 2);
  if (request.cursor) checkCursor(ordering, request.cursor);
  const base = filtered(db, input);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (request.limit === 0) return toConnection([], request, () => [], count);

  // Walk the natural order forwards, or its reverse for backward pages.
  const ascending = ((input.direction ?? 'ASC') === 'ASC') !== request.backward;
  const comparator = ascending ? sql`>` : sql`<`;
  const order = ascending ? sql`asc` : sql`desc`;
  let query = base.selectAll('repositories').select(sql<string>`lower(repositories.name)`.as('sortName'));
  if (ordering === 'ID') {
    if (request.cursor)
      query = query.where(sql<boolean>`repositories.repoid ${comparator} ${Number(request.cursor[0])}`);
    query = query.orderBy(sql`repositories.repoid ${order}`);
  } else {
    const { expression } = SORT_KEY[ordering];
    if (request.cursor) {
      const [value, repoid] = request.cursor;
      query = query.where(
        sql<boolean>`(${expression}, repositories.repoid) ${comparator} (${cursorParameter(ordering, value)}, ${Number(repoid)})`,
      );
    }
    query = query.orderBy(sql`${expression} ${order}`).orderBy(sql`repositories.repoid ${order}`);
  }
  const rows: ListedRepository[] = await query.limit(request.limit + 1).execute();
  const connection = toConnection(rows, request, (row) => cursorValues(row, ordering), count);
  for (const edge of connection.edges) delete (edge.node as Partial<ListedRepository>).sortName;
  return connection;
}

/** Repositories by (owner, name) pairs, case-insensitive names, deleted ones excluded. */
export async function repositoriesByOwnerAndName(
  db: Kysely<Database>,
  keys: ReadonlyArray<{ ownerid: number; name: string }>,
): Promise<RepositoryRecord[]> {
  if (keys.length === 0) return [];
  const live = db.selectFrom('repositories').selectAll().where('deleted', '=', false);
  // One key (every repository page) is a plain equality: half the time of planning the unnest.
  if (keys.length === 1) {
    const [{ ownerid, name }] = keys as [{ ownerid: number; name: string }];
    return live
      .where('ownerid', '=', ownerid)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .execute();
  }
  const ownerids = keys.map((key) => key.ownerid);
  const names = keys.map((key) => key.name.toLowerCase());
  return live
    .where(
      sql<boolean>`(ownerid, lower(name)) in (select * from unnest(${ownerids}::int[], ${names}::text[]))`,
    )
    .execute();
}

/** Every column of `repositories`, to read a repository beside another table's row (the check below keeps it whole). */
const REPOSITORY_COLUMNS = [
  'repoid',
  'ownerid',
  'serviceId',
  'name',
  'private',
  'active',
  'activated',
  'deleted',
  'defaultBranch',
  'uploadToken',
  'imageToken',
  'language',
  'languages',
  'yaml',
  'botOwnerid',
  'coverageEnabled',
  'bundleAnalysisEnabled',
  'testAnalyticsEnabled',
  'coveragePercent',
  'coverageTotals',
  'latestCommitAt',
  'oldestCommitAt',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof RepositoryRecord>;
const everyColumn: Exclude<keyof RepositoryRecord, (typeof REPOSITORY_COLUMNS)[number]> extends never
  ? true
  : never = true;
void everyColumn;

/**
 * An owner of a provider by username (as `ownersByUsernames` matches it) and its repository of that name (not
 * deleted, as `repositoriesByOwnerAndName` matches it), in one query: a repository page asks for both first.
 */
export async function ownerWithRepository(
  db: Kysely<Database>,
  service: string,
  username: string,
  name: string,
): Promise<{ owner: OwnerRecord | null; repository: RepositoryRecord | null }> {
  const row = await db
    .selectFrom('owners')
    .leftJoin('repositories', (join) =>
      join
        .onRef('repositories.ownerid', '=', 'owners.ownerid')
        .on('repositories.deleted', '=', false)
        .on(sql<string>`lower(repositories.name)`, '=', name.toLowerCase()),
    )
    .selectAll('owners')
    // Aliased by position: the two tables share column names.
    .select(REPOSITORY_COLUMNS.map((column, index) => sql.ref(`repositories.${column}`).as(`r${index}`)))
    .where('owners.service', '=', service)
    .where(sql<string>`lower(owners.username)`, '=', ownerNameFromPath(username).toLowerCase())
    .executeTakeFirst();
  if (!row) return { owner: null, repository: null };
  const values = row as unknown as Record<string, unknown>;
  const owner = Object.fromEntries(
    Object.entries(values).filter(([key]) => !/^r\d+$/.test(key)),
  ) as unknown as OwnerRecord;
  if (values['r0'] === null) return { owner, repository: null };
  const repository = Object.fromEntries(
    REPOSITORY_COLUMNS.map((column, index) => [column, values[`r${index}`]]),
  ) as unknown as RepositoryRecord;
  return { owner, repository };
}

/** Every repository of an owner that is not deleted (visibility is the caller's rule). */
export async function repositoriesOfOwner(
  db: Kysely<Database>,
  ownerid: number,
): Promise<RepositoryRecord[]> {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where('ownerid', '=', ownerid)
    .where('deleted', '=', false)
    .execute();
}

/** Repositories by id, deleted ones included (a commit or pull still names its repository). */
export async function repositoriesByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<RepositoryRecord[]> {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where('repoid', 'in', [...ids])
    .execute();
}

/** A repository and its owner, for the work outside a request that names them to the git host. */
export async function repositoryWithOwner(
  db: Kysely<Database>,
  repoid: number,
): Promise<{ repo: RepositoryRecord; owner: OwnerRecord }> {
  const repo = await db
    .selectFrom('repositories')
    .selectAll()
    .where('repoid', '=', repoid)
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('owners')
    .selectAll()
    .where('ownerid', '=', repo.ownerid)
    .executeTakeFirstOrThrow();
  return { repo, owner };
}

/** The id of the repository the git host names (names compared case-insensitively), or null. */
export async function repositoryIdOf(db: Kysely<Database>, repo: RepoRef): Promise<number | null> {
  const known = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select('repositories.repoid')
    .where('owners.service', '=', repo.service)
    .where((eb) => eb(eb.fn('lower', ['owners.username']), '=', repo.owner.toLowerCase()))
    .where((eb) => eb(eb.fn('lower', ['repositories.name']), '=', repo.name.toLowerCase()))
    .executeTakeFirst();
  return known?.repoid ?? null;
}
