import { type Kysely, sql } from 'kysely';

/**
 * Canopy AI: the AI GitHub app's installations (a separate app from Canopy's, named by `GH_APP_AI`) and the test
 * suggestions it made for pull requests.
 *
 * - `ai_app_installations`: as `github_app_installations`, for the AI app: which repositories it covers ('all' or
 *   the listed host ids).
 * - `ai_suggestions`: one request for suggestions on a pull (a command in a pull request comment, or the page):
 *   its `status` ('pending', 'done', 'failed', 'skipped'), the head commit it read, the suggestion `body` the model
 *   wrote, the `error` when it failed or why it was skipped, and whether the comment was posted to the host.
 */
const up = [
  `create table ai_app_installations (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    installation_id bigint not null unique,
    repository_selection text not null default 'all',
    repository_service_ids text[] not null default '{}',
    suspended_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table ai_suggestions (
    id bigint generated always as identity primary key,
    repoid integer not null references repositories (repoid) on delete cascade,
    pullid integer not null,
    commitid text,
    command text not null default 'test',
    status text not null default 'pending',
    body text,
    error text,
    comment_posted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index ai_suggestions_pull on ai_suggestions (repoid, pullid, created_at desc)`,
];

const down = ['drop table if exists ai_suggestions', 'drop table if exists ai_app_installations'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const ai = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
