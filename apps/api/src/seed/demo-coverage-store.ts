import { type Kysely, sql } from 'kysely';
import type { Database, RepositoryRecord } from '../db/schema';

/** The demo organisation's repositories. */
export async function demoRepositories(db: Kysely<Database>): Promise<RepositoryRecord[]> {
  return db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .selectAll('repositories')
    .where('owners.username', '=', 'canopy')
    .execute();
}

/** Dates a demo commit, and its branch's last change, in the past. */
export async function dateDemoCommit(
  db: Kysely<Database>,
  commit: { id: number; repoid: number; branch: string },
  when: Date,
): Promise<void> {
  await sql`update commits set timestamp = ${when} where id = ${commit.id}`.execute(db);
  await sql`update branches set updatestamp = ${when} where repoid = ${commit.repoid} and branch = ${commit.branch}`.execute(
    db,
  );
}

/** Dates a demo upload in the past: test runs take their time from their upload. */
export async function dateDemoUpload(db: Kysely<Database>, uploadId: number, when: Date): Promise<void> {
  await sql`update uploads set created_at = ${when} where id = ${uploadId}`.execute(db);
}

/** Each repository's first and last commit times, from its commits. */
export async function dateRepositoriesFromCommits(db: Kysely<Database>): Promise<void> {
  await sql`update repositories r set latest_commit_at = c.latest, oldest_commit_at = c.oldest
    from (select repoid, max(timestamp) as latest, min(timestamp) as oldest from commits group by repoid) c
    where c.repoid = r.repoid`.execute(db);
}
