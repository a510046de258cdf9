import { inflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { parseJUnit, testId } from '@canopy/test-results';
import type { Database, UploadRecord } from '../../db/schema';
import type { Job } from '../../jobs/queue';
import type { Storage } from '../../storage/storage';
import { decodeBody, RawUploadError } from '../processing';
import { failUpload, uploadsWaiting } from '../uploads';
import { type PreparedRun, storeTestResults, TEST_RESULTS_UPLOADS } from './test-results-store';

export const PROCESS_TEST_RESULTS = 'process-test-results';

/** Uploads read per pass before the lease is renewed. */
const BATCH_SIZE = 20;
/** Test cases one upload may hold: far above real suites. */
export const MAX_TEST_CASES = 200_000;
/** JUnit files one upload may hold. */
export const MAX_FILES = 1_000;

export interface TestResultsProcessingContext {
  db: Kysely<Database>;
  storage: Storage;
  maxDecompressedBytes: number;
  /** Keeps a long job's lease alive. */
  renew?: () => Promise<void>;
  log?: { info(obj: object, msg?: string): void };
  /** Runs once the commit's test results uploads are all settled (the server queues its notifications). */
  afterTestResults?: (commitId: number) => Promise<void>;
}

export function testResultsJobHandler(
  context: Omit<TestResultsProcessingContext, 'renew'>,
  renew: (job: Job) => Promise<void>,
) {
  return async (job: Job) => {
    const commitId = Number(job.payload.commitId ?? job.key);
    await processCommitTestResults({ ...context, renew: () => renew(job) }, commitId);
    // Also after a pass that found nothing left: a run cut short after processing must still notify.
    await context.afterTestResults?.(commitId);
  };
}

/**
 * Reads every stored, unprocessed test results upload of a commit, oldest first, into the test tables.
 * Idempotent: each upload's runs, rollups, flakes and state change in one transaction.
 */
export async function processCommitTestResults(
  context: TestResultsProcessingContext,
  commitId: number,
): Promise<void> {
  for (;;) {
    const uploads = await uploadsWaiting(context.db, commitId, TEST_RESULTS_UPLOADS, BATCH_SIZE);
    if (uploads.length === 0) return;
    for (const upload of uploads) {
      const outcome = await readTestResultsUpload(context, upload);
      if (outcome.ok) await storeTestResults(context.db, upload, outcome.runs);
      else await failUpload(context.db, upload.id, outcome.error);
      context.log?.info(
        {
          commitId,
          uploadId: upload.id,
          ...(outcome.ok ? { tests: outcome.runs.length } : { error: outcome.error.code }),
        },
        outcome.ok ? 'test results stored' : 'test results upload failed',
      );
      await context.renew?.();
    }
  }
}

type ReadOutcome =
  { ok: true; runs: PreparedRun[] } | { ok: false; error: { code: string; message: string } };

const failed = (code: string, message: string): ReadOutcome => ({ ok: false, error: { code, message } });
const unreadable = (message: string) => failed('unsupported_file_format', message);

class PayloadError extends Error {}

/** The stored body, opened and parsed: the runs, or why the upload fails. */
async function readTestResultsUpload(
  context: TestResultsProcessingContext,
  upload: UploadRecord,
): Promise<ReadOutcome> {
  const raw = upload.storagePath ? await context.storage.readIfPresent(upload.storagePath) : null;
  if (!raw) return failed('file_not_in_storage', 'The test results file is not in storage: upload it again.');
  if (raw.length === 0) return failed('report_empty', 'The test results upload is empty.');
  let body: string;
  try {
    body = decodeBody(raw, upload.contentEncoding, context.maxDecompressedBytes).toString('utf8');
  } catch (error) {
    if (error instanceof RawUploadError) return failed(error.code, error.message);
    return unreadable(`The test results upload is too large (${messageOf(error)})`);
  }
  try {
    const files = payloadFiles(body, context.maxDecompressedBytes);
    const runs: PreparedRun[] = [];
    for (const file of files) {
      const parsed = parseJUnit(file.filename, file.xml);
      if (runs.length + parsed.runs.length > MAX_TEST_CASES)
        throw new PayloadError(
          `The upload holds more than ${MAX_TEST_CASES} test cases; split the results into several uploads`,
        );
      for (const run of parsed.runs) runs.push(prepared(run));
    }
    return { ok: true, runs };
  } catch (error) {
    return unreadable(messageOf(error));
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Text the database refuses (NUL) is dropped. */
const clean = (value: string) => value.split(String.fromCharCode(0)).join('');
const cleanOrNull = (value: string | null) => (value === null ? null : clean(value));

function prepared(run: ReturnType<typeof parseJUnit>['runs'][number]): PreparedRun {
  const duration = run.durationSeconds;
  return {
    testId: testId(run.testsuite, run.classname, run.name),
    testsuite: clean(run.testsuite),
    classname: clean(run.classname),
    name: clean(run.name),
    computedName: clean(run.computedName),
    framework: run.framework,
    filename: cleanOrNull(run.filename),
    outcome: run.outcome,
    durationSeconds: duration !== null && Number.isFinite(duration) && duration >= 0 ? duration : null,
    failureMessage: cleanOrNull(run.failureMessage),
  };
}

/**
 * The JUnit files of the payload `{"test_results_files": [{filename, format, data}], "network"?: [...]}`: `data`
 * is base64 of zlib-compressed XML (`base64+compressed`, what the CLIs send), plain base64 (`base64`) or the XML
 * itself. Decompressed files together stay within `maxBytes`.
 */
export function payloadFiles(body: string, maxBytes: number): Array<{ filename: string; xml: string }> {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch (error) {
    throw new PayloadError(`The test results upload is not JSON: ${messageOf(error)}`);
  }
  const files = (payload as { test_results_files?: unknown } | null)?.test_results_files;
  if (!Array.isArray(files))
    throw new PayloadError('The test results upload has no "test_results_files" list');
  if (files.length > MAX_FILES)
    throw new PayloadError(`The upload holds ${files.length} files; at most ${MAX_FILES} are accepted`);
  let budget = maxBytes;
  return files.map((entry: unknown, index) => {
    const file = (entry ?? {}) as { filename?: unknown; format?: unknown; data?: unknown };
    const filename = typeof file.filename === 'string' && file.filename ? file.filename : `file ${index + 1}`;
    if (typeof file.data !== 'string') throw new PayloadError(`${filename} has no "data"`);
    const xml = fileText(filename, typeof file.format === 'string' ? file.format : null, file.data, budget);
    budget -= Buffer.byteLength(xml);
    return { filename, xml };
  });
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

function fileText(filename: string, format: string | null, data: string, budget: number): string {
  const plain = format === null && data.trimStart().startsWith('<');
  if (plain || format === 'text' || format === 'xml') {
    if (Buffer.byteLength(data) > budget) throw tooLarge(filename, budget);
    return data;
  }
  if (!BASE64.test(data)) throw new PayloadError(`The data of ${filename} is not base64`);
  const bytes = Buffer.from(data, 'base64');
  if (format === 'base64') {
    if (bytes.length > budget) throw tooLarge(filename, budget);
    return bytes.toString('utf8');
  }
  if (format !== null && format !== 'base64+compressed')
    throw new PayloadError(`${filename} has the unknown format "${format}": send base64+compressed`);
  try {
    return inflateSync(bytes, { maxOutputLength: Math.max(budget, 1) }).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(filename, budget);
    throw new PayloadError(`The data of ${filename} is not zlib-compressed: ${messageOf(error)}`);
  }
}

function tooLarge(filename: string, budget: number) {
  return new PayloadError(
    `${filename} expands beyond the ${Math.max(budget, 0)} bytes left of the decompression limit`,
  );
}
