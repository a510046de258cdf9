import type { Complexity, LineCoverage, LineType } from './line-coverage';
import { type CoverageColumn, encodeBranches, MAX_LINE } from './coverage-column';
import { Report, type ReportFile } from './report';

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
  readonly report = new Report();
  /** Reported paths that matched no repository file. */
  readonly unmatched = new Set<string>();
  /** Reported paths excluded by `ignore` or flag paths. */
  readonly ignored = new Set<string>();
  private readonly cache = new Map<string, FileBuilder | null>();

  constructor(
    private readonly resolve: PathResolver = (path) => path,
    readonly options: ParserOptions = {},
    readonly sessionId = 0,
  ) {}

  /** The builder for a reported file, or null when the file is skipped (unmatched or ignored). */
  file(reportedPath: string, bases?: readonly string[]): FileBuilder | null {
    const key = bases && bases.length > 0 ? `${reportedPath}\u0000${bases.join('\u0000')}` : reportedPath;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const resolved = this.resolve(reportedPath, bases);
    let builder: FileBuilder | null = null;
    if (typeof resolved === 'string') {
      builder = new SessionFileBuilder(this.report.file(resolved), this.sessionId);
    } else if (resolved.skip === 'ignored') this.ignored.add(reportedPath);
    else this.unmatched.add(reportedPath);
    this.cache.set(key, builder);
    return builder;
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
