import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, TestRunOutcome, UploadRecord } from '../../db/schema';

/**
 * The writes of test results processing (tables: migration 0021-test-analytics).
 *
 * Rollup counts: `pass_count` passes, `fail_count` every failure (`failure` and `flaky_failure`), `flaky_fail_count`
 * the flaky ones among them, `skip_count` skips; `total_duration_seconds` sums the durations of passes and
 * failures (skips excluded), so a window's average is total / (pass + fail). A commit without a branch rolls up
 * under the branch ''.
 */

/** Report type of test results uploads in the uploads table. */
export const TEST_RESULTS_UPLOADS = 'test_results' as const;

/** Passes in a row on the default branch that end a flaky spell. */
export const FLAKE_EXPIRY_COUNT = 30;

/** Rows per insert: well below PostgreSQL's 65535 parameters for the widest table. */
const BATCH = 2000;

/** One test case of an upload, ready to store. */
export interface PreparedRun {
  testId: string;
  testsuite: string;
  classname: string;
  name: string;
  computedName: string;
  framework: string | null;
  filename: string | null;
  outcome: 'pass' | 'failure' | 'skip';
  durationSeconds: number | null;
  failureMessage: string | null;
}

async function inBatches<Row>(rows: readonly Row[], write: (batch: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

interface Spell {
  id: number | null;
  testId: string;
  count: number;
  failCount: number;
  recentPassesCount: number;
  ended: boolean;
  changed: boolean;
}

interface StoredRun extends PreparedRun {
  stored: TestRunOutcome;
}

const isFailure = (outcome: TestRunOutcome) => outcome === 'failure' || outcome === 'flaky_failure';

/**
 * Stores one upload's runs, with its tests, the flaky spells they start, continue or end and the daily rollups,
 * and marks the upload processed: all in one transaction, so a pass cut short anywhere is simply done again, and
 * an upload already processed changes nothing. The repository's row is locked meanwhile, so two commits of one
 * repository never count the same spell at once.
 *
 * Flakes, as Codecov counts them: on the default branch every failure is flaky (it opens a spell or continues
 * it, and is stored `flaky_failure`, the one that opens it too), and a flaky test's passes count towards the
 * `FLAKE_EXPIRY_COUNT` passes in a row that end its spell. On any branch a failure of a test flaky at the time is
 * `flaky_failure`, and a test that failed and passed on the same commit (a retried job) opens a spell: the
 * commit's failures of it become `flaky_failure`, runs and rollups alike.
 */
export async function storeTestResults(
  db: Kysely<Database>,
  upload: UploadRecord,
  runs: readonly PreparedRun[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('uploads')
      .select('state')
      .where('id', '=', upload.id)
      .forUpdate()
      .executeTakeFirst();
    if (current?.state !== 'uploaded') return false;
    const repo = await trx
      .selectFrom('repositories')
      .select('defaultBranch')
      .where('repoid', '=', upload.repoid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const commit = await trx
      .selectFrom('commits')
      .select(['commitid', 'branch'])
      .where('id', '=', upload.commitId)
      .executeTakeFirstOrThrow();
    const onDefault = commit.branch !== null && commit.branch === repo.defaultBranch;
    const timestamp = new Date(upload.createdAt);

    await upsertTests(trx, upload.repoid, runs);
    const testIds = [...new Set(runs.map((run) => run.testId))];
    const spells = await openSpells(trx, upload.repoid, testIds);
    const prior = await priorRunsOfCommit(trx, upload.commitId);

    const stored: StoredRun[] = [];
    const ended: Spell[] = [];
    for (const run of runs) {
      let outcome: TestRunOutcome = run.outcome;
      const spell = spells.get(run.testId);
      if (outcome === 'failure') {
        if (onDefault) {
          if (spell) {
            spell.count += 1;
            spell.failCount += 1;
            spell.recentPassesCount = 0;
            spell.changed = true;
          } else spells.set(run.testId, newSpell(run.testId, 1, 1));
          outcome = 'flaky_failure';
        } else if (spell) outcome = 'flaky_failure';
      } else if (outcome === 'pass' && onDefault && spell) {
        spell.count += 1;
        spell.recentPassesCount += 1;
        spell.changed = true;
        if (spell.recentPassesCount >= FLAKE_EXPIRY_COUNT) {
          spell.ended = true;
          ended.push(spell);
          spells.delete(run.testId);
        }
      }
      stored.push({ ...run, stored: outcome });
    }

    // A test that failed and passed on this commit (in this upload or with earlier ones) is flaky.
    const onCommit = new Map<string, { passes: number; fails: number }>();
    for (const [testId, counts] of prior) onCommit.set(testId, { ...counts });
    for (const run of stored) {
      const counts = onCommit.get(run.testId) ?? { passes: 0, fails: 0 };
      if (run.stored === 'pass') counts.passes += 1;
      else if (isFailure(run.stored)) counts.fails += 1;
      onCommit.set(run.testId, counts);
    }
    const retried = testIds.filter((testId) => {
      const counts = onCommit.get(testId);
      return counts !== undefined && counts.passes > 0 && counts.fails > 0;
    });
    for (const testId of retried) {
      if (!spells.has(testId)) {
        const counts = onCommit.get(testId)!;
        spells.set(testId, newSpell(testId, counts.passes + counts.fails, counts.fails));
      }
    }
    const retriedSet = new Set(retried);
    for (const run of stored)
      if (run.stored === 'failure' && retriedSet.has(run.testId)) run.stored = 'flaky_failure';

    await insertRuns(trx, upload, commit, timestamp, stored);
    await addToRollups(trx, upload, commit, timestamp, stored);
    if (retried.length > 0) await relabelCommitFailures(trx, upload.repoid, upload.commitId, retried);
    await saveSpells(trx, upload.repoid, ended, spells, timestamp);
    await trx
      .updateTable('uploads')
      .set({ state: 'processed', errorCode: null, errorMessage: null, updatedAt: sql`now()` })
      .where('id', '=', upload.id)
      .execute();
    return true;
  });
}

function newSpell(testId: string, count: number, failCount: number): Spell {
  return { id: null, testId, count, failCount, recentPassesCount: 0, ended: false, changed: true };
}

async function upsertTests(trx: Transaction<Database>, repoid: number, runs: readonly PreparedRun[]) {
  // One row per test: the last case of a test in the upload names it.
  const byId = new Map(runs.map((run) => [run.testId, run]));
  await inBatches([...byId.values()], (batch) =>
    trx
      .insertInto('tests')
      .values(
        batch.map((run) => ({
          repoid,
          testId: run.testId,
          testsuite: run.testsuite,
          classname: run.classname,
          name: run.name,
          computedName: run.computedName,
          framework: run.framework,
          filename: run.filename,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['repoid', 'testId']).doUpdateSet({
          computedName: sql`excluded.computed_name`,
          framework: sql`coalesce(excluded.framework, tests.framework)`,
          filename: sql`coalesce(excluded.filename, tests.filename)`,
        }),
      )
      .execute(),
  );
}

async function openSpells(
  trx: Transaction<Database>,
  repoid: number,
  testIds: string[],
): Promise<Map<string, Spell>> {
  const spells = new Map<string, Spell>();
  if (testIds.length === 0) return spells;
  const rows = await trx
    .selectFrom('testFlakes')
    .select(['id', 'testId', 'count', 'failCount', 'recentPassesCount'])
    .where('repoid', '=', repoid)
    .where('testId', '=', sql<string>`any(${testIds}::text[])`)
    .where('endDate', 'is', null)
    .execute();
  for (const row of rows)
    spells.set(row.testId, {
      id: row.id,
      testId: row.testId,
      count: row.count,
      failCount: row.failCount,
      recentPassesCount: row.recentPassesCount,
      ended: false,
      changed: false,
    });
  return spells;
}

async function priorRunsOfCommit(trx: Transaction<Database>, commitId: number) {
  const rows = await trx
    .selectFrom('testRuns')
    .select([
      'testId',
      sql<string>`count(*) filter (where outcome = 'pass')`.as('passes'),
      sql<string>`count(*) filter (where outcome in ('failure', 'flaky_failure'))`.as('fails'),
    ])
    .where('commitId', '=', commitId)
    .groupBy('testId')
    .execute();
  return new Map(rows.map((row) => [row.testId, { passes: Number(row.passes), fails: Number(row.fails) }]));
}

async function insertRuns(
  trx: Transaction<Database>,
  upload: UploadRecord,
  commit: { commitid: string; branch: string | null },
  timestamp: Date,
  runs: readonly StoredRun[],
) {
  await inBatches(runs, (batch) =>
    trx
      .insertInto('testRuns')
      .values(
        batch.map((run) => ({
          repoid: upload.repoid,
          testId: run.testId,
          uploadId: upload.id,
          commitId: upload.commitId,
          commitid: commit.commitid,
          branch: commit.branch,
          outcome: run.stored,
          durationSeconds: run.durationSeconds,
          failureMessage: run.failureMessage,
          flags: upload.flags,
          timestamp,
        })),
      )
      .execute(),
  );
}

async function addToRollups(
  trx: Transaction<Database>,
  upload: UploadRecord,
  commit: { commitid: string; branch: string | null },
  timestamp: Date,
  runs: readonly StoredRun[],
) {
  const day = timestamp.toISOString().slice(0, 10);
  const byTest = new Map<
    string,
    { pass: number; fail: number; skip: number; flaky: number; total: number; last: number | null }
  >();
  for (const run of runs) {
    const sums = byTest.get(run.testId) ?? { pass: 0, fail: 0, skip: 0, flaky: 0, total: 0, last: null };
    if (run.stored === 'pass') sums.pass += 1;
    else if (run.stored === 'skip') sums.skip += 1;
    else {
      sums.fail += 1;
      if (run.stored === 'flaky_failure') sums.flaky += 1;
    }
    if (run.stored !== 'skip') sums.total += run.durationSeconds ?? 0;
    sums.last = run.durationSeconds;
    byTest.set(run.testId, sums);
  }
  await inBatches([...byTest], (batch) =>
    trx
      .insertInto('testDailyRollups')
      .values(
        batch.map(([testId, sums]) => ({
          repoid: upload.repoid,
          branch: commit.branch ?? '',
          testId,
          day,
          passCount: sums.pass,
          failCount: sums.fail,
          skipCount: sums.skip,
          flakyFailCount: sums.flaky,
          totalDurationSeconds: sums.total,
          lastDurationSeconds: sums.last,
          updatedAt: timestamp,
          failingCommits: sums.fail > 0 ? [commit.commitid] : [],
          flags: upload.flags,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['repoid', 'branch', 'day', 'testId']).doUpdateSet({
          passCount: sql`test_daily_rollups.pass_count + excluded.pass_count`,
          failCount: sql`test_daily_rollups.fail_count + excluded.fail_count`,
          skipCount: sql`test_daily_rollups.skip_count + excluded.skip_count`,
          flakyFailCount: sql`test_daily_rollups.flaky_fail_count + excluded.flaky_fail_count`,
          totalDurationSeconds: sql`test_daily_rollups.total_duration_seconds + excluded.total_duration_seconds`,
          lastDurationSeconds: sql`case when excluded.updated_at >= test_daily_rollups.updated_at
            then excluded.last_duration_seconds else test_daily_rollups.last_duration_seconds end`,
          updatedAt: sql`greatest(test_daily_rollups.updated_at, excluded.updated_at)`,
          failingCommits: sql`array(select distinct c from unnest(test_daily_rollups.failing_commits
            || excluded.failing_commits) as c order by c)`,
          flags: sql`array(select distinct f from unnest(test_daily_rollups.flags || excluded.flags) as f order by f)`,
        }),
      )
      .execute(),
  );
}

/** Earlier failures of the commit's retried tests become flaky ones, and their rollups count them so. */
async function relabelCommitFailures(
  trx: Transaction<Database>,
  repoid: number,
  commitId: number,
  testIds: string[],
) {
  const relabelled = await trx
    .updateTable('testRuns')
    .set({ outcome: 'flaky_failure' })
    .where('commitId', '=', commitId)
    .where('testId', '=', sql<string>`any(${testIds}::text[])`)
    .where('outcome', '=', 'failure')
    .returning([
      'testId',
      sql<string>`coalesce(branch, '')`.as('branch'),
      sql<string>`to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
    ])
    .execute();
  const counts = new Map<string, { testId: string; branch: string; day: string; count: number }>();
  for (const row of relabelled) {
    const key = JSON.stringify([row.testId, row.branch, row.day]);
    const entry = counts.get(key) ?? { testId: row.testId, branch: row.branch, day: row.day, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  for (const entry of counts.values())
    await trx
      .updateTable('testDailyRollups')
      .set({ flakyFailCount: sql`flaky_fail_count + ${entry.count}` })
      .where('repoid', '=', repoid)
      .where('branch', '=', entry.branch)
      .where('day', '=', entry.day)
      .where('testId', '=', entry.testId)
      .execute();
}

async function saveSpells(
  trx: Transaction<Database>,
  repoid: number,
  ended: Spell[],
  open: Map<string, Spell>,
  timestamp: Date,
) {
  const update = (spell: Spell, endDate: Date | null) =>
    trx
      .updateTable('testFlakes')
      .set({
        count: spell.count,
        failCount: spell.failCount,
        recentPassesCount: spell.recentPassesCount,
        endDate,
      })
      .where('id', '=', spell.id!)
      .execute();
  // Spells end first: a test may open a new one in the same upload (one open spell per test).
  for (const spell of ended) if (spell.id !== null) await update(spell, timestamp);
  const created: Spell[] = [];
  for (const spell of open.values()) {
    if (!spell.changed) continue;
    if (spell.id === null) created.push(spell);
    else await update(spell, null);
  }
  // A spell opened and ended within one upload still records what happened.
  const closedNew = ended.filter((spell) => spell.id === null);
  await inBatches(
    [
      ...closedNew.map((spell) => ({ spell, endDate: timestamp as Date | null })),
      ...created.map((spell) => ({ spell, endDate: null })),
    ],
    (batch) =>
      trx
        .insertInto('testFlakes')
        .values(
          batch.map(({ spell, endDate }) => ({
            repoid,
            testId: spell.testId,
            count: spell.count,
            failCount: spell.failCount,
            recentPassesCount: spell.recentPassesCount,
            startDate: timestamp,
            endDate,
          })),
        )
        .execute(),
  );
}
