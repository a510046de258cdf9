import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type CoverageTotals,
  decodeReport,
  encodeReport,
  parseCoverageFile,
  type PathResolver,
  Report,
  ReportBuilder,
} from '@canopy/coverage';
import { type Kysely, sql } from 'kysely';
import type { Database, ReportTotalsJson, UploadRecord, YamlErrorJson } from '../db/schema';
import type { Job } from '../jobs/queue';
import type { Storage } from '../storage/storage';
import { loadCommitConfig, type CommitConfig } from './commit-config';
import { openRawUpload, RawUploadError, type RawUpload } from './raw-upload';

export const PROCESS_COVERAGE = 'process-coverage';

/** Uploads merged per pass; a pass writes the report once, so a burst of uploads costs few writes. */
const BATCH_SIZE = 100;
const UNMATCHED_KEPT = 100;

export interface ProcessingContext {
  db: Kysely<Database>;
  storage: Storage;
  maxDecompressedBytes: number;
  /** Keeps a long job's lease alive. */
  renew?: () => Promise<void>;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

interface UploadOutcome {
  upload: UploadRecord;
  state: 'processed' | 'error';
  sessionId: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  totals: CoverageTotals | null;
  formats: string[];
  unmatched: string[];
}

export function coverageJobHandler(
  context: Omit<ProcessingContext, 'renew'>,
  renew: (job: Job) => Promise<void>,
) {
  return async (job: Job) => {
    const commitId = Number(job.payload.commitId ?? job.key);
    await processCommitCoverage({ ...context, renew: () => renew(job) }, commitId);
  };
}

/**
 * Merges every stored, unprocessed coverage upload of a commit into its report. Idempotent: the report and
 * the upload states change together in one transaction, and session numbers come from the committed count,
 * so a pass interrupted at any point is simply done again.
 */
export async function processCommitCoverage(context: ProcessingContext, commitId: number): Promise<void> {
  const { db } = context;
  for (;;) {
    const uploads = await db
      .selectFrom('uploads')
      .selectAll()
      .where('commitId', '=', commitId)
      .where('state', '=', 'uploaded')
      .where('uploadType', '=', 'coverage')
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (uploads.length === 0) {
      await settleCommitState(db, commitId);
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
  const commit = await db
    .selectFrom('commits')
    .selectAll()
    .where('id', '=', commitId)
    .executeTakeFirstOrThrow();
  const report = commit.reportStoragePath
    ? decodeReport(gunzipSync(await storage.read(commit.reportStoragePath)).toString('utf8'))
    : new Report();
  let config = await loadCommitConfig(db, commit);
  let nextSession = commit.sessionCount;
  const outcomes: UploadOutcome[] = [];
  let diff: RawUpload['gitDiff'] = null;

  for (const upload of uploads) {
    let raw: RawUpload;
    try {
      if (!upload.storagePath || !(await storage.exists(upload.storagePath))) {
        outcomes.push(failed(upload, 'file_not_in_storage', 'The upload body was not found in storage'));
        continue;
      }
      raw = openRawUpload(
        await storage.read(upload.storagePath),
        upload.contentEncoding,
        context.maxDecompressedBytes,
      );
    } catch (error) {
      outcomes.push(
        error instanceof RawUploadError
          ? failed(upload, error.code, error.message)
          : failed(upload, 'unknown_processing', describe(error)),
      );
      continue;
    }
    if (raw.yaml !== null) config = await loadCommitConfig(db, commit, raw.yaml);
    if (raw.gitDiff) diff = raw.gitDiff;
    const outcome = parseUpload(upload, raw, config, nextSession);
    if (outcome.state === 'processed' && outcome.report) {
      report.merge(outcome.report);
      nextSession += 1;
    }
    outcomes.push(outcome.result);
  }

  const totals = report.totals();
  let reportPath = commit.reportStoragePath;
  const merged = outcomes.some((outcome) => outcome.state === 'processed');
  if (merged) {
    reportPath = `reports/${commit.repoid}/${commit.commitid}/report-${randomUUID()}.json.gz`;
    await storage.write(reportPath, gzipSync(encodeReport(report), { level: 6 }));
  }
  if (diff) await storage.write(`diffs/${commit.repoid}/${commit.commitid}.json`, JSON.stringify(diff));

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('commits')
      .set({
        totals:
          report.files.size > 0
            ? JSON.stringify(totalsJson(totals))
            : commit.totals && JSON.stringify(commit.totals),
        reportStoragePath: reportPath,
        sessionCount: nextSession,
        yaml: config.commitYaml,
        yamlErrors: config.errors.length > 0 ? JSON.stringify(config.errors satisfies YamlErrorJson[]) : null,
        updatedAt: sql`now()`,
      })
      .where('id', '=', commitId)
      .execute();
    if (merged) {
      await trx.deleteFrom('reportFiles').where('commitId', '=', commitId).execute();
      const rows = [...report.files.values()].flatMap((file) => {
        const t = file.totals();
        if (t.lines === 0) return [];
        return [
          {
            commitId,
            path: file.path,
            lines: t.lines,
            hits: t.hits,
            misses: t.misses,
            partials: t.partials,
            coverage: t.coverage,
            branches: t.branches,
            methods: t.methods,
          },
        ];
      });
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('reportFiles')
          .values(rows.slice(i, i + 1000))
          .execute();
    }
    for (const outcome of outcomes) {
      await trx
        .updateTable('uploads')
        .set({
          state: outcome.state,
          sessionId: outcome.sessionId,
          errorCode: outcome.errorCode,
          errorMessage: outcome.errorMessage,
          totals: outcome.totals ? JSON.stringify(totalsJson(outcome.totals)) : null,
          formats: outcome.formats,
          unmatchedPaths: outcome.unmatched.slice(0, UNMATCHED_KEPT),
          unmatchedCount: outcome.unmatched.length,
          updatedAt: sql`now()`,
        })
        .where('id', '=', outcome.upload.id)
        .where('state', '=', 'uploaded')
        .execute();
    }
    if (merged) await updateRepositoryCoverage(trx, commit.repoid, commit.commitid, totals);
  });
  if (merged && commit.reportStoragePath && commit.reportStoragePath !== reportPath)
    await storage.remove(commit.reportStoragePath);
  context.log?.info(
    { commitId, uploads: outcomes.length, failed: outcomes.filter((o) => o.state === 'error').length },
    'coverage uploads merged',
  );
}

function parseUpload(
  upload: UploadRecord,
  raw: RawUpload,
  config: CommitConfig,
  sessionId: number,
): { state: 'processed' | 'error'; report?: Report; result: UploadOutcome } {
  try {
    // Relative paths may be relative to the coverage file's folder, so each file gets its own resolver.
    let resolver: PathResolver = config.resolverFor(raw.network, upload.flags, '');
    const builder = new ReportBuilder(
      (path, bases) => resolver(path, bases),
      config.parserOptions,
      sessionId,
    );
    const formats = new Set<string>();
    const problems: string[] = [];
    let unrecognised = 0;
    for (const file of raw.files) {
      resolver = config.resolverFor(raw.network, upload.flags, file.name);
      const outcome = parseCoverageFile(file, builder);
      const label = file.name || 'unnamed file';
      if (outcome.kind === 'parsed') formats.add(outcome.format);
      else if (outcome.kind === 'unrecognised') {
        unrecognised += 1;
        problems.push(`${label}: unrecognised format (saw ${outcome.seen})`);
      } else if (outcome.kind === 'corrupt')
        problems.push(`${label}: not valid ${outcome.format} (${outcome.message})`);
    }
    const unmatched = [...builder.unmatched];
    const report = builder.report;
    if (raw.files.length === 0)
      return {
        state: 'error',
        result: failed(upload, 'report_empty', 'The upload contains no coverage files'),
      };
    if (report.isEmpty()) {
      if (formats.size === 0 && unrecognised > 0)
        return {
          state: 'error',
          result: { ...failed(upload, 'unsupported_file_format', problems.join('; ')), unmatched },
        };
      const reasons = [...problems];
      if (unmatched.length > 0) reasons.push(unmatchedMessage(unmatched));
      return {
        state: 'error',
        result: {
          ...failed(
            upload,
            formats.size === 0 ? 'unsupported_file_format' : 'report_empty',
            reasons.length > 0 ? reasons.join('; ') : 'The coverage files contain no line coverage',
          ),
          formats: [...formats],
          unmatched,
        },
      };
    }
    return {
      state: 'processed',
      report,
      result: {
        upload,
        state: 'processed',
        sessionId,
        errorCode: null,
        // Files that were skipped inside an otherwise good upload are still worth telling the user about.
        errorMessage: problems.length > 0 ? problems.join('; ') : null,
        totals: report.totals(),
        formats: [...formats],
        unmatched,
      },
    };
  } catch (error) {
    return { state: 'error', result: failed(upload, 'unknown_processing', describe(error)) };
  }
}

export function unmatchedMessage(paths: string[]): string {
  const shown = paths.slice(0, 10).join(', ');
  const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
  const noun = paths.length === 1 ? 'file in the report matched' : 'files in the report matched';
  return `${paths.length} ${noun} no file in the repository: ${shown}${more}`;
}

function failed(upload: UploadRecord, code: string, message: string): UploadOutcome {
  return {
    upload,
    state: 'error',
    sessionId: null,
    errorCode: code,
    errorMessage: message.length > 2000 ? `${message.slice(0, 2000)}…` : message,
    totals: null,
    formats: [],
    unmatched: [],
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function totalsJson(totals: CoverageTotals): ReportTotalsJson {
  return { ...totals };
}

/** The repository's headline numbers follow the head of its default branch. */
async function updateRepositoryCoverage(
  db: Kysely<Database>,
  repoid: number,
  commitid: string,
  totals: CoverageTotals,
): Promise<void> {
  await sql`update repositories r set
      coverage_percent = ${totals.coverage},
      coverage_totals = ${JSON.stringify({ commitSha: commitid, hits: totals.hits, misses: totals.misses, lines: totals.lines })}::jsonb,
      updated_at = now()
    where r.repoid = ${repoid}
      and exists (select 1 from branches b where b.repoid = r.repoid and b.branch = r.default_branch and b.head = ${commitid})`.execute(
    db,
  );
}

/** Once nothing waits: complete when there is a report, error when every upload failed. */
async function settleCommitState(db: Kysely<Database>, commitId: number): Promise<void> {
  await sql`update commits c set state = case
        when exists (select 1 from uploads u where u.commit_id = c.id and u.state = 'uploaded') then 'pending'
        when c.report_storage_path is not null then 'complete'
        when exists (select 1 from uploads u where u.commit_id = c.id and u.state = 'error') then 'error'
        else c.state end,
      updated_at = now()
    where c.id = ${commitId}`.execute(db);
}
