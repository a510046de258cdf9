import { type Kysely, sql } from 'kysely';

/**
 * Whether the pull request comment shows a bundle section: once it does, later heads keep it up to date whatever
 * `comment.require_bundle_changes` says, as Codecov keeps a bundle comment it posted.
 */
const up = ['alter table pull_comments add column bundle_section boolean not null default false'];

const down = ['alter table pull_comments drop column if exists bundle_section'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const pullCommentBundles = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
