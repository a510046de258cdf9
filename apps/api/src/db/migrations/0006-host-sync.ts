import { type Kysely, sql } from 'kysely';

/**
 * The organisation and repository sync with the git host: when each person's last sync started and finished, why
 * it failed, and until when the host refuses calls for the owner (its rate limit), which the UI shows.
 */
const up = [
  `create table owner_syncs (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    started_at timestamptz,
    finished_at timestamptz,
    last_error text,
    rate_limited_until timestamptz
  )`,
  `create index owner_syncs_finished_at on owner_syncs (finished_at)`,
];

const down = ['drop table if exists owner_syncs'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const hostSync = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
