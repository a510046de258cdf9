import { type Kysely, sql } from 'kysely';

/**
 * The install's own Okta sign-in (self-hosted `/login/okta`). A started one is kept in `oauth_states` with the
 * OpenID Connect nonce it sent; `users.okta_subject` is the Okta account a person has signed in with, found by
 * email the first time and by this subject from then on.
 */
const up = [
  `alter table oauth_states add column nonce text`,
  `alter table users add column okta_subject text`,
  `create unique index users_okta_subject on users (okta_subject)`,
];

const down = [
  'drop index if exists users_okta_subject',
  'alter table users drop column if exists okta_subject',
  'alter table oauth_states drop column if exists nonce',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const installOktaSignIn = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
