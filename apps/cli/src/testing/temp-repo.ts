import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Inside a git hook these point at the outer repository; the temporary ones must not inherit them.
for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete process.env[name];

/** Identity and signing settings for test commits, independent of the machine's git configuration. */
const COMMIT_SETTINGS = [
  '-c',
  'user.name=Canopy Test',
  '-c',
  'user.email=test@canopy.dev',
  '-c',
  'commit.gpgsign=false',
];

export function runGit(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...COMMIT_SETTINGS, ...args], { cwd, encoding: 'utf8' }).trim();
}

export function makeTempDir(prefix = 'canopy-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** Adds every file and commits; returns the new commit's sha. */
export function commitAll(root: string, message: string): string {
  runGit(root, 'add', '-A');
  runGit(root, 'commit', '-q', '-m', message);
  return runGit(root, 'rev-parse', 'HEAD');
}

/** A fresh repository on branch `main` with the given files in one commit. */
export function createTempRepo(files: Record<string, string>, remote?: string): string {
  const root = makeTempDir();
  runGit(root, 'init', '-q', '-b', 'main');
  if (remote) runGit(root, 'remote', 'add', 'origin', remote);
  writeFiles(root, files);
  commitAll(root, 'first');
  return root;
}
