import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database, UploadRecord } from '../../db/schema';
import type { Job, JobQueue } from '../../jobs/queue';
import type { Storage } from '../../storage/storage';
import type { GitProvider } from '../../git-providers';
import type { DiffProviders } from '../reports';
import { applyCarryforward } from './carryforward';
import { commitYamlSources } from './commit-yaml';
import { type MergeInput, type MergeOutput, mergeUploads, type OpenStored } from './merge-batch';
import {
  commitToProcess,
  saveCommitReport,
  settleCommitState,
  storeFileTotals,
  updateRepositoryCoverage,
} from './report-store';
import { recordUploadOutcome, uploadsToMerge } from './report-session-store';
import { makeScratchFolder } from './scratch-folder';

export const PROCESS_COVERAGE = 'process-coverage';

/** Uploads merged per pass; a pass writes the report once, so a burst of uploads costs few writes. */
const BATCH_SIZE = 100;
const UNMATCHED_KEPT = 100;
/** An ancestor still processing is waited for this often, this many times (about a minute), before giving up. */
const CARRYFORWARD_RETRY_MS = 2_000;
const MAX_CARRYFORWARD_WAITS = 30;

export interface ProcessingContext {
  db: Kysely<Database>;
  storage: Storage;
  maxDecompressedBytes: number;
  /** Keeps a long job's lease alive. */
  renew?: () => Promise<void>;
  /**
   * Runs the CPU-bound merge (in a worker thread in the server; in this thread by default); `open` reads a
   * stored upload body in chunks.
   */
  merge?: (input: MergeInput, open: OpenStored) => Promise<MergeOutput> | MergeOutput;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Where diffs come from, to move carried-forward lines. */
  diffProviders?: (service: string) => DiffProviders;
  /** Runs once a commit's uploads are all processed (coverage measurements). */
  afterReport?: (commitId: number) => Promise<void>;
  /** The git host (or mirror) a commit's codecov.yml is read from; none: only a yaml sent with the upload. */
  providerFor?: (service: string) => GitProvider | null;
  /** Runs before a commit's uploads are merged (commit and pull details from the git provider). */
  beforeMerge?: (commitId: number) => Promise<void>;
  /** Lets a commit wait for an ancestor still being processed before carrying its flags forward. */
  queue?: Pick<JobQueue, 'enqueue'>;
  carryforwardWaits?: number;
  retryCarryforward?: (() => Promise<void>) | undefined;
}

export function coverageJobHandler(
  context: Omit<ProcessingContext, 'renew'>,
  renew: (job: Job) => Promise<void>,
) {
  return async (job: Job) => {
    const commitId = Number(job.payload.commitId ?? job.key);
    const waits = Number(job.payload.carryforwardWaits ?? 0);
    await processCommitCoverage(
      {
        ...context,
        renew: () => renew(job),
        carryforwardWaits: waits,
        retryCarryforward: context.queue
          ? () =>
              context.queue!.enqueue(
                PROCESS_COVERAGE,
                job.key,
                { commitId, carryforwardWaits: waits + 1 },
                { delayMs: CARRYFORWARD_RETRY_MS },
              )
          : undefined,
      },
      commitId,
    );
  };
}

/**
 * Merges every stored, unprocessed coverage upload of a commit into its report. Idempotent: the report and
 * the upload states change together in one transaction, and session numbers come from the committed count,
 * so a pass interrupted at any point is simply done again.
 */
export async function processCommitCoverage(context: ProcessingContext, commitId: number): Promise<void> {
  const { db } = context;
  await context.beforeMerge?.(commitId);
  for (;;) {
    const uploads = await uploadsToMerge(db, commitId, BATCH_SIZE);
    if (uploads.length === 0) {
      const mayWait =
        (context.carryforwardWaits ?? 0) < MAX_CARRYFORWARD_WAITS && !!context.retryCarryforward;
      const outcome = await applyCarryforward(context, commitId, { mayWait });
      // The commit is settled with what it has; the retry adds the carried flags once the ancestor is done.
      if (outcome === 'waiting') await context.retryCarryforward?.();
      await settleCommitState(db, commitId);
      await context.afterReport?.(commitId);
      return;
    }
    await mergeBatch(context, commitId, uploads);
    await context.renew?.();
  }
}

async function mergeBatch(
  context: ProcessingContext,
  commitId: number,
  uploads: UploadRecord[],
): Promise<void> {
  const { db, storage } = context;
  const commit = await commitToProcess(db, commitId);
  const input: MergeInput = {
    report: commit.reportStoragePath ? await storage.read(commit.reportStoragePath) : null,
    // Bodies are named, not read: the merge streams each one from storage when it gets to it.
    uploads: await Promise.all(
      uploads.map(async (upload) => ({
        id: upload.id,
        flags: upload.flags,
        contentEncoding: upload.contentEncoding,
        raw:
          upload.storagePath && (await storage.exists(upload.storagePath))
            ? { key: upload.storagePath }
            : null,
      })),
    ),
    yaml: await commitYamlSources(context, commit),
    sessionStart: commit.sessionCount,
    maxDecompressedBytes: context.maxDecompressedBytes,
    // A large merge sets files aside here; removed by this thread too, in case the merge's thread died.
    scratchDir: await makeScratchFolder(),
  };
  let result: MergeOutput;
  let reportPath = commit.reportStoragePath;
  try {
    result = await (context.merge ?? mergeUploads)(input, (key) => storage.stream(key));
    if (result.report) {
      reportPath = `reports/${commit.repoid}/${commit.commitid}/report-${randomUUID()}.json.gz`;
      const report = result.report;
      // A large merge wrote its report to a file, streamed into storage from there.
      await storage.write(
        reportPath,
        report instanceof Uint8Array
          ? Buffer.from(report.buffer, report.byteOffset, report.byteLength)
          : createReadStream(report.file),
      );
    }
  } finally {
    await rm(input.scratchDir!, { recursive: true, force: true });
  }
  if (result.diff)
    await storage.write(`diffs/${commit.repoid}/${commit.commitid}.json`, JSON.stringify(result.diff));

  await db.transaction().execute(async (trx) => {
    await saveCommitReport(trx, commitId, {
      totals: result.totals ? JSON.stringify(result.totals) : commit.totals && JSON.stringify(commit.totals),
      reportStoragePath: reportPath,
      sessionCount: result.nextSession,
      yaml: result.commitYaml,
      yamlSource: result.yamlSource.kind,
      yamlPath: result.yamlSource.path,
      yamlErrors: result.yamlErrors.length > 0 ? JSON.stringify(result.yamlErrors) : null,
      ...(result.diff?.base ? { diffBase: result.diff.base } : {}),
    });
    if (result.report) await storeFileTotals(trx, commitId, result.files);
    for (const outcome of result.outcomes) {
      await recordUploadOutcome(trx, outcome.uploadId, {
        state: outcome.state,
        sessionId: outcome.sessionId,
        errorCode: outcome.errorCode,
        errorMessage: outcome.errorMessage,
        totals: outcome.totals ? JSON.stringify(outcome.totals) : null,
        formats: outcome.formats,
        unmatchedPaths: outcome.unmatched.slice(0, UNMATCHED_KEPT),
        unmatchedCount: outcome.unmatched.length,
      });
    }
    if (result.report && result.totals) await updateRepositoryCoverage(trx, commit.repoid);
  });
  if (result.report && commit.reportStoragePath && commit.reportStoragePath !== reportPath)
    await storage.remove(commit.reportStoragePath);
  context.log?.info(
    {
      commitId,
      uploads: result.outcomes.length,
      failed: result.outcomes.filter((outcome) => outcome.state === 'error').length,
    },
    'coverage uploads merged',
  );
}
