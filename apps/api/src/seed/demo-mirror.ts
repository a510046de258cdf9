import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceTree } from './demo-sources';

/** One commit of a demo repository's history, as git records it. */
export interface MirrorCommit {
  branch: string;
  /** Position of the parent in the same list; null for a first commit. */
  parent: number | null;
  author: { name: string; email: string };
  date: Date;
  message: string;
  /** Every file of the commit. */
  tree: SourceTree;
}

/** The SHAs of the commits, in the order given; or why no repository was written. */
export type MirrorResult = { shas: string[] } | { skipped: string };

/** The `git` executable could not be started. */
export class GitMissingError extends Error {
  override name = 'GitMissingError';
}

/** Written to the repository's description: a mirror with another description is not the demo's to replace. */
const MARKER = 'Canopy demo repository, made on the first start.\n';

/** The same commits on every machine, whatever the git configuration of the account the server runs as. */
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
};

function run(git: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(git, args, { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new GitMissingError(`${git} was not found`) : error),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(output).toString('utf8'));
      const message = Buffer.concat(errors).toString('utf8').trim();
      reject(new Error(`git ${args.find((arg) => !arg.startsWith('-'))} failed (${code}): ${message}`));
    });
    child.stdin.on('error', () => {}); // a failing command closes its input early; 'close' reports why
    child.stdin.end(input);
  });
}

function data(text: string): string {
  return `data ${Buffer.byteLength(text)}\n${text}\n`;
}

/** The commits as a `git fast-import` stream: each commit lists its whole tree. */
function importStream(commits: MirrorCommit[]): string {
  const parts: string[] = [];
  for (const [index, commit] of commits.entries()) {
    const ref = `refs/heads/${commit.branch}`;
    // A first commit starts its branch afresh, also over a branch an earlier first start left.
    if (commit.parent === null) parts.push(`reset ${ref}\n`);
    const who = `${commit.author.name} <${commit.author.email}> ${Math.floor(commit.date.getTime() / 1000)} +0000`;
    parts.push(
      `commit ${ref}\n`,
      `mark :${index + 1}\n`,
      `author ${who}\n`,
      `committer ${who}\n`,
      data(commit.message),
    );
    if (commit.parent !== null) parts.push(`from :${commit.parent + 1}\n`);
    parts.push('deleteall\n');
    for (const [file, text] of Object.entries(commit.tree))
      parts.push(`M 100644 inline ${file}\n`, data(text));
    parts.push('\n');
  }
  return parts.join('');
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a demo repository's history as a bare repository at `folder` (`{mirrorDir}/{service}/{owner}/{name}.git`)
 * with one `git fast-import`, and returns the SHAs git gave the commits. A repository the demo made earlier gets
 * the new history (its branches are moved); any other repository there is left alone.
 */
export async function writeDemoMirror(
  folder: string,
  commits: MirrorCommit[],
  git = 'git',
): Promise<MirrorResult> {
  if (await exists(folder)) {
    const description = await readFile(path.join(folder, 'description'), 'utf8').catch(() => '');
    if (description !== MARKER) return { skipped: `${folder} holds a repository the demo did not make` };
  } else {
    await mkdir(path.dirname(folder), { recursive: true });
    await run(git, ['init', '--bare', '--quiet', folder], '');
    await writeFile(path.join(folder, 'description'), MARKER);
    await writeFile(path.join(folder, 'HEAD'), 'ref: refs/heads/main\n');
  }
  const marks = path.join(folder, 'canopy-demo-marks');
  try {
    await run(
      git,
      [`--git-dir=${folder}`, 'fast-import', '--quiet', '--force', `--export-marks=${marks}`],
      importStream(commits),
    );
    const byMark = new Map(
      (await readFile(marks, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [mark = '', sha = ''] = line.split(' ');
          return [mark, sha] as const;
        }),
    );
    return { shas: commits.map((_, index) => byMark.get(`:${index + 1}`) ?? '') };
  } finally {
    await rm(marks, { force: true });
  }
}
