import { type Kysely, sql } from 'kysely';

/**
 * How each notification went to the git host: a commit status, a GitHub check run, the pull request comment or
 * the comment that says uploads could not be processed (`codecov.notify.notify_error`). Null for the line that
 * says why nothing was posted.
 */
const up = ['alter table commit_notifications add column kind text'];

const down = ['alter table commit_notifications drop column if exists kind'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const notificationKind = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
