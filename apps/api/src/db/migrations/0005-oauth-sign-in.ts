import { type Kysely, sql } from 'kysely';

/**
 * Sign-in with git hosts. `oauth_states` holds each started sign-in for ten minutes (single use: the callback
 * deletes it); `oauth_tokens` holds the host's token of each signed-in owner, encrypted (AES-256-GCM), for the
 * repository and organisation sync that reads the host on the owner's behalf.
 */
const up = [
  `create table oauth_states (
    state_hash text primary key,
    service text not null,
    browser_hash text not null,
    code_verifier text not null,
    redirect_to text,
    private_access boolean not null default false,
    expires_at timestamptz not null
  )`,
  `create index oauth_states_expires_at on oauth_states (expires_at)`,
  `create table oauth_tokens (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    service text not null,
    access_token text not null,
    refresh_token text,
    expires_at timestamptz,
    scope text,
    updated_at timestamptz not null default now()
  )`,
];

const down = ['drop table if exists oauth_tokens', 'drop table if exists oauth_states'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const oauthSignIn = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
