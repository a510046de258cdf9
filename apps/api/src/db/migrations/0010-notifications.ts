import { type Kysely, sql } from 'kysely';

/**
 * What was posted back to the git host for a commit (one row per status context, and `comment`), and the
 * pull request comment to edit on later commits, and the commits whose notifications were asked for by hand
 * (`send-notifications`, for `manual_trigger`).
 */
const up = [
  `create table commit_notifications (
    commit_id integer not null references commits (id) on delete cascade,
    name text not null,
    outcome text not null,
    state text,
    description text,
    target text,
    url text,
    error text,
    posted_at timestamptz,
    updated_at timestamptz not null default now(),
    primary key (commit_id, name)
  )`,
  `create table pull_comments (
    repoid integer not null references repositories (repoid) on delete cascade,
    pullid integer not null,
    comment_id text not null,
    body_sha text,
    gone boolean not null default false,
    updated_at timestamptz not null default now(),
    primary key (repoid, pullid)
  )`,
  `create table notify_requests (
    commit_id integer primary key references commits (id) on delete cascade,
    requested_at timestamptz not null default now()
  )`,
];

const down = [
  'drop table if exists notify_requests',
  'drop table if exists pull_comments',
  'drop table if exists commit_notifications',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const notifications = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
