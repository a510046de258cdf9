import {
  CoverageFileStream,
  type CoverageTotals,
  indexRepository,
  type PathResolver,
  ReportBuilder,
  type ReportFile,
} from '@canopy/coverage';
import type { YamlErrorJson } from '../../db/schema';
import { buildCommitConfig, type CommitConfig, type YamlSources } from '../reports';
import { unmatchedMessage } from './unmatched-message';
import { RawUploadError, type RawUpload, type ReportFixes } from './raw-upload';
import { bytesSource, openStreamedUpload, type RawSource, type StreamedUpload } from './raw-upload-stream';
import { type FileTotalsRow, MergedReport } from './merged-report';

export { type FileTotalsRow, fileTotalsRows } from './merged-report';

/*
 * The CPU-bound half of processing: open each stored upload, parse it, and merge it into the commit's report.
 * No database and no storage here, so it can run in a worker thread with its own memory limits while the
 * server keeps answering requests.
 */

export interface MergeUpload {
  id: number;
  flags: string[];
  /**
   * The body: its bytes, or its storage key to read it from in chunks (`OpenStored`), or null when it is
   * missing from storage.
   */
  raw: Uint8Array | { key: string } | null;
  contentEncoding: string | null;
}

/** Reads a stored body from its start, in chunks. */
export type OpenStored = (key: string) => AsyncIterable<Uint8Array>;

export interface MergeInput {
  /** The commit's stored report (gzip), or null for its first uploads. */
  report: Uint8Array | null;
  uploads: MergeUpload[];
  yaml: YamlSources;
  /** The session number the first processed upload gets. */
  sessionStart: number;
  maxDecompressedBytes: number;
  /** Where files are set aside while a large merge is written (a temporary folder by default). */
  scratchDir?: string;
  /** Coverage text held in memory before its files are set aside (`HELD_TEXT_BYTES` by default). */
  heldTextBytes?: number;
}

export interface UploadOutcome {
  uploadId: number;
  state: 'processed' | 'error';
  sessionId: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  totals: CoverageTotals | null;
  formats: string[];
  unmatched: string[];
}

export interface MergeOutput {
  /**
   * The new report (gzip), or null when no upload could be merged: its bytes, or, after a merge large enough
   * to set files aside, the file in `scratchDir` it was written to.
   */
  report: Uint8Array | { file: string } | null;
  totals: CoverageTotals | null;
  files: FileTotalsRow[];
  outcomes: UploadOutcome[];
  nextSession: number;
  commitYaml: string | null;
  /** Errors, then warnings (unknown keys). */
  yamlErrors: YamlErrorJson[];
  yamlSource: CommitConfig['source'];
  diff: RawUpload['gitDiff'];
}

export async function mergeUploads(input: MergeInput, open?: OpenStored): Promise<MergeOutput> {
  const report = new MergedReport(input.scratchDir, input.heldTextBytes);
  try {
    return await mergeInto(report, input, open);
  } finally {
    report.close();
  }
}

async function mergeInto(report: MergedReport, input: MergeInput, open?: OpenStored): Promise<MergeOutput> {
  await report.readStored(input.report);
  let yaml = input.yaml;
  let config = buildCommitConfig(yaml);
  let nextSession = input.sessionStart;
  const outcomes: UploadOutcome[] = [];
  let diff: RawUpload['gitDiff'] = null;

  for (const [index, upload] of input.uploads.entries()) {
    let raw: StreamedUpload;
    try {
      const source = sourceOf(upload, open);
      if (!source) {
        outcomes.push(failed(upload, 'file_not_in_storage', 'The upload body was not found in storage'));
        continue;
      }
      raw = await openStreamedUpload(source, upload.contentEncoding, input.maxDecompressedBytes);
    } catch (error) {
      outcomes.push(
        error instanceof RawUploadError
          ? failed(upload, error.code, error.message)
          : failed(upload, 'unknown_processing', describe(error)),
      );
      continue;
    }
    if (raw.yaml !== null && yaml.uploadsMayReplace !== false) {
      yaml = { ...yaml, commit: raw.yaml, commitOrigin: { kind: 'upload' } };
      config = buildCommitConfig(yaml);
    }
    if (raw.gitDiff) diff = raw.gitDiff;
    const outcome = await parseUpload(upload, raw, config, nextSession, report, index);
    report.check();
    if (outcome.state === 'processed') nextSession += 1;
    outcomes.push(outcome.result);
  }

  const merged = outcomes.some((outcome) => outcome.state === 'processed');
  const result = merged ? await report.finish() : null;
  // Uploads whose files were set aside have their totals once their files are folded.
  for (const [index, totals] of result?.uploadTotals ?? []) outcomes[index]!.totals = totals;
  return {
    report: result?.report ?? null,
    totals: result?.totals ?? null,
    files: result?.files ?? [],
    outcomes,
    nextSession,
    commitYaml: config.commitYaml,
    yamlErrors: [...config.errors, ...config.warnings],
    yamlSource: config.source,
    diff,
  };
}

function sourceOf(upload: MergeUpload, open: OpenStored | undefined): RawSource | null {
  const raw = upload.raw;
  if (!raw) return null;
  if (raw instanceof Uint8Array) return bytesSource(raw);
  if (!open) throw new Error('no way to read stored uploads was given');
  return () => open(raw.key);
}

async function parseUpload(
  upload: MergeUpload,
  raw: StreamedUpload,
  config: CommitConfig,
  sessionId: number,
  merged: MergedReport,
  index: number,
): Promise<{ state: 'processed' | 'error'; result: UploadOutcome }> {
  try {
    // One index of the repository's files per upload; relative paths may be relative to the coverage file's
    // folder, so each file gets its own resolver over that index.
    const repository = raw.network ? indexRepository(raw.network) : null;
    const uploadResolver = config.resolverFor(repository, upload.flags, '');
    let resolver: PathResolver = uploadResolver;
    const builder = new ReportBuilder(
      (path, bases) => resolver(path, bases),
      config.parserOptions,
      sessionId,
    );
    merged.follow(index, builder);
    const fixes = fixesByPath(raw, uploadResolver);
    const prepare = (file: ReportFile) => applyFixes(file, fixes.get(file.path), sessionId);
    const formats = new Set<string>();
    const problems: string[] = [];
    let unrecognised = 0;
    await raw.readFiles((name) => {
      // Files are read one after another, so the resolver is this file's while it is parsed.
      resolver = config.resolverFor(repository, upload.flags, name);
      const stream = new CoverageFileStream(name, builder);
      return {
        write(text) {
          stream.write(text);
          merged.took(text.length, index, builder, prepare);
        },
        end() {
          const outcome = stream.end();
          merged.took(0, index, builder, prepare);
          const label = name || 'unnamed file';
          if (outcome.kind === 'parsed') formats.add(outcome.format);
          else if (outcome.kind === 'unrecognised') {
            unrecognised += 1;
            problems.push(`${label}: unrecognised format (saw ${outcome.seen})`);
          } else if (outcome.kind === 'corrupt')
            problems.push(`${label}: not valid ${outcome.format} (${outcome.message})`);
        },
      };
    });
    for (const file of builder.report.files.values()) prepare(file);
    const unmatched = [...builder.unmatched];
    if (raw.files.length === 0)
      return {
        state: 'error',
        result: failed(upload, 'report_empty', 'The upload contains no coverage files'),
      };
    if (!merged.hasData(index, builder)) {
      if (formats.size === 0 && unrecognised > 0)
        return {
          state: 'error',
          result: { ...failed(upload, 'unsupported_file_format', problems.join('; ')), unmatched },
        };
      const reasons = [...problems];
      if (unmatched.length > 0) reasons.push(unmatchedMessage(unmatched.length, unmatched.slice(0, 10))!);
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
    const totals = merged.add(index, builder);
    return {
      state: 'processed',
      result: {
        uploadId: upload.id,
        state: 'processed',
        sessionId,
        errorCode: null,
        // Files that were skipped inside an otherwise good upload are still worth telling the user about.
        errorMessage: problems.length > 0 ? problems.join('; ') : null,
        totals,
        formats: [...formats],
        unmatched,
      },
    };
  } catch (error) {
    const code = error instanceof RawUploadError ? error.code : 'unknown_processing';
    return { state: 'error', result: failed(upload, code, describe(error)) };
  }
}

type ReportFix = ReportFixes extends Map<string, infer Fix> ? Fix : never;

/** The uploader's report fixes by repository path (several reported paths may name one file). */
function fixesByPath(raw: Pick<RawUpload, 'fixes'>, resolve: PathResolver): Map<string, ReportFix[]> {
  const byPath = new Map<string, ReportFix[]>();
  for (const [reportedPath, fix] of raw.fixes) {
    const path = resolve(reportedPath);
    if (typeof path !== 'string') continue;
    const fixes = byPath.get(path);
    if (fixes) fixes.push(fix);
    else byPath.set(path, [fix]);
  }
  return byPath;
}

/**
 * Drops the lines the uploader marked as not code: listed lines, and lines past the file's end. Dropping
 * works line by line, so it is the same applied to each part of a file set aside or to the whole file.
 */
function applyFixes(file: ReportFile, fixes: readonly ReportFix[] | undefined, sessionId: number): void {
  for (const { lines, eof } of fixes ?? [])
    file.dropLines(sessionId, (line) => lines.has(line) || (eof !== null && line > eof));
}

function failed(upload: MergeUpload, code: string, message: string): UploadOutcome {
  return {
    uploadId: upload.id,
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
