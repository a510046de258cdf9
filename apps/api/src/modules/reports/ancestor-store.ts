import { type Kysely, sql } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';

const MAX_WALK = 1000;

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** What a walk along recorded parents needs of each commit. */
export type ChainCommit = Pick<
  CommitRecord,
  'id' | 'commitid' | 'parentCommitid' | 'branch' | 'reportStoragePath' | 'deleted' | 'state'
>;

export interface ChainLink {
  commit: ChainCommit;
  depth: number;
}

/** Where a walk stops: past the first commit with a report, or past the first commit of a branch. */
export type WalkStop = { report: true } | { branch: string } | null;

function stopSql(stop: WalkStop) {
  if (!stop) return sql`true`;
  if ('report' in stop) return sql`(chain.report_storage_path is null or chain.deleted)`;
  return sql`(chain.depth = 0 or chain.branch is distinct from ${stop.branch})`;
}

/**
 * The known ancestors of a commit (itself first), following recorded parents, nearest first. With a stop the
 * walk ends at the first commit that meets it, so a long history costs no more than the answer needs.
 */
export async function ancestors(
  db: Kysely<Database>,
  repoid: number,
  sha: string,
  { limit = MAX_WALK, stop = null }: { limit?: number; stop?: WalkStop } = {},
): Promise<ChainLink[]> {
  const { rows } = await sql<ChainCommit & { depth: number }>`
    with recursive chain as (
      select c.id, c.commitid, c.parent_commitid, c.branch, c.report_storage_path, c.deleted, c.state, 0 as depth
        from commits c where c.repoid = ${repoid} and c.commitid = ${sha}
      union all
      select c.id, c.commitid, c.parent_commitid, c.branch, c.report_storage_path, c.deleted, c.state,
          chain.depth + 1
        from commits c join chain on c.repoid = ${repoid} and c.commitid = chain.parent_commitid
        where chain.depth < ${limit} and ${stopSql(stop)}
    )
    select * from chain order by depth`.execute(db);
  return rows.map(({ depth, ...commit }) => ({ commit, depth: Number(depth) }));
}
