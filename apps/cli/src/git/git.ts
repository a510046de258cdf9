import { execFile } from 'node:child_process';
import { CliError } from '../errors';

/** Large monorepos have big file lists and diffs; the default 1 MB buffer would cut them off. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

export class GitError extends CliError {}

/** Runs git without a shell and returns its stdout; never prompts for credentials. */
export function git(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd,
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: 'utf8',
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** A value the upload can do without: null when git is missing, the folder is no repository, or the ref is unknown. */
async function optionalValue(args: readonly string[], cwd: string): Promise<string | null> {
  try {
    const value = (await git(args, cwd)).trim();
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function repoRoot(cwd: string): Promise<string | null> {
  return optionalValue(['rev-parse', '--show-toplevel'], cwd);
}

export function headSha(cwd: string): Promise<string | null> {
  return optionalValue(['rev-parse', 'HEAD'], cwd);
}

/** First parent of `sha`; null for a root commit or when the history is too shallow to have it. */
export function parentSha(cwd: string, sha: string): Promise<string | null> {
  return optionalValue(['rev-parse', '--verify', '--quiet', `${sha}^`], cwd);
}

/** The checked-out branch; null on a detached HEAD (the usual state in CI). */
export async function currentBranch(cwd: string): Promise<string | null> {
  const branch = await optionalValue(['rev-parse', '--abbrev-ref', 'HEAD'], cwd);
  return branch === 'HEAD' ? null : branch;
}

export function originUrl(cwd: string): Promise<string | null> {
  return optionalValue(['config', '--get', 'remote.origin.url'], cwd);
}

/** Paths tracked by git relative to the repository root: the server fixes report paths against them. */
export async function trackedFiles(root: string): Promise<string[]> {
  try {
    // -z keeps unusual file names unquoted.
    return (await git(['ls-files', '-z'], root)).split('\0').filter((path) => path !== '');
  } catch {
    return [];
  }
}

/** The full sha of a ref (`main`, `HEAD^`, a short sha); fails when git does not know it. */
export async function resolveCommit(cwd: string, ref: string): Promise<string> {
  return (await git(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`], cwd)).trim();
}

/** The best common ancestor of two commits. */
export async function mergeBase(cwd: string, base: string, head: string): Promise<string> {
  return (await git(['merge-base', '--end-of-options', base, head], cwd)).trim();
}

/** The unified diff of `head` against its merge base with `base`, as a pull request shows it. */
export function diffText(cwd: string, base: string, head: string): Promise<string> {
  return git(['diff', '--no-color', `${base}...${head}`], cwd);
}
