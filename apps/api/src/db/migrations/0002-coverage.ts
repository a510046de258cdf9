import { type Kysely, sql } from 'kysely';

/**
 * Coverage ingestion: commits and branches, uploads (one session each), the merged report's per-file totals,
 * and the durable job queue. Line-level coverage is not here: it lives in storage, one blob per commit.
 */
const up = [
  `create table commits (
    id bigint generated always as identity primary key,
    repoid integer not null references repositories (repoid) on delete cascade,
    commitid text not null,
    parent_commitid text,
    branch text,
    pullid integer,
    message text,
    author_ownerid integer references owners (ownerid) on delete set null,
    ci_passed boolean,
    state text not null default 'pending',
    timestamp timestamptz not null default now(),
    totals jsonb,
    report_storage_path text,
    session_count integer not null default 0,
    yaml text,
    yaml_errors jsonb,
    deleted boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (repoid, commitid)
  )`,
  `create index commits_repo_timestamp on commits (repoid, timestamp desc, id desc)`,
  `create index commits_repo_branch on commits (repoid, branch, timestamp desc, id desc)`,
  `create index commits_repo_pull on commits (repoid, pullid, timestamp desc)`,
  `create table branches (
    repoid integer not null references repositories (repoid) on delete cascade,
    branch text not null,
    head text not null,
    base text,
    merged boolean not null default false,
    updatestamp timestamptz not null default now(),
    primary key (repoid, branch)
  )`,
  `create index branches_repo_updatestamp on branches (repoid, updatestamp desc, branch)`,
  `create table commit_reports (
    id bigint generated always as identity primary key,
    commit_id bigint not null references commits (id) on delete cascade,
    code text not null default 'default',
    report_type text not null default 'coverage',
    created_at timestamptz not null default now(),
    unique (commit_id, code, report_type)
  )`,
  `create table uploads (
    id bigint generated always as identity primary key,
    external_id uuid not null default gen_random_uuid() unique,
    commit_id bigint not null references commits (id) on delete cascade,
    repoid integer not null references repositories (repoid) on delete cascade,
    report_code text not null default 'default',
    upload_type text not null default 'coverage',
    session_id integer,
    state text not null default 'started',
    error_code text,
    error_message text,
    storage_path text,
    content_encoding text,
    size_bytes bigint,
    format_version text not null default 'legacy',
    flags text[] not null default '{}',
    name text,
    provider text,
    build_code text,
    build_url text,
    job_code text,
    env jsonb,
    totals jsonb,
    formats text[] not null default '{}',
    unmatched_paths text[] not null default '{}',
    unmatched_count integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index uploads_commit on uploads (commit_id, id)`,
  `create index uploads_commit_state on uploads (commit_id, state)`,
  `create table report_files (
    commit_id bigint not null references commits (id) on delete cascade,
    path text not null,
    lines integer not null,
    hits integer not null,
    misses integer not null,
    partials integer not null,
    coverage double precision,
    branches integer not null default 0,
    methods integer not null default 0,
    primary key (commit_id, path)
  )`,
  `create table jobs (
    id bigint generated always as identity primary key,
    kind text not null,
    key text not null,
    payload jsonb not null default '{}',
    state text not null default 'queued',
    attempts integer not null default 0,
    run_after timestamptz not null default now(),
    locked_by text,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // At most one waiting and one running job per key: a burst of uploads to a commit collapses into one job,
  // and two workers never process the same commit at once.
  `create unique index jobs_one_queued on jobs (kind, key) where state = 'queued'`,
  `create unique index jobs_one_running on jobs (kind, key) where state = 'running'`,
  `create index jobs_ready on jobs (state, run_after, id)`,
  // Development installs generate a global upload token once, so a restart does not break a CI set-up.
  `alter table install_settings add column dev_global_upload_token text`,
];

const down = [
  'alter table install_settings drop column if exists dev_global_upload_token',
  ...['jobs', 'report_files', 'uploads', 'commit_reports', 'branches', 'commits'].map(
    (table) => `drop table if exists ${table} cascade`,
  ),
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const coverage = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
