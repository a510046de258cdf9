import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { deflateSync } from 'node:zlib';

/** One report in the storage payload: the bytes zlib-compressed (zlib format, not gzip), then base64. */
export interface CoverageFile {
  filename: string;
  format: 'base64+compressed';
  data: string;
  labels: string;
}

/** Our extension: the pull request's diff, so the server need not fetch it. Other servers ignore the key. */
export interface GitDiff {
  base: string;
  head: string;
  text: string;
}

/** The JSON document PUT to `raw_upload_location`. */
export interface StoragePayload {
  report_fixes: { format: 'legacy'; value: Record<string, never> };
  network_files: string[];
  coverage_files: CoverageFile[];
  metadata: Record<string, never>;
  git_diff?: GitDiff;
}

export function encodeCoverageFile(filename: string, bytes: Uint8Array): CoverageFile {
  return { filename, format: 'base64+compressed', data: deflateSync(bytes).toString('base64'), labels: '' };
}

/** The report's path relative to the repository root with `/` separators; absolute when it lies outside. */
export function reportFilename(root: string, path: string): string {
  const inside = relative(root, path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return path;
  return inside.split(sep).join('/');
}

export async function readCoverageFiles(root: string, paths: readonly string[]): Promise<CoverageFile[]> {
  return Promise.all(
    paths.map(async (path) => encodeCoverageFile(reportFilename(root, path), await readFile(path))),
  );
}

/** Where teams keep codecov.yml, in the order the reference looks. */
const YAML_LOCATIONS = [
  'codecov.yml',
  '.codecov.yml',
  'codecov.yaml',
  '.codecov.yaml',
  '.github/codecov.yml',
  '.github/.codecov.yml',
  'dev/codecov.yml',
  'dev/.codecov.yml',
];

/**
 * The repository's codecov.yml as one more file of the payload: the server reads a file of that name as the
 * commit's configuration, so path fixes, ignores and flags apply without any other set-up.
 */
export async function readCodecovYaml(root: string): Promise<CoverageFile | null> {
  for (const location of YAML_LOCATIONS) {
    try {
      return encodeCoverageFile(location, await readFile(join(root, location)));
    } catch {
      // not there; try the next place
    }
  }
  return null;
}

export function storagePayload(
  coverageFiles: CoverageFile[],
  networkFiles: string[],
  gitDiff: GitDiff | null,
): StoragePayload {
  const payload: StoragePayload = {
    report_fixes: { format: 'legacy', value: {} },
    network_files: networkFiles,
    coverage_files: coverageFiles,
    metadata: {},
  };
  if (gitDiff) payload.git_diff = gitDiff;
  return payload;
}

export function serializePayload(payload: StoragePayload): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(payload));
}
