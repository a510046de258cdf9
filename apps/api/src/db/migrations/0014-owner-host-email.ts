import { type Kysely, sql } from 'kysely';

/**
 * The email address a person's git host gave at their latest sign-in with it. Unlike `owners.email`, which the
 * person may edit in Canopy, only the sign-in writes it, so the install's Okta sign-in can trust it to find the
 * account a first Okta sign-in belongs to. Owners signed in before this column start without one.
 */
const up = [
  `alter table owners add column host_email text`,
  `create index owners_host_email on owners (lower(host_email)) where host_email is not null`,
];

const down = [
  'drop index if exists owners_host_email',
  'alter table owners drop column if exists host_email',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const ownerHostEmail = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
