import type { Complexity, LineCoverage, LineType } from './line-coverage';
import { type CoverageColumn, encodeBranches, MAX_LINE } from './coverage-column';
import { Report, ReportFile } from './report';

/** Why a reported path contributes nothing: no repository file matched it, or configuration ignores it. */
export type PathSkip = { skip: 'unmatched' | 'ignored' };

/**
 * Maps a path as a coverage tool wrote it to a repository path. `bases` are extra directories a format
 * names (Cobertura `<sources>`) to try the path against.
 */
export type PathResolver = (reportedPath: string, bases?: readonly string[]) => string | PathSkip;

/** Options from the `parsers` section of codecov.yml. */
export interface ParserOptions {
  go?: { partials_as_hits?: boolean };
  jacoco?: { partials_as_hits?: boolean };
  cobertura?: { partials_as_hits?: boolean; handle_missing_conditions?: boolean };
  gcov?: { branch_detection?: { conditional?: boolean; loop?: boolean; method?: boolean; macro?: boolean } };
  javascript?: { enable_partials?: boolean };
}

export interface FileBuilder {
  /** The repository path the reported path resolved to. */
  readonly path: string;
  line(
    line: number,
    coverage: LineCoverage,
    type?: LineType,
    missing?: readonly string[],
    complexity?: Complexity,
  ): void;
  /** Many plain hit counts at once: `counts[i]` hits on `lines[i]`, for i < n, leaving out lines in `skip`. */
  hits(lines: ArrayLike<number>, counts: ArrayLike<number>, n: number, skip?: ReadonlySet<number>): void;
  /**
   * A branch line by its counts, without building the "covered/total" text; `missing` is the ids of the
   * branches not taken, joined by commas.
   */
  branchLine(line: number, covered: number, total: number, type: LineType, missing?: string): void;
  /** A hint that lines up to `highestLine` will follow, so storage grows once. */
  reserve(highestLine: number): void;
}

/**
 * What a parser fills: the coverage of one upload (one session), with its paths already fixed.
 * Reported paths that resolve to nothing are remembered so the user can be told.
 */
export class ReportBuilder {
  private current = new Report();
  /** Reported paths that matched no repository file. */
  readonly unmatched = new Set<string>();
  /** Reported paths excluded by `ignore` or flag paths. */
  readonly ignored = new Set<string>();
  /** Each reported path (with its bases) resolved once: its repository path, or null when skipped. */
  private readonly resolved = new Map<string, { key: string; path: string | null }>();
  private readonly builders = new Map<string, FileBuilder>();
  /**
   * Gives back a file handed over by `takeReport` when the upload names it again, so its lines go on from
   * where they were, exactly as if the file had been kept.
   */
  reopen: ((path: string) => ReportFile | undefined) | undefined;

  constructor(
    private readonly resolve: PathResolver = (path) => path,
    readonly options: ParserOptions = {},
    readonly sessionId = 0,
  ) {}

  /** The files built so far (since the last `takeReport`). */
  get report(): Report {
    return this.current;
  }

  /**
   * Hands over the files built so far and goes on with an empty report, so a caller can set finished files
   * aside while a large upload is still being read. Paths already resolved stay resolved.
   */
  takeReport(): Report {
    const taken = this.current;
    this.current = new Report();
    this.builders.clear();
    return taken;
  }

  /** The builder for a reported file, or null when the file is skipped (unmatched or ignored). */
  file(reportedPath: string, bases?: readonly string[]): FileBuilder | null {
    const key = bases && bases.length > 0 ? `${reportedPath}\u0000${bases.join('\u0000')}` : reportedPath;
    const cached = this.builders.get(key);
    if (cached !== undefined) return cached;
    let known = this.resolved.get(key);
    if (known === undefined) {
      // Copies, not slices: a path sliced from a parser's text would keep that whole text (megabytes of a
      // batch of records) alive for as long as the path is known.
      const own = ownString(reportedPath);
      const resolved = this.resolve(own, bases);
      known = {
        key: key === reportedPath ? own : ownString(key),
        path: typeof resolved === 'string' ? resolved : null,
      };
      if (typeof resolved !== 'string') {
        if (resolved.skip === 'ignored') this.ignored.add(own);
        else this.unmatched.add(own);
      }
      this.resolved.set(known.key, known);
    }
    if (known.path === null) return null;
    const builder = new SessionFileBuilder(this.fileAt(known.path), this.sessionId);
    this.builders.set(known.key, builder);
    return builder;
  }

  private fileAt(path: string): ReportFile {
    let file = this.current.files.get(path);
    if (!file) {
      file = this.reopen?.(path) ?? new ReportFile(path);
      this.current.files.set(path, file);
    }
    return file;
  }
}

class SessionFileBuilder implements FileBuilder {
  private readonly column: CoverageColumn;

  constructor(
    private readonly file: ReportFile,
    private readonly sessionId: number,
  ) {
    this.column = file.columnFor(sessionId);
  }

  get path(): string {
    return this.file.path;
  }

  line(
    line: number,
    coverage: LineCoverage,
    type?: LineType,
    missing?: readonly string[],
    complexity?: Complexity,
  ) {
    // Most lines are a plain hit count: packed and merged straight into the column.
    if (
      typeof coverage === 'number' &&
      coverage >= 0 &&
      type === undefined &&
      missing === undefined &&
      complexity === undefined &&
      line > 0 &&
      line <= MAX_LINE &&
      line % 1 === 0
    ) {
      this.column.merge(line, coverage + 1);
      this.file.changed();
      return;
    }
    this.file.addLine(this.sessionId, line, coverage, type, missing, complexity);
  }

  hits(lines: ArrayLike<number>, counts: ArrayLike<number>, n: number, skip?: ReadonlySet<number>): void {
    this.column.mergeHits(lines, counts, n, skip);
    this.file.changed();
  }

  reserve(highestLine: number): void {
    if (highestLine > 0 && highestLine <= MAX_LINE) this.column.reserve(highestLine + 1);
  }

  branchLine(line: number, covered: number, total: number, type: LineType, missing?: string): void {
    this.file.addCodedLine(this.sessionId, line, encodeBranches(covered, total), type, missing);
  }
}

/** A string of its own, not a slice that keeps a larger string alive. */
function ownString(value: string): string {
  return JSON.parse(JSON.stringify(value)) as string;
}
