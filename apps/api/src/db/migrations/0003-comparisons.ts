import { type Kysely, sql } from 'kysely';

/**
 * Comparisons and analytics: pull requests, carried-forward sessions, the diff a commit was uploaded with,
 * coverage measurements over time, and which measurement series a repository has switched on.
 */
const up = [
  `create table pulls (
    id bigint generated always as identity primary key,
    repoid integer not null references repositories (repoid) on delete cascade,
    pullid integer not null,
    state text not null default 'open',
    title text,
    author_username text,
    base_branch text,
    head_branch text,
    head text,
    base text,
    user_provided_base_sha text,
    source text not null default 'upload',
    created_at timestamptz not null default now(),
    updatestamp timestamptz not null default now(),
    unique (repoid, pullid)
  )`,
  `create index pulls_repo_state on pulls (repoid, state, pullid desc)`,
  // A carried-forward session is an upload row too, so the commit's uploads list says where it came from.
  `alter table uploads add column session_type text not null default 'uploaded'`,
  `alter table uploads add column carried_from text`,
  `alter table uploads add column carried_depth integer`,
  // The diff attached to an upload (canopy-cli --diff-base) is stored per commit; this is the sha it is against.
  `alter table commits add column diff_base text`,
  `create table measurements (
    repoid integer not null references repositories (repoid) on delete cascade,
    kind text not null,
    measurable_id text not null default '',
    commitid text not null,
    branch text,
    timestamp timestamptz not null,
    hits integer not null,
    lines integer not null,
    value double precision,
    primary key (repoid, kind, measurable_id, commitid)
  )`,
  `create index measurements_series on measurements (repoid, kind, measurable_id, branch, timestamp)`,
  // Commits processed before this migration get their coverage point from their stored totals.
  `insert into measurements (repoid, kind, measurable_id, commitid, branch, timestamp, hits, lines, value)
    select repoid, 'coverage', '', commitid, branch, timestamp, (totals->>'hits')::int, (totals->>'lines')::int,
      (totals->>'coverage')::double precision
    from commits where totals is not null and not deleted`,
  `create table measurement_datasets (
    repoid integer not null references repositories (repoid) on delete cascade,
    kind text not null,
    activated_at timestamptz not null default now(),
    backfilled_at timestamptz,
    primary key (repoid, kind)
  )`,
];

const down = [
  'drop table if exists measurement_datasets',
  'drop table if exists measurements',
  'alter table commits drop column if exists diff_base',
  'alter table uploads drop column if exists carried_depth',
  'alter table uploads drop column if exists carried_from',
  'alter table uploads drop column if exists session_type',
  'drop table if exists pulls',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const comparisons = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
