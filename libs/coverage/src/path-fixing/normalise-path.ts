/**
 * Reported paths come from many tools and machines: Windows separators, `./` and `..` segments, drive
 * letters, `file://` URLs, absolute build-machine paths. These helpers turn them into segments without
 * ever producing a path that leaves the repository root.
 */

/** A reported path split into what matters for matching it to a repository file. */
export interface ReportedPath {
  /** Written from a file-system root (`/…` or a drive letter). */
  absolute: boolean;
  /** The drive letter of a Windows path, upper-cased. */
  drive?: string;
  /** Leading `..` segments of a relative path: it starts that many directories above its own base. */
  up: number;
  /** The remaining segments, never empty, `.` or `..`. */
  segments: string[];
}

/** Longest path accepted; longer ones are not file paths. */
export const MAX_PATH_LENGTH = 4096;

// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
const driveLetter = /^\/?([A-Za-z]):(?:\/|$)/;

/**
 * Splits a reported path. Returns null for text that cannot be a safe path: control characters (NUL
 * included), nothing but separators, or `..` segments that climb above the start of the path after having
 * descended into it (`src/../../x`) or above the root of an absolute path (`/../etc`).
 */
export function parseReportedPath(raw: string): ReportedPath | null {
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH || controlCharacter.test(raw)) return null;
  let text = raw.includes('\\') ? raw.replace(/\\/g, '/') : raw;
  if (text.startsWith('file://')) text = text.slice('file://'.length);
  let drive: string | undefined;
  const driveMatch = driveLetter.exec(text);
  if (driveMatch?.[1]) {
    drive = driveMatch[1].toUpperCase();
    text = text.slice(driveMatch[0].length);
  }
  const absolute = drive !== undefined || text.startsWith('/');
  const segments: string[] = [];
  let up = 0;
  // Only a leading run of `..` may climb; once a named segment was entered, climbing past it escapes.
  let entered = false;
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') {
      segments.push(part);
      entered = true;
    } else if (segments.length > 0) segments.pop();
    else if (absolute || entered) return null;
    else up += 1;
  }
  if (segments.length === 0) return null;
  return drive === undefined ? { absolute, up, segments } : { absolute, drive, up, segments };
}

/** The path as text: `/a/b` for absolute paths, `a/b` for relative ones (leading `..` kept). */
export function formatReportedPath(path: ReportedPath): string {
  const head = path.absolute ? '/' : '../'.repeat(path.up);
  return head + path.segments.join('/');
}

/**
 * `\` → `/`, `./` and `.` dropped, `//` collapsed, `..` resolved, drive letters removed. An absolute
 * path keeps its leading `/`. Returns null for paths that would climb above their start or contain control
 * characters.
 */
export function normalisePath(path: string): string | null {
  const parsed = parseReportedPath(path);
  if (!parsed || parsed.up > 0) return null;
  return formatReportedPath(parsed);
}

/** A path that can name a file inside the repository: relative, no empty, `.` or `..` segments. */
export function isRepositoryPath(path: string): boolean {
  const length = path.length;
  if (length === 0 || length > MAX_PATH_LENGTH) return false;
  // One pass without allocations: the file list and every resolved path go through here.
  let segmentStart = 0;
  for (let i = 0; i <= length; i += 1) {
    const code = i < length ? path.charCodeAt(i) : 47;
    if (code < 32 || code === 127 || code === 92) return false;
    if (code !== 47) continue;
    const size = i - segmentStart;
    if (size === 0) return false;
    if (
      path.charCodeAt(segmentStart) === 46 &&
      (size === 1 || (size === 2 && path.charCodeAt(i - 1) === 46))
    ) {
      return false;
    }
    segmentStart = i + 1;
  }
  return true;
}

/**
 * A relative path placed under a base directory (`coverage` + `../src/a.js` → `src/a.js`). Null when the
 * path is absolute or would climb above an absolute base.
 */
export function joinReportedPath(base: ReportedPath, path: ReportedPath): ReportedPath | null {
  if (path.absolute) return null;
  const kept = base.segments.length - path.up;
  if (kept < 0 && base.absolute) return null;
  const joined: ReportedPath = {
    absolute: base.absolute,
    up: base.up + Math.max(0, -kept),
    segments: [...base.segments.slice(0, Math.max(0, kept)), ...path.segments],
  };
  if (base.drive !== undefined) joined.drive = base.drive;
  return joined;
}
