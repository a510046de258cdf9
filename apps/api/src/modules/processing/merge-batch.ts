import {
  CoverageFileStream,
  type CoverageTotals,
  indexRepository,
  type PathResolver,
  type Report,
  ReportBuilder,
} from '@canopy/coverage';
import type { YamlErrorJson } from '../../db/schema';
import { buildCommitConfig, type CommitConfig, type YamlSources } from '../reports';
import { unmatchedMessage } from './unmatched-message';
import { RawUploadError, type RawUpload } from './raw-upload';
import { bytesSource, openStreamedUpload, type RawSource, type StreamedUpload } from './raw-upload-stream';
import { readStoredReport, storedReport } from './stored-report';

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

export type FileTotalsRow = { path: string } & Pick<
  CoverageTotals,
  'lines' | 'hits' | 'misses' | 'partials' | 'coverage' | 'branches' | 'methods'
>;

export interface MergeOutput {
  /** The new report (gzip), or null when no upload could be merged. */
  report: Uint8Array | null;
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
  const report = await readStoredReport(input.report);
  let yaml = input.yaml;
  let config = buildCommitConfig(yaml);
  let nextSession = input.sessionStart;
  const outcomes: UploadOutcome[] = [];
  let diff: RawUpload['gitDiff'] = null;

  for (const upload of input.uploads) {
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
    const outcome = await parseUpload(upload, raw, config, nextSession);
    if (outcome.state === 'processed' && outcome.report) {
      report.merge(outcome.report);
      nextSession += 1;
    }
    outcomes.push(outcome.result);
  }

  const merged = outcomes.some((outcome) => outcome.state === 'processed');
  const files = merged ? fileTotalsRows(report) : [];
  return {
    report: merged ? await storedReport(report) : null,
    totals: merged ? report.totals() : null,
    files,
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

/** Per-file totals of a report, as `report_files` stores them (files without lines left out). */
export function fileTotalsRows(report: Report): FileTotalsRow[] {
  const files: FileTotalsRow[] = [];
  for (const file of report.files.values()) {
    const t = file.totals();
    if (t.lines === 0) continue;
    files.push({
      path: file.path,
      lines: t.lines,
      hits: t.hits,
      misses: t.misses,
      partials: t.partials,
      coverage: t.coverage,
      branches: t.branches,
      methods: t.methods,
    });
  }
  return files;
}

async function parseUpload(
  upload: MergeUpload,
  raw: StreamedUpload,
  config: CommitConfig,
  sessionId: number,
): Promise<{ state: 'processed' | 'error'; report?: Report; result: UploadOutcome }> {
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
    const formats = new Set<string>();
    const problems: string[] = [];
    let unrecognised = 0;
    await raw.readFiles((name) => {
      // Files are read one after another, so the resolver is this file's while it is parsed.
      resolver = config.resolverFor(repository, upload.flags, name);
      const stream = new CoverageFileStream(name, builder);
      return {
        write: (text) => stream.write(text),
        end() {
          const outcome = stream.end();
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
    applyReportFixes(builder, raw, uploadResolver, sessionId);
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
    return {
      state: 'processed',
      report,
      result: {
        uploadId: upload.id,
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
    const code = error instanceof RawUploadError ? error.code : 'unknown_processing';
    return { state: 'error', result: failed(upload, code, describe(error)) };
  }
}

/** Drops the lines the uploader marked as not code: listed lines, and lines past the file's end. */
function applyReportFixes(
  builder: ReportBuilder,
  raw: Pick<RawUpload, 'fixes'>,
  resolve: PathResolver,
  sessionId: number,
): void {
  for (const [reportedPath, fix] of raw.fixes) {
    const path = resolve(reportedPath);
    if (typeof path !== 'string') continue;
    const file = builder.report.files.get(path);
    if (!file) continue;
    const { lines, eof } = fix;
    file.dropLines(sessionId, (line) => lines.has(line) || (eof !== null && line > eof));
  }
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
