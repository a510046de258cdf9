import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type CommitDetails,
  type GitProvider,
  ProviderError,
  type PullDetails,
  type RepoRef,
} from './git-provider';

export interface GitMirrorOptions {
  /** Holds `{service}/{owner}/{name}.git` bare mirrors (`git clone --mirror`). */
  root: string;
  /** The git executable; `git` from PATH unless set. */
  git?: string;
  /** Milliseconds a git command may run; 30 s unless set. */
  timeoutMs?: number;
}

interface GitResult {
  code: number;
  stdout: string;
}

/** Diffs and files of large repositories are big; the limit only guards against runaway output. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

/** A folder name in the mirror root: no separators, no `.` or `..`. */
const SAFE_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9_.-]+$/;
/** A sha or a branch or tag name; rules out options, ranges (`..`), reflog syntax (`@{`) and `rev:path`. */
const SAFE_REF = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*[./]$)[A-Za-z0-9_][A-Za-z0-9_./+-]{0,254}$/;

export function isSafeRef(ref: string): boolean {
  return SAFE_REF.test(ref);
}

function mirrorSegments(repo: RepoRef): string[] | null {
  const segments = [repo.service, ...repo.owner.split('/'), repo.name];
  return segments.every((part) => SAFE_SEGMENT.test(part)) ? segments : null;
}

/** A repository-relative file path, or null when it cannot name a file. */
function cleanFilePath(file: string): string | null {
  const cleaned = file.replace(/^(\.?\/)+/, '');
  if (cleaned === '' || cleaned.includes('\0')) return null;
  return cleaned.split('/').some((part) => part === '..' || part === '.' || part === '') ? null : cleaned;
}

async function isDirectory(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Reads local bare mirrors with the git command line. Mirrors know commits, diffs and files but not pull requests.
 * Every ref is checked against a strict pattern and resolved to a sha before any other command sees it.
 */
export class GitMirrorProvider implements GitProvider {
  readonly kind = 'mirror';
  private readonly root: string;
  private readonly git: string;
  private readonly timeoutMs: number;

  constructor(options: GitMirrorOptions) {
    this.root = path.resolve(options.root);
    this.git = options.git ?? 'git';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async pull(_repo: RepoRef, _pullid: number): Promise<PullDetails | null> {
    return null;
  }

  async commit(repo: RepoRef, sha: string): Promise<CommitDetails | null> {
    const folder = await this.folder(repo);
    const commit = folder && (await this.resolve(folder, sha));
    if (!folder || !commit) return null;
    const format = '--format=%H%x00%P%x00%an%x00%ae%x00%aI%x00%B';
    const { stdout } = await this.runOrFail(folder, ['log', '-1', format, '--end-of-options', commit]);
    const [full = commit, parents = '', author = '', email = '', date = '', message = ''] =
      stdout.split('\0');
    const timestamp = new Date(date);
    return {
      sha: full,
      parents: parents.split(' ').filter(Boolean),
      message: message.replace(/\n+$/, '') || null,
      author: author || null,
      authorEmail: email || null,
      timestamp: Number.isNaN(timestamp.getTime()) ? null : timestamp,
    };
  }

  async mergeBase(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const found = await this.resolvePair(repo, base, head);
    if (!found) return null;
    const result = await this.run(found.folder, ['merge-base', '--end-of-options', found.base, found.head]);
    if (result.code === 1) return null; // unrelated histories
    if (result.code !== 0) throw this.failure('merge-base', result.code);
    return result.stdout.trim() || null;
  }

  async diff(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const found = await this.resolvePair(repo, base, head);
    if (!found) return null;
    const args = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '--end-of-options'];
    const { stdout } = await this.runOrFail(found.folder, [...args, `${found.base}...${found.head}`]);
    return stdout;
  }

  async fileContent(repo: RepoRef, ref: string, file: string): Promise<string | null> {
    const folder = await this.folder(repo);
    const commit = folder && (await this.resolve(folder, ref));
    const wanted = cleanFilePath(file);
    if (!folder || !commit || !wanted) return null;
    // ls-tree tells a missing path (no output) from a failure, which `git show rev:path` does not.
    const listing = await this.runOrFail(folder, ['ls-tree', '-z', '--full-tree', commit, '--', wanted]);
    const entry = listing.stdout.split('\0')[0] ?? '';
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
    if (!match || match[2] !== wanted) return null;
    const { stdout } = await this.runOrFail(folder, ['cat-file', 'blob', match[1] ?? '']);
    return stdout;
  }

  private async folder(repo: RepoRef): Promise<string | null> {
    const segments = mirrorSegments(repo);
    if (!segments) return null;
    const bare = path.join(this.root, ...segments);
    for (const candidate of [`${bare}.git`, bare]) if (await isDirectory(candidate)) return candidate;
    return null;
  }

  /** The full sha of a commit, or null when the ref is unsafe or unknown. */
  private async resolve(folder: string, ref: string): Promise<string | null> {
    if (!isSafeRef(ref)) return null;
    const result = await this.run(folder, [
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${ref}^{commit}`,
    ]);
    if (result.code === 0) return result.stdout.trim();
    if (result.code === 1) return null;
    throw this.failure('rev-parse', result.code);
  }

  private async resolvePair(repo: RepoRef, base: string, head: string) {
    const folder = await this.folder(repo);
    if (!folder) return null;
    const [baseSha, headSha] = await Promise.all([this.resolve(folder, base), this.resolve(folder, head)]);
    return baseSha && headSha ? { folder, base: baseSha, head: headSha } : null;
  }

  private async runOrFail(folder: string, args: string[]): Promise<GitResult> {
    const result = await this.run(folder, args);
    if (result.code !== 0) throw this.failure(args[0] ?? 'git', result.code);
    return result;
  }

  private failure(command: string, code: number): ProviderError {
    return new ProviderError(`git ${command} failed in the mirror (exit code ${code})`);
  }

  private run(folder: string, args: string[]): Promise<GitResult> {
    // The mirror root is chosen by the administrator, so its repositories are trusted whoever owns them.
    const global = ['-c', `safe.directory=${folder}`, '-c', 'core.quotePath=false', '--literal-pathspecs'];
    return new Promise((resolve, reject) => {
      execFile(
        this.git,
        [...global, `--git-dir=${folder}`, ...args],
        { maxBuffer: MAX_OUTPUT_BYTES, timeout: this.timeoutMs, encoding: 'utf8', windowsHide: true },
        (error, stdout) => {
          if (!error) return resolve({ code: 0, stdout });
          if (typeof error.code === 'number' && !error.killed) return resolve({ code: error.code, stdout });
          reject(new ProviderError(`git ${args[0] ?? ''} could not run in the mirror (${error.message})`));
        },
      );
    });
  }
}
