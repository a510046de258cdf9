import { type Kysely, sql } from 'kysely';
import { testId } from '@canopy/test-results';
import type { Database, TestRunOutcome } from '../db/schema';

/**
 * Test analytics rows written directly, as processing of test results uploads leaves them (migration 0021): a
 * `tests` row per test, a `test_runs` row per run under a processed `test_results` upload of its commit, and the
 * `test_daily_rollups` row of (branch, UTC day of the run, test) holding the sums of those runs. `fail_count` counts
 * every failure, flaky ones included, and `flaky_fail_count` the flaky ones among them; the total duration
 * adds the runs' durations; the last duration and `updated_at` are the latest run's; `failing_commits` holds each
 * commit with a failure or flaky failure once; `flags` merges the runs' flags.
 */

export interface TestName {
  testsuite: string;
  classname?: string;
  name: string;
  /** The name people read; `classname::name` when not given. */
  computedName?: string;
}

export interface TestRunInput {
  test: TestName;
  commitid: string;
  /** The commit's branch; runs without one get no rollup. */
  branch: string | null;
  outcome: TestRunOutcome;
  durationSeconds?: number | null;
  failureMessage?: string | null;
  flags?: readonly string[];
  timestamp: Date;
}

/** The test's id here: a hash of its suite, class name and name, as processing keys tests. */
export function testIdOf(test: TestName): string {
  return testId(test.testsuite, test.classname ?? '', test.name);
}

export function computedNameOf(test: TestName): string {
  return test.computedName ?? (test.classname ? `${test.classname}::${test.name}` : test.name);
}

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export class TestAnalyticsData {
  private readonly uploads = new Map<string, number>();
  private readonly commits = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly repoid: number,
  ) {}

  static async forRepository(db: Kysely<Database>, owner: string, name: string): Promise<TestAnalyticsData> {
    const repo = await db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select('repositories.repoid')
      .where('owners.username', '=', owner)
      .where('repositories.name', '=', name)
      .executeTakeFirstOrThrow();
    return new TestAnalyticsData(db, repo.repoid);
  }

  /** The commit's row id, made on first use with the branch given then. */
  async commit(commitid: string, branch: string | null): Promise<number> {
    const known = this.commits.get(commitid);
    if (known !== undefined) return known;
    const existing = await this.db
      .selectFrom('commits')
      .select('id')
      .where('repoid', '=', this.repoid)
      .where('commitid', '=', commitid)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await this.db
          .insertInto('commits')
          .values({ repoid: this.repoid, commitid, branch, state: 'complete', message: `Commit ${commitid}` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    this.commits.set(commitid, id);
    return id;
  }

  /** A test results upload of a commit (state `processed` unless said otherwise); returns its id. */
  async upload(
    commitid: string,
    branch: string | null,
    values: {
      flags?: readonly string[];
      state?: string;
      errorCode?: string | null;
      errorMessage?: string | null;
      createdAt?: Date;
    } = {},
  ): Promise<number> {
    const commitId = await this.commit(commitid, branch);
    const row = await this.db
      .insertInto('uploads')
      .values({
        commitId,
        repoid: this.repoid,
        uploadType: 'test_results',
        state: values.state ?? 'processed',
        errorCode: values.errorCode ?? null,
        errorMessage: values.errorMessage ?? null,
        flags: [...(values.flags ?? [])],
        ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Writes the tests, the runs (one upload per commit and flag set) and adds the runs to their daily rollups. */
  async runs(runs: readonly TestRunInput[]): Promise<void> {
    if (runs.length === 0) return;
    const tests = new Map(runs.map((run) => [testIdOf(run.test), run.test]));
    await this.db
      .insertInto('tests')
      .values(
        [...tests].map(([testId, test]) => ({
          repoid: this.repoid,
          testId,
          testsuite: test.testsuite,
          classname: test.classname ?? '',
          name: test.name,
          computedName: computedNameOf(test),
        })),
      )
      .onConflict((oc) => oc.columns(['repoid', 'testId']).doNothing())
      .execute();

    const rows = [];
    for (const run of runs) {
      const flags = [...(run.flags ?? [])].sort();
      const key = `${run.commitid}\u0000${flags.join(',')}`;
      let uploadId = this.uploads.get(key);
      if (uploadId === undefined) {
        uploadId = await this.upload(run.commitid, run.branch, { flags });
        this.uploads.set(key, uploadId);
      }
      rows.push({
        repoid: this.repoid,
        testId: testIdOf(run.test),
        uploadId,
        commitId: await this.commit(run.commitid, run.branch),
        commitid: run.commitid,
        branch: run.branch,
        outcome: run.outcome,
        durationSeconds: run.durationSeconds ?? null,
        failureMessage: run.failureMessage ?? null,
        flags,
        timestamp: run.timestamp,
      });
    }
    for (let i = 0; i < rows.length; i += 1000)
      await this.db
        .insertInto('testRuns')
        .values(rows.slice(i, i + 1000))
        .execute();

    for (const run of runs) if (run.branch !== null) await this.addToRollup(run, run.branch);
  }

  private async addToRollup(run: TestRunInput, branch: string): Promise<void> {
    const failed = run.outcome === 'failure' || run.outcome === 'flaky_failure';
    const flags = [...(run.flags ?? [])];
    await sql`insert into test_daily_rollups as r (repoid, branch, test_id, day, pass_count, fail_count, skip_count,
        flaky_fail_count, total_duration_seconds, last_duration_seconds, updated_at, failing_commits, flags)
      values (${this.repoid}, ${branch}, ${testIdOf(run.test)}, ${utcDayOf(run.timestamp)}::date,
        ${run.outcome === 'pass' ? 1 : 0}, ${failed ? 1 : 0}, ${run.outcome === 'skip' ? 1 : 0},
        ${run.outcome === 'flaky_failure' ? 1 : 0}, ${run.durationSeconds ?? 0}, ${run.durationSeconds ?? null},
        ${run.timestamp}, ${failed ? [run.commitid] : []}::text[], ${flags}::text[])
      on conflict (repoid, branch, day, test_id) do update set
        pass_count = r.pass_count + excluded.pass_count,
        fail_count = r.fail_count + excluded.fail_count,
        skip_count = r.skip_count + excluded.skip_count,
        flaky_fail_count = r.flaky_fail_count + excluded.flaky_fail_count,
        total_duration_seconds = r.total_duration_seconds + excluded.total_duration_seconds,
        last_duration_seconds = case when excluded.updated_at >= r.updated_at
          then excluded.last_duration_seconds else r.last_duration_seconds end,
        updated_at = greatest(r.updated_at, excluded.updated_at),
        failing_commits = array(select distinct c from unnest(r.failing_commits || excluded.failing_commits) as c),
        flags = array(select distinct f from unnest(r.flags || excluded.flags) as f order by f)`.execute(
      this.db,
    );
  }

  /** Opens a flaky spell of the test (as flake detection does). */
  async openFlake(test: TestName, values: { count?: number; failCount?: number } = {}): Promise<void> {
    await this.db
      .insertInto('testFlakes')
      .values({
        repoid: this.repoid,
        testId: testIdOf(test),
        count: values.count ?? 1,
        failCount: values.failCount ?? 1,
        recentPassesCount: 0,
      })
      .execute();
  }

  /** Ends the test's open spell. */
  async endFlake(test: TestName): Promise<void> {
    await this.db
      .updateTable('testFlakes')
      .set({ endDate: new Date() })
      .where('repoid', '=', this.repoid)
      .where('testId', '=', testIdOf(test))
      .where('endDate', 'is', null)
      .execute();
  }
}

/**
 * Many tests at once, for benchmarks: `count` tests named `suite-{i % suites}` / `test {i}`, each with one rollup
 * per day of `days` on the branch, the figures derived from the test's number (some always fail, some are flaky,
 * some only skip), written in a few statements. No runs are stored: the dashboard reads rollups only.
 */
export async function bulkRollups(
  db: Kysely<unknown>,
  input: {
    repoid: number;
    branch: string;
    count: number;
    suites: number;
    days: readonly string[];
    flags: readonly string[];
  },
): Promise<void> {
  const { repoid, branch, count, suites, flags } = input;
  await sql`insert into tests (repoid, test_id, testsuite, classname, name, computed_name, framework)
    select ${repoid}, 'bench-' || i, 'suite-' || (i % ${suites}), 'Class' || (i % 997), 'test ' || i,
      'Class' || (i % 997) || '::test ' || i, 'pytest'
    from generate_series(0, ${count - 1}) as i
    on conflict do nothing`.execute(db);
  for (const [n, day] of input.days.entries())
    await sql`insert into test_daily_rollups (repoid, branch, test_id, day, pass_count, fail_count, skip_count,
        flaky_fail_count, total_duration_seconds, last_duration_seconds, updated_at, failing_commits, flags)
      select ${repoid}, ${branch}, 'bench-' || i, ${day}::date,
        case when i % 50 = 7 then 0 else 3 end,
        case when i % 20 = 3 or i % 40 = 11 then 1 else 0 end,
        case when i % 50 = 7 then 3 else 0 end,
        case when i % 40 = 11 then 1 else 0 end,
        case when i % 50 = 7 then 0 else 3 * (0.001 * ((i * 7919) % 5000)) end,
        case when i % 50 = 7 then null else 0.001 * ((i * 7919) % 5000) end,
        ${day}::date + interval '12 hours' + (i % 3600) * interval '1 second',
        case when i % 20 = 3 or i % 40 = 11 then array['commit-' || ${n} || '-' || (i % 5)] else '{}' end,
        array[(${[...flags]}::text[])[1 + i % ${flags.length}]]
      from generate_series(0, ${count - 1}) as i`.execute(db);
}
