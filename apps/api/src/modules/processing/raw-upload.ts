import { gunzipSync, inflateSync } from 'node:zlib';
import type { CoverageInput } from '@canopy/coverage';

/** What an upload body holds once its envelope (legacy text or the CLI's JSON) is taken apart. */
export interface RawUpload {
  /** The repository's file list (`git ls-files`), used to fix report paths. */
  network: string[] | null;
  env: Record<string, string>;
  files: CoverageInput[];
  /** A codecov.yml the client sent along (a file named codecov.yml or .codecov.yml). */
  yaml: string | null;
  /** Our CLI's extension: the diff of the commit against a base. */
  gitDiff: { base: string | null; head: string | null; text: string } | null;
  /**
   * Lines the uploader found are not code (blank lines, braces, comments, exclusion markers), by reported path:
   * they are dropped from the report, as the reference does.
   */
  fixes: ReportFixes;
}

const MAX_FIX_RANGE = 100_000;

/** Reported path → lines to drop, and the file's last line (lines after it are dropped too). */
export type ReportFixes = Map<string, { lines: Set<number>; eof: number | null }>;

function fixesFor(fixes: ReportFixes, path: string) {
  let entry = fixes.get(path);
  if (!entry) {
    entry = { lines: new Set(), eof: null };
    fixes.set(path, entry);
  }
  return entry;
}

/**
 * The legacy fixes block: `path:1,5,9` (lines to drop), `EOF: n path` (lines after n dropped), and
 * `path:12:source` lines where `LCOV_EXCL_START`/`STOP` (or `/*` … `*\/`) mark ranges to drop.
 */
export function parseLegacyFixes(block: string, fixes: ReportFixes = new Map()): ReportFixes {
  const openRanges = new Map<string, number>();
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const eof = line.match(/^EOF:\s*(\d+)\s+(.+)$/);
    if (eof) {
      fixesFor(fixes, eof[2]!.trim()).eof = Number(eof[1]);
      continue;
    }
    const source = line.match(/^(.+?):(\d+):(.*)$/);
    if (source) {
      const [, path, number, text] = source;
      const at = Number(number);
      if (/LCOV_EXCL_START|\/\*/.test(text!) && !/\*\//.test(text!)) openRanges.set(path!, at);
      else if (/LCOV_EXCL_(STOP|END)|\*\//.test(text!) && openRanges.has(path!)) {
        const start = openRanges.get(path!)!;
        openRanges.delete(path!);
        const entry = fixesFor(fixes, path!);
        // A range spanning more than any source file is noise, not an exclusion.
        if (at - start <= MAX_FIX_RANGE) for (let n = start + 1; n < at; n++) entry.lines.add(n);
      }
      continue;
    }
    const list = line.match(/^(.+):([\d,\s]+)$/);
    if (list) {
      const entry = fixesFor(fixes, list[1]!);
      for (const n of list[2]!.split(',')) if (n.trim()) entry.lines.add(Number(n));
    }
  }
  return fixes;
}

/** The CLI's `report_fixes`: `{ format, value: { path: { eof, lines } } }` (`path_fixes` in older clients). */
function parseV1Fixes(value: unknown): ReportFixes {
  const fixes: ReportFixes = new Map();
  const wrapper = value as { value?: unknown } | undefined;
  const byPath = wrapper && typeof wrapper === 'object' ? wrapper.value : undefined;
  if (!byPath || typeof byPath !== 'object') return fixes;
  for (const [path, entry] of Object.entries(byPath as Record<string, unknown>)) {
    const { eof, lines } = (entry ?? {}) as { eof?: unknown; lines?: unknown };
    const target = fixesFor(fixes, path);
    if (typeof eof === 'number' && eof >= 0) target.eof = eof;
    if (Array.isArray(lines)) for (const n of lines) if (typeof n === 'number' && n > 0) target.lines.add(n);
  }
  return fixes;
}

/** An upload body that cannot be opened at all; the upload fails with this reason. */
export class RawUploadError extends Error {
  override readonly name = 'RawUploadError';
  constructor(
    readonly code: 'unsupported_file_format' | 'report_empty',
    message: string,
  ) {
    super(message);
  }
}

export const YAML_NAME = /(^|\/)\.?codecov\.ya?ml$/i;

function bounded<T>(limit: number, what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new RawUploadError(
        'unsupported_file_format',
        `${what} expands beyond the limit of ${limit} bytes`,
      );
    throw new RawUploadError(
      'unsupported_file_format',
      `${what} could not be decompressed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Undoes the transfer encoding, refusing to expand past the limit (decompression bombs). */
export function decodeBody(raw: Buffer, contentEncoding: string | null, maxBytes: number): Buffer {
  const gzipMagic = raw.length > 2 && raw[0] === 0x1f && raw[1] === 0x8b;
  if (contentEncoding === 'gzip' || gzipMagic)
    return bounded(maxBytes, 'The gzip-compressed upload', () =>
      gunzipSync(raw, { maxOutputLength: maxBytes }),
    );
  if (contentEncoding === 'deflate')
    return bounded(maxBytes, 'The deflate-compressed upload', () =>
      inflateSync(raw, { maxOutputLength: maxBytes }),
    );
  return raw;
}

export function cleanNetwork(lines: string[]): string[] {
  const files: string[] = [];
  for (const line of lines) {
    let path = line.trim();
    if (!path) continue;
    // git quotes unusual names: "dir/na\303\257ve.txt"
    if (path.startsWith('"') && path.endsWith('"')) path = unquoteGitPath(path.slice(1, -1));
    path = path.replace(/\\ /g, ' ').replace(/\\/g, '/').replace(/^\.\//, '');
    if (path.includes('/target/delombok/')) continue;
    files.push(path);
  }
  return files;
}

function unquoteGitPath(quoted: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < quoted.length; i++) {
    const char = quoted[i];
    if (char === '\\' && i + 1 < quoted.length) {
      const octal = quoted.slice(i + 1, i + 4);
      if (/^[0-7]{3}$/.test(octal)) {
        bytes.push(parseInt(octal, 8));
        i += 3;
        continue;
      }
      const escaped = quoted[i + 1];
      bytes.push((escaped === 'n' ? '\n' : escaped === 't' ? '\t' : (escaped ?? '')).charCodeAt(0));
      i += 1;
      continue;
    }
    bytes.push(...Buffer.from(char ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseEnv(block: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) env[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return env;
}

const MARKER = '<<<<<< ';
const IGNORE_REST = '==FROMNOWONIGNOREDBYCODECOV==>>>';

/**
 * The legacy layout: sections ended by sentinel lines. Whatever ends in `<<<<<< network` is the file list,
 * in `<<<<<< ENV` the environment, in `<<<<<< EOF` a coverage file named by its `# path=` line. Clients
 * order the sections differently (codecov@3 puts ENV first, the Node uploader last), so order is not assumed.
 */
/** An upload with nothing read yet, which the readers fill section by section. */
export function emptyRawUpload(): RawUpload {
  return { network: null, env: {}, files: [], yaml: null, gitDiff: null, fixes: new Map() };
}

export function parseLegacyPayload(body: string): RawUpload {
  const ignoreAt = body.indexOf(IGNORE_REST);
  const text = ignoreAt === -1 ? body : body.slice(0, ignoreAt);
  const upload = emptyRawUpload();
  let sectionStart = 0;
  let search = 0;
  const addFile = (section: string) => {
    let content = section;
    let name = '';
    const trimmedStart = content.replace(/^\s*\n/, '');
    if (trimmedStart.startsWith('# path=')) {
      const end = trimmedStart.indexOf('\n');
      name = (end === -1 ? trimmedStart.slice(7) : trimmedStart.slice(7, end)).trim();
      content = end === -1 ? '' : trimmedStart.slice(end + 1);
    }
    if (name === 'fixes') {
      parseLegacyFixes(content, upload.fixes);
      return;
    }
    if (YAML_NAME.test(name)) {
      upload.yaml = content;
      return;
    }
    if (content.trim().length === 0 && !name) return;
    upload.files.push({ name, text: content });
  };
  while (search < text.length) {
    const at = text.indexOf(MARKER, search);
    if (at === -1) break;
    if (at > 0 && text.charCodeAt(at - 1) !== 10) {
      search = at + MARKER.length;
      continue;
    }
    const lineEnd = text.indexOf('\n', at);
    const marker = text.slice(at + MARKER.length, lineEnd === -1 ? undefined : lineEnd).trim();
    const section = text.slice(sectionStart, at);
    const next = lineEnd === -1 ? text.length : lineEnd + 1;
    if (marker === 'network') upload.network = cleanNetwork(section.split('\n'));
    else if (marker === 'ENV') Object.assign(upload.env, parseEnv(section));
    else if (marker === 'EOF') addFile(section);
    else {
      search = next;
      continue;
    }
    sectionStart = next;
    search = next;
  }
  const rest = text.slice(sectionStart);
  if (rest.trim().length > 0) addFile(rest);
  return upload;
}

interface V1File {
  filename?: unknown;
  format?: unknown;
  data?: unknown;
}

/** The CLI's JSON layout: network_files, and coverage_files as base64 of zlib-compressed bytes. */
export function parseV1Payload(body: Record<string, unknown>, maxBytes: number): RawUpload {
  const network = Array.isArray(body.network_files)
    ? cleanNetwork(body.network_files.filter((f): f is string => typeof f === 'string'))
    : null;
  const upload: RawUpload = {
    network,
    env: {},
    files: [],
    yaml: null,
    gitDiff: null,
    fixes: parseV1Fixes(body.report_fixes ?? body.path_fixes),
  };
  const files = Array.isArray(body.coverage_files) ? (body.coverage_files as V1File[]) : [];
  for (const [index, file] of files.entries()) {
    const name = typeof file?.filename === 'string' ? file.filename : `coverage file ${index + 1}`;
    if (typeof file?.data !== 'string')
      throw new RawUploadError('unsupported_file_format', `${name}: the "data" field is missing`);
    const compressed = file.format === 'base64+compressed';
    const bytes = Buffer.from(file.data, 'base64');
    const content = compressed
      ? bounded(maxBytes, name, () => inflateSync(bytes, { maxOutputLength: maxBytes }))
      : bytes;
    const text = content.toString('utf8');
    if (YAML_NAME.test(name)) upload.yaml = text;
    else upload.files.push({ name, text });
  }
  const diff = body.git_diff as { base?: unknown; head?: unknown; text?: unknown } | undefined;
  if (diff && typeof diff === 'object' && typeof diff.text === 'string')
    upload.gitDiff = {
      base: typeof diff.base === 'string' ? diff.base : null,
      head: typeof diff.head === 'string' ? diff.head : null,
      text: diff.text,
    };
  return upload;
}

/** Opens a stored upload: decompresses within the limit, then reads either layout. */
export function openRawUpload(raw: Buffer, contentEncoding: string | null, maxBytes: number): RawUpload {
  return readRawBody(decodeBody(raw, contentEncoding, maxBytes), maxBytes);
}

/** Reads either layout from a decoded body. */
export function readRawBody(body: Buffer, maxBytes: number): RawUpload {
  if (body.length === 0) throw new RawUploadError('report_empty', 'The upload body is empty (0 bytes)');
  const text = body.toString('utf8');
  const start = text.search(/\S/);
  if (start !== -1 && text[start] === '{') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'coverage_files' in parsed)
      return parseV1Payload(parsed as Record<string, unknown>, maxBytes);
  }
  return parseLegacyPayload(text);
}
