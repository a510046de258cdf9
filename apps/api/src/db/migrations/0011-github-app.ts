import { type Kysely, sql } from 'kysely';

/**
 * The GitHub app's installation on an account (person or organisation), as its `installation` and
 * `installation_repositories` webhooks describe it: which repositories it covers ('all', or the listed ones).
 */
const up = [
  `create table github_app_installations (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    installation_id bigint not null unique,
    repository_selection text not null default 'all',
    repository_service_ids text[] not null default '{}',
    suspended_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
];

const down = ['drop table if exists github_app_installations'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const githubApp = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
