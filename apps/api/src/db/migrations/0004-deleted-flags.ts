import { type Kysely, sql } from 'kysely';

/**
 * Flags a repository admin deleted. Flags are read from the uploads, so a deleted flag stays out of the flag
 * list until an upload with it arrives after the deletion.
 */
const up = [
  `create table deleted_flags (
    repoid integer not null references repositories (repoid) on delete cascade,
    flag_name text not null,
    deleted_at timestamptz not null default now(),
    primary key (repoid, flag_name)
  )`,
];

const down = ['drop table if exists deleted_flags'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const deletedFlags = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
