import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A commit with the names its git host knows it by. */
export async function commitWithRepository(db: Kysely<Database>, commitId: number) {
  return db
    .selectFrom('commits')
    .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select([
      'commits.commitid',
      'commits.repoid',
      'commits.pullid',
      'repositories.name',
      'owners.username',
      'owners.service',
    ])
    .where('commits.id', '=', commitId)
    .executeTakeFirst();
}

export interface CommitDetailsFacts {
  parentCommitid: string | null;
  message: string | null;
  authorOwnerid: number | null;
  timestamp: Date | null;
}

/** What the git host says about a commit: parent, message and author fill gaps only; its time wins. */
export async function recordCommitDetails(
  db: Kysely<Database>,
  commitId: number,
  facts: CommitDetailsFacts,
): Promise<void> {
  await db
    .updateTable('commits')
    .set({
      parentCommitid: sql`coalesce(parent_commitid, ${facts.parentCommitid})`,
      message: sql`coalesce(message, ${facts.message})`,
      authorOwnerid: sql`coalesce(author_ownerid, ${facts.authorOwnerid})`,
      ...(facts.timestamp ? { timestamp: facts.timestamp } : {}),
    })
    .where('id', '=', commitId)
    .execute();
}
