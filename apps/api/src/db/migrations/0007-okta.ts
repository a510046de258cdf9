import { type Kysely, sql } from 'kysely';

/**
 * Okta single sign-on per organisation. `okta_settings` holds an organisation's Okta application (the client
 * secret encrypted, auth/oauth/token-cipher.ts); `okta_sign_ins` each started Okta sign-in for ten minutes
 * (single use, bound to the Canopy session that started it); `okta_sessions` which organisations' Okta a Canopy
 * session has signed in with; ending the session ends them.
 */
const up = [
  `create table okta_settings (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    client_id text not null,
    client_secret text not null,
    url text not null,
    enabled boolean not null default false,
    enforced boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  `create table okta_sign_ins (
    state_hash text primary key,
    sessionid integer not null references sessions (sessionid) on delete cascade,
    ownerid integer not null references owners (ownerid) on delete cascade,
    code_verifier text not null,
    nonce text not null,
    expires_at timestamptz not null
  )`,
  `create index okta_sign_ins_expires_at on okta_sign_ins (expires_at)`,
  `create table okta_sessions (
    sessionid integer not null references sessions (sessionid) on delete cascade,
    ownerid integer not null references owners (ownerid) on delete cascade,
    signed_in_at timestamptz not null default now(),
    primary key (sessionid, ownerid)
  )`,
];

const down = ['okta_sessions', 'okta_sign_ins', 'okta_settings'].map(
  (table) => `drop table if exists ${table}`,
);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const okta = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
