import { type Kysely, sql } from 'kysely';

/**
 * Test analytics: the JUnit results that codecov-cli (`--report-type test_results`) and `canopy-cli test-results`
 * upload, parsed by `parseJUnit` of @canopy/test-results. An upload is an `uploads` row with
 * `upload_type = 'test_results'` under a `commit_reports` row of the same type.
 *
 * - `tests`: one row per test of a repository, keyed by `test_id`, a hash of testsuite, classname and name (so one
 *   test keeps one id across commits, branches and flags). Holds the parts, the `computed_name` people read, the
 *   `framework` guessed and the `filename` when the runner wrote one.
 * - `test_runs`: one row per `<testcase>` of each processed upload: the commit (`commit_id`, `commitid`), its
 *   `branch` at upload time, the `outcome` (`pass`, `failure`, `skip`, or `flaky_failure` for a failure of a
 *   test that is flaky at the time), `duration_seconds`, the trimmed `failure_message`, the upload's `flags`,
 *   and `timestamp`, when the upload was made. Deleting the upload deletes its runs.
 * - `test_flakes`: a test's flaky spells. A spell starts at a failure on the default branch or a test that failed
 *   and passed on the same commit; it counts runs and failures, and ends (`end_date`) after
 *   `FLAKE_EXPIRY_COUNT` passes in a row on the default branch. At most one open spell per test.
 * - `test_daily_rollups`: per repository, branch, test and UTC day, the sums the dashboard reads (passes, failures
 *   with flaky ones included in `fail_count` and counted again apart in `flaky_fail_count`, skips, the duration of
 *   the runs that passed or failed, the last run's duration and time, the failing commits, the flags seen), kept
 *   up to date as uploads are processed, so a window's figures never scan every run.
 */
const up = [
  `create table tests (
    repoid integer not null references repositories (repoid) on delete cascade,
    test_id text not null,
    testsuite text not null,
    classname text not null,
    name text not null,
    computed_name text not null,
    framework text,
    filename text,
    created_at timestamptz not null default now(),
    primary key (repoid, test_id)
  )`,
  `create index tests_repo_computed_name on tests (repoid, computed_name)`,
  `create table test_runs (
    id bigint generated always as identity primary key,
    repoid integer not null references repositories (repoid) on delete cascade,
    test_id text not null,
    upload_id bigint not null references uploads (id) on delete cascade,
    commit_id bigint not null references commits (id) on delete cascade,
    commitid text not null,
    branch text,
    outcome text not null check (outcome in ('pass', 'failure', 'skip', 'flaky_failure')),
    duration_seconds double precision,
    failure_message text,
    flags text[] not null default '{}',
    timestamp timestamptz not null default now()
  )`,
  `create index test_runs_commit on test_runs (commit_id, test_id)`,
  `create index test_runs_upload on test_runs (upload_id)`,
  `create index test_runs_repo_test on test_runs (repoid, test_id, timestamp desc)`,
  `create table test_flakes (
    id bigint generated always as identity primary key,
    repoid integer not null references repositories (repoid) on delete cascade,
    test_id text not null,
    count integer not null default 0,
    fail_count integer not null default 0,
    recent_passes_count integer not null default 0,
    start_date timestamptz not null default now(),
    end_date timestamptz
  )`,
  `create unique index test_flakes_open on test_flakes (repoid, test_id) where end_date is null`,
  `create table test_daily_rollups (
    repoid integer not null references repositories (repoid) on delete cascade,
    branch text not null,
    test_id text not null,
    day date not null,
    pass_count integer not null default 0,
    fail_count integer not null default 0,
    skip_count integer not null default 0,
    flaky_fail_count integer not null default 0,
    total_duration_seconds double precision not null default 0,
    last_duration_seconds double precision,
    updated_at timestamptz not null,
    failing_commits text[] not null default '{}',
    flags text[] not null default '{}',
    primary key (repoid, branch, day, test_id)
  )`,
  `create index test_daily_rollups_test on test_daily_rollups (repoid, test_id, day)`,
];

const down = ['test_daily_rollups', 'test_flakes', 'test_runs', 'tests'].map(
  (table) => `drop table if exists ${table} cascade`,
);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const testAnalytics = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
