import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { PROCESS_TEST_RESULTS } from '../modules/test-results';
import { createUpload, markUploaded } from '../modules/uploads';
import type { Storage } from '../storage/storage';
import { dateDemoUpload } from './demo-coverage-store';

/**
 * JUnit results of the demo repository's test suite, as jest-junit writes them, for each commit of the demo
 * history. They tell a small story the tests tab can show: one test on main is flaky (it failed on main and
 * passed afterwards), one CI job was retried on the latest main commit and its test passed the second time, the
 * pull request #12 breaks a merge test, a slow parser test dominates the run time, and one test is skipped.
 */

export interface DemoTestCase {
  suite: string;
  name: string;
  /** Seconds. */
  time: number;
  outcome: 'pass' | 'failure' | 'skip';
  message?: string;
}

export interface DemoTestUpload {
  /** The CI job's name; a retried job uploads twice. */
  job: string;
  flags: string[];
  cases: DemoTestCase[];
}

const SUITES: Record<string, string[]> = {
  'src/reports/merge.test.ts': [
    'merge adds hits of the same line',
    'merge keeps partial hits',
    'merge of 10,000 sessions keeps every line',
    'merge ignores deleted flags',
    'withoutIgnored drops ignored paths',
  ],
  'src/parsers/lcov.test.ts': [
    'reads line records',
    'reads branch records',
    'reads a 50k-line report',
    'rejects a record without a file',
    'keeps functions without hits',
  ],
  'src/auth/session.test.ts': [
    'signs a session cookie',
    'refuses a forged cookie',
    'refresh keeps the user signed in',
    'ends a session',
  ],
  'src/routes/uploads.test.ts': [
    'accepts an lcov upload',
    'accepts a gzip body',
    'refuses a wrong token',
    'answers 404 for an unknown repository',
  ],
  'web/app.test.tsx': [
    'FileList shows every file',
    'FileList sorts by coverage',
    'FileList virtualises 50k rows',
    'CoverageBar rounds to one decimal',
  ],
};

/** Stable, varied run times: most tests take milliseconds, a few take seconds. */
function duration(suite: string, name: string, index: number): number {
  if (name === 'reads a 50k-line report') return 2.412 + index * 0.037;
  if (name === 'merge of 10,000 sessions keeps every line') return 1.208 + index * 0.021;
  let hash = 7;
  for (const char of `${suite}/${name}`) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return Math.round((0.004 + (hash % 90) / 1000 + index * 0.0007) * 1000) / 1000;
}

const FLAKY_TEST = 'refresh keeps the user signed in';
const RETRIED_TEST = 'accepts a gzip body';
const BROKEN_TEST = 'merge keeps partial hits';
const SKIPPED_TEST = 'FileList virtualises 50k rows';

const FLAKY_MESSAGE = [
  'thrown: "Exceeded timeout of 5000 ms for a test.',
  'Add a timeout value to this test to increase the timeout, if this is a long-running test."',
  '',
  '  at refreshSession (src/auth/session.ts:41:9)',
  '  at Object.<anonymous> (src/auth/session.test.ts:27:5)',
].join('\n');
const RETRIED_MESSAGE = [
  'Error: read ECONNRESET',
  '  at TCP.onStreamRead (node:internal/stream_base_commons:216:20)',
  '  at Object.<anonymous> (src/routes/uploads.test.ts:33:11)',
].join('\n');
const BROKEN_MESSAGE = [
  'Error: expect(received).toEqual(expected) // deep equality',
  '',
  '- Expected  - 1',
  '+ Received  + 1',
  '',
  '  Object {',
  '-   "partials": 2,',
  '+   "partials": 0,',
  '  }',
  '',
  '  at Object.<anonymous> (src/reports/merge.test.ts:58:32)',
].join('\n');

/**
 * The uploads of one commit, by its place in the demo history (0–5; see demo-history.ts). Main commits 0, 1, 2 and
 * 5, the two pull requests' heads 3 (#12) and 4 (#14).
 */
export function demoTestUploads(index: number): DemoTestUpload[] {
  const cases = (failing: Record<string, string> = {}): DemoTestCase[] =>
    Object.entries(SUITES).flatMap(([suite, names]) =>
      names.map((name) => {
        const base = { suite, name, time: duration(suite, name, index) };
        if (name === SKIPPED_TEST) return { ...base, time: 0, outcome: 'skip' as const };
        const message = failing[name];
        return message
          ? { ...base, outcome: 'failure' as const, message }
          : { ...base, outcome: 'pass' as const };
      }),
    );
  const unit = (failing?: Record<string, string>): DemoTestUpload => ({
    job: 'unit tests',
    flags: ['unit'],
    cases: cases(failing),
  });
  switch (index) {
    case 1:
      // The session test timed out on main: on the default branch a failure marks the test flaky.
      return [unit({ [FLAKY_TEST]: FLAKY_MESSAGE })];
    case 3:
      return [unit({ [BROKEN_TEST]: BROKEN_MESSAGE })];
    case 5:
      // The job lost its connection once and was run again on the same commit: failed, then passed.
      return [unit({ [RETRIED_TEST]: RETRIED_MESSAGE }), { ...unit(), job: 'unit tests (retry)' }];
    default:
      return [unit()];
  }
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JUnit XML jest-junit writes for these cases (its default options: suite per file, classname = name). */
export function jestJunitXml(cases: readonly DemoTestCase[]): string {
  const suites = new Map<string, DemoTestCase[]>();
  for (const test of cases) suites.set(test.suite, [...(suites.get(test.suite) ?? []), test]);
  const count = (list: readonly DemoTestCase[], outcome: DemoTestCase['outcome']) =>
    list.filter((test) => test.outcome === outcome).length;
  const seconds = (list: readonly DemoTestCase[]) =>
    list.reduce((sum, test) => sum + test.time, 0).toFixed(3);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="jest tests" tests="${cases.length}" failures="${count(cases, 'failure')}" errors="0" time="${seconds(cases)}">`,
  ];
  for (const [suite, list] of suites) {
    lines.push(
      `  <testsuite name="${escape(suite)}" errors="0" failures="${count(list, 'failure')}" skipped="${count(list, 'skip')}" timestamp="2026-01-01T00:00:00" time="${seconds(list)}" tests="${list.length}">`,
    );
    for (const test of list) {
      const open = `    <testcase classname="${escape(test.name)}" name="${escape(test.name)}" time="${test.time.toFixed(3)}"`;
      if (test.outcome === 'pass') lines.push(`${open}>`, '    </testcase>');
      else if (test.outcome === 'skip') lines.push(`${open}>`, '      <skipped/>', '    </testcase>');
      else
        lines.push(`${open}>`, `      <failure>${escape(test.message ?? '')}</failure>`, '    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

/** The body codecov-cli PUTs: each file base64 of its zlib-compressed text. */
function uploadBody(upload: DemoTestUpload): string {
  return JSON.stringify({
    test_results_files: [
      {
        filename: 'reports/junit.xml',
        format: 'base64+compressed',
        data: deflateSync(jestJunitXml(upload.cases)).toString('base64'),
        labels: '',
      },
    ],
  });
}

/**
 * Stores the demo suite's JUnit uploads for one commit, dated when the commit was made, and queues their processing
 * as the upload routes do.
 */
export async function seedDemoTestResults(
  deps: { db: Kysely<Database>; storage: Storage; queue: JobQueue },
  commit: CommitRecord,
  index: number,
  when: Date,
): Promise<void> {
  for (const [position, demo] of demoTestUploads(index).entries()) {
    const upload = await createUpload(deps.db, commit, {
      uploadType: 'test_results',
      reportCode: 'default',
      formatVersion: 'v1',
      flags: demo.flags,
      name: demo.job,
      provider: 'github-actions',
    });
    // A retry ran a few minutes after the first job.
    await dateDemoUpload(deps.db, upload.id, new Date(when.getTime() + position * 6 * 60_000));
    const key = `uploads/${commit.repoid}/${commit.id}/${upload.externalId}.json`;
    const size = await deps.storage.write(key, uploadBody(demo));
    await markUploaded(deps.db, upload, { storagePath: key, sizeBytes: size, contentEncoding: null });
  }
  await deps.queue.enqueue(PROCESS_TEST_RESULTS, String(commit.id), { commitId: commit.id });
}
