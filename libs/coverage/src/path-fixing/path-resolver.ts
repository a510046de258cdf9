import type { PathResolver, PathSkip } from '../model/report-builder';
import type { FlagRules } from '../yaml/accessors';
import { matchesPaths } from '../yaml/path-patterns';
import { stripKnownPrefix } from './ci-prefixes';
import {
  type ReportedPath,
  formatReportedPath,
  isRepositoryPath,
  joinReportedPath,
  parseReportedPath,
} from './normalise-path';
import { type PathFixRules, applyRewrites, parsePathFixes } from './path-fixes';
import { RepositoryTree, type TreeMatch } from './repository-tree';

export interface PathResolverOptions {
  /** The repository's file list sent with the upload (`git ls-files`); paths must resolve to one of them. */
  networkFiles?: readonly string[];
  /** The same list already indexed (`indexRepository`), to share one index among several resolvers. */
  repository?: RepositoryIndex;
  /** codecov.yml `fixes`. */
  fixes?: readonly string[];
  /** codecov.yml `ignore`. */
  ignore?: readonly string[];
  /** The rules of each flag of the upload: files must match some flag's `paths` and no flag's `ignore`. */
  flagPaths?: readonly Pick<FlagRules, 'paths' | 'ignore'>[];
  /** `codecov.disable_default_path_fixes`: no file-list matching and no CI prefix stripping. */
  disableDefaultFixes?: boolean;
  /** The name the uploader gave the coverage file; relative paths are also tried from its directory. */
  uploadFileName?: string;
}

const UNMATCHED: PathSkip = Object.freeze({ skip: 'unmatched' as const });
const IGNORED: PathSkip = Object.freeze({ skip: 'ignored' as const });

/** `C:/a/b` for drive paths, `/a/b` for other absolute paths, `../a/b` or `a/b` for relative ones. */
function pathText(path: ReportedPath): string {
  return path.drive === undefined ? formatReportedPath(path) : `${path.drive}:/${path.segments.join('/')}`;
}

/** A search over several spellings of one path: a sure match ends it, the first likely one is kept. */
interface TreeSearch {
  tree: RepositoryTree;
  fallback: TreeMatch | null;
}

function attempt(search: TreeSearch, segments: readonly string[]): string | undefined {
  const match = search.tree.match(segments);
  if (match && !match.ambiguous) return match.path;
  search.fallback ??= match;
  return undefined;
}

class UploadPathResolver {
  private readonly tree: RepositoryTree | undefined;
  private readonly files: ReadonlySet<string>;
  private readonly fixes: PathFixRules;
  private readonly includes: string[];
  private readonly excludes: string[];
  private readonly uploadDirectory: ReportedPath | undefined;
  private readonly defaultFixes: boolean;
  private readonly resolved = new Map<string, string | PathSkip>();
  private readonly parsedBases = new Map<string, ReportedPath | null>();

  constructor(options: PathResolverOptions) {
    this.defaultFixes = options.disableDefaultFixes !== true;
    this.fixes = parsePathFixes(options.fixes);
    this.includes = (options.flagPaths ?? []).flatMap((flag) => flag.paths ?? []);
    this.excludes = [
      ...(options.ignore ?? []),
      ...(options.flagPaths ?? []).flatMap((flag) => flag.ignore ?? []),
    ];
    this.uploadDirectory = directoryOf(options.uploadFileName);
    const index = this.defaultFixes
      ? (options.repository ?? indexRepository(options.networkFiles ?? []))
      : undefined;
    this.files = index?.files ?? new Set();
    this.tree = index?.tree;
  }

  resolve(reportedPath: string, bases?: readonly string[]): string | PathSkip {
    const key = bases && bases.length > 0 ? `${reportedPath}\u0000${bases.join('\u0000')}` : reportedPath;
    let result = this.resolved.get(key);
    if (result === undefined) {
      result = this.compute(reportedPath, bases ?? []);
      this.resolved.set(key, result);
    }
    return result;
  }

  private compute(reportedPath: string, bases: readonly string[]): string | PathSkip {
    const path = this.rewrite(reportedPath);
    if (!path) return UNMATCHED;
    const located = this.locate(path, bases);
    // The last guard: whatever fixes and matching produced, nothing outside the repository gets through.
    if (located === undefined || !isRepositoryPath(located)) return UNMATCHED;
    if (
      this.includes.length + this.excludes.length > 0 &&
      !matchesPaths(located, this.includes, this.excludes)
    ) {
      return IGNORED;
    }
    return located;
  }

  /** The reported path after the user's `before::after` rewrites. */
  private rewrite(reportedPath: string): ReportedPath | null {
    const parsed = parseReportedPath(reportedPath);
    if (!parsed || this.fixes.rewrites.length === 0) return parsed;
    const text = pathText(parsed);
    // `home/me/project/::` is meant for `/home/me/project/…` too.
    const rewritten =
      applyRewrites(this.fixes, text) ??
      (parsed.absolute ? applyRewrites(this.fixes, parsed.segments.join('/')) : undefined);
    return rewritten === undefined ? parsed : parseReportedPath(rewritten);
  }

  private locate(path: ReportedPath, bases: readonly string[]): string | undefined {
    if (!this.defaultFixes)
      return path.absolute || path.up > 0 ? undefined : this.prefixed(path.segments.join('/'));
    return this.tree ? this.locateInTree(this.tree, path, bases) : this.locateByPrefixes(path, bases);
  }

  /**
   * Tries, in order: the path (with the `::prefix` of fixes, then without), the path placed under each base
   * the format names and under the coverage file's directory, and for paths starting with `..` the rest of
   * the path alone. An unambiguous match ends the search; otherwise the first likely match is kept.
   */
  private locateInTree(
    tree: RepositoryTree,
    path: ReportedPath,
    bases: readonly string[],
  ): string | undefined {
    const search: TreeSearch = { tree, fallback: null };
    if (path.up === 0) {
      if (!path.absolute && this.fixes.prefix === '') {
        const plain = path.segments.join('/');
        if (this.files.has(plain)) return plain;
      }
      const found =
        (!path.absolute && this.fixes.prefix !== ''
          ? attempt(search, [...this.fixes.prefix.split('/'), ...path.segments])
          : undefined) ?? attempt(search, path.segments);
      if (found !== undefined) return found;
    }
    if (!path.absolute) {
      for (const base of this.basesFor(bases)) {
        const joined = joinReportedPath(base, path);
        const found = joined && joined.up === 0 ? attempt(search, joined.segments) : undefined;
        if (found !== undefined) return found;
      }
    }
    if (path.up > 0) {
      const found = attempt(search, path.segments);
      if (found !== undefined) return found;
    }
    return search.fallback?.path;
  }

  /** Without a file list: relative paths are kept, absolute ones need a known CI or install prefix. */
  private locateByPrefixes(path: ReportedPath, bases: readonly string[]): string | undefined {
    const direct = this.stripped(path);
    if (direct !== undefined || path.up === 0) return direct;
    for (const base of this.basesFor(bases)) {
      const joined = joinReportedPath(base, path);
      const stripped = joined ? this.stripped(joined) : undefined;
      if (stripped !== undefined) return stripped;
    }
    return undefined;
  }

  private stripped(path: ReportedPath): string | undefined {
    if (path.up > 0) return undefined;
    const text = pathText(path);
    const rest = stripKnownPrefix(text);
    if (rest === undefined) return path.absolute ? undefined : this.prefixed(text);
    const parsed = parseReportedPath(rest);
    if (!parsed || parsed.absolute || parsed.up > 0) return undefined;
    return this.prefixed(parsed.segments.join('/'));
  }

  private prefixed(path: string): string {
    return this.fixes.prefix === '' ? path : `${this.fixes.prefix}/${path}`;
  }

  private basesFor(bases: readonly string[]): ReportedPath[] {
    const out: ReportedPath[] = [];
    for (const base of bases) {
      let parsed = this.parsedBases.get(base);
      if (parsed === undefined) {
        parsed = parseReportedPath(base);
        this.parsedBases.set(base, parsed);
      }
      if (parsed) out.push(parsed);
    }
    if (this.uploadDirectory) out.push(this.uploadDirectory);
    return out;
  }
}

function directoryOf(fileName: string | undefined): ReportedPath | undefined {
  const parsed = fileName ? parseReportedPath(fileName) : null;
  if (!parsed || parsed.segments.length < 2) return undefined;
  return { ...parsed, segments: parsed.segments.slice(0, -1) };
}

/** The file list as clean, distinct repository paths (anything odd in it is left out). */
/** A repository's file list, ready for matching: build once per upload, share among its coverage files. */
export interface RepositoryIndex {
  files: ReadonlySet<string>;
  tree: RepositoryTree | undefined;
}

export function indexRepository(networkFiles: readonly string[]): RepositoryIndex {
  const files = repositoryFiles(networkFiles);
  return { files, tree: files.size > 0 ? new RepositoryTree(files) : undefined };
}

function repositoryFiles(networkFiles: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const file of networkFiles) {
    if (isRepositoryPath(file)) {
      files.add(file);
      continue;
    }
    const parsed = parseReportedPath(file);
    if (parsed && !parsed.absolute && parsed.up === 0) files.add(parsed.segments.join('/'));
  }
  return files;
}

/**
 * Builds the path fixing for one upload: yaml `fixes`, then matching against the repository file list (or,
 * without one, stripping known CI prefixes), then `ignore` and flag paths. Results are memoised per
 * (path, bases), and the file list is indexed once.
 */
export function createPathResolver(options: PathResolverOptions = {}): PathResolver {
  const resolver = new UploadPathResolver(options);
  return (reportedPath, bases) => resolver.resolve(reportedPath, bases);
}
