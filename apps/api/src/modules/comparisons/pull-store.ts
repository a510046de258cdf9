import { type Kysely, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { CommitRecord, Database, PullRecord } from '../../db/schema';

export type PullState = 'open' | 'closed' | 'merged';

/** What an upload or the git provider says about a pull request; unknown fields stay as they are. */
export interface PullFacts {
  state?: PullState;
  title?: string | null;
  author?: string | null;
  baseBranch?: string | null;
  headBranch?: string | null;
  head?: string | null;
  base?: string | null;
  userProvidedBaseSha?: string | null;
  source?: 'upload' | 'provider';
}

/**
 * Records what an upload tells about its pull request: the number, and the commit as the new head unless a
 * newer commit of the pull is already its head (uploads of an older commit may arrive late).
 */
export async function recordPullFromUpload(db: Kysely<Database>, commit: CommitRecord): Promise<void> {
  if (commit.pullid === null) return;
  await sql`insert into pulls (repoid, pullid, head, head_branch)
    values (${commit.repoid}, ${commit.pullid}, ${commit.commitid}, ${commit.branch})
    on conflict (repoid, pullid) do update set
      head = case
        when pulls.head is null or pulls.source = 'upload' and not exists (
          select 1 from commits c where c.repoid = pulls.repoid and c.commitid = pulls.head
            and c.timestamp > (select t.timestamp from commits t where t.id = ${commit.id}))
        then excluded.head else pulls.head end,
      head_branch = coalesce(pulls.head_branch, excluded.head_branch),
      updatestamp = now()`.execute(db);
}

/** Records what the git provider says about a pull request (it is the authority on state, base and head). */
export async function recordPullFromProvider(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
  facts: PullFacts,
): Promise<void> {
  await db
    .insertInto('pulls')
    .values({
      repoid,
      pullid,
      state: facts.state ?? 'open',
      title: facts.title ?? null,
      authorUsername: facts.author ?? null,
      baseBranch: facts.baseBranch ?? null,
      headBranch: facts.headBranch ?? null,
      head: facts.head ?? null,
      base: facts.base ?? null,
      source: 'provider',
    })
    .onConflict((oc) =>
      oc.columns(['repoid', 'pullid']).doUpdateSet({
        state: sql`excluded.state`,
        title: sql`coalesce(excluded.title, pulls.title)`,
        authorUsername: sql`coalesce(excluded.author_username, pulls.author_username)`,
        baseBranch: sql`coalesce(excluded.base_branch, pulls.base_branch)`,
        headBranch: sql`coalesce(excluded.head_branch, pulls.head_branch)`,
        head: sql`coalesce(excluded.head, pulls.head)`,
        base: sql`coalesce(excluded.base, pulls.base)`,
        source: 'provider',
        updatestamp: sql`now()`,
      }),
    )
    .execute();
}

/** The base the user picked (codecov-cli `pr-base-picking`); it wins over every other true base. */
export async function recordUserProvidedBase(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
  baseSha: string,
): Promise<void> {
  await db
    .insertInto('pulls')
    .values({ repoid, pullid, userProvidedBaseSha: baseSha })
    .onConflict((oc) =>
      oc.columns(['repoid', 'pullid']).doUpdateSet({ userProvidedBaseSha: baseSha, updatestamp: sql`now()` }),
    )
    .execute();
}

export async function pullById(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
): Promise<PullRecord | null> {
  return (
    (await db
      .selectFrom('pulls')
      .selectAll()
      .where('repoid', '=', repoid)
      .where('pullid', '=', pullid)
      .executeTakeFirst()) ?? null
  );
}

/** Pull requests by number with keyset pagination; `states` in lower case. */
export async function listPulls(
  db: Kysely<Database>,
  repoid: number,
  states: readonly PullState[] | null,
  direction: 'ASC' | 'DESC',
  page: PageArgs,
): Promise<Connection<PullRecord>> {
  const request = pageRequest(page, 1);
  let base = db.selectFrom('pulls').where('repoid', '=', repoid);
  if (states?.length) base = base.where('state', 'in', [...states]);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (request.limit === 0) return toConnection([], request, () => [], Number(count));
  // Paging backward walks the other way and is reversed back by toConnection.
  const ascending = (direction === 'ASC') !== request.backward;
  let query = base.selectAll();
  if (request.cursor) {
    const cursor = Number(request.cursor[0]);
    query = query.where('pullid', ascending ? '>' : '<', cursor);
  }
  const rows = await query
    .orderBy('pullid', ascending ? 'asc' : 'desc')
    .limit(request.limit + 1)
    .execute();
  return toConnection(rows, request, (row) => [row.pullid], Number(count));
}

/** Whether this is the repository's only pull request (the reference's "first pull request"). */
export async function isOnlyPull(db: Kysely<Database>, repoid: number): Promise<boolean> {
  const { count } = await db
    .selectFrom('pulls')
    .where('repoid', '=', repoid)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count) === 1;
}

/** The open pull requests whose head is the commit. */
export async function openPullsWithHead(
  db: Kysely<Database>,
  repoid: number,
  commitid: string,
): Promise<PullRecord[]> {
  return db
    .selectFrom('pulls')
    .selectAll()
    .where('repoid', '=', repoid)
    .where('head', '=', commitid)
    .where('state', '=', 'open')
    .execute();
}
