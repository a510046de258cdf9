import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Dependencies, tool caches and build output: never where a project's own reports live, and often huge. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  '.hg',
  '.svn',
  '.nx',
  '.cache',
  '.yarn',
  '.next',
  '.nuxt',
  '.gradle',
  '.idea',
  '.vscode',
  '.venv',
  '.tox',
  '.mypy_cache',
  '.pytest_cache',
  '__pycache__',
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'venv',
  'virtualenv',
  'site-packages',
  'dist',
]);

const REPORT_NAMES = new Set([
  'lcov.info',
  'coverage-final.json',
  'coverage.json',
  'coverage.xml',
  'clover.xml',
  'coverage.out',
  'cover.out',
  '.resultset.json',
]);

const REPORT_PATTERNS = [/\.lcov$/, /^cobertura.*\.xml$/, /^jacoco.*\.xml$/, /\.coverprofile$/, /\.gcov$/];

/** `coverage.txt` is a common name for unrelated text, so it counts only when it starts like a Go coverprofile. */
const GO_PROFILE_NAME = 'coverage.txt';
const GO_PROFILE_START = 'mode: ';

function isReportName(name: string): boolean {
  const lower = name.toLowerCase();
  return REPORT_NAMES.has(lower) || REPORT_PATTERNS.some((pattern) => pattern.test(lower));
}

async function isGoProfile(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(
      Buffer.alloc(GO_PROFILE_START.length),
      0,
      GO_PROFILE_START.length,
      0,
    );
    return buffer.toString('utf8', 0, bytesRead) === GO_PROFILE_START;
  } finally {
    await file.close();
  }
}

/**
 * Files under `root` that `accept` takes, skipping dependency and cache folders. Symbolic links are not
 * followed, so the walk always ends. Sorted absolute paths.
 */
export async function findFiles(
  root: string,
  accept: (name: string, path: string) => boolean | Promise<boolean>,
): Promise<string[]> {
  const found: string[] = [];
  const pending = [root];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) pending.push(path);
      } else if (entry.isFile() && (await accept(entry.name, path))) {
        found.push(path);
      }
    }
  }
  return found.sort();
}

/** Finds coverage reports under `root` by file name alone (only `coverage.txt` is peeked at). */
export function discoverReports(root: string): Promise<string[]> {
  return findFiles(
    root,
    async (name, path) =>
      isReportName(name) || (name === GO_PROFILE_NAME && (await isGoProfile(path).catch(() => false))),
  );
}
