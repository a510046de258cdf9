import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RepoRef } from './git-provider';
import { GitMirrorProvider, isSafeRef } from './git-mirror';

const REPO: RepoRef = { service: 'github', owner: 'acme', name: 'widgets' };
const SUBGROUP_REPO: RepoRef = { service: 'gitlab', owner: 'acme/platform', name: 'widgets' };

/** Commits made the same way on every machine, whatever the global git configuration. */
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Ada',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_AUTHOR_DATE: '2024-05-01T09:30:00Z',
  GIT_COMMITTER_NAME: 'Ada',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_COMMITTER_DATE: '2024-05-01T09:30:00Z',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

function commitFile(work: string, file: string, text: string, message: string): string {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), text);
  git(work, 'add', file);
  git(work, 'commit', '-q', '-m', message);
  return git(work, 'rev-parse', 'HEAD');
}

describe('GitMirrorProvider', () => {
  let scratch: string;
  let mirror: GitMirrorProvider;
  const shas: Record<'root' | 'feature' | 'main', string> = { root: '', feature: '', main: '' };

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'canopy-mirror-'));
    const work = path.join(scratch, 'work');
    mkdirSync(work);
    git(work, 'init', '-q', '-b', 'main');
    shas.root = commitFile(work, 'src/math.js', 'export const one = 1;\nexport const two = 2;\n', 'Add math');
    git(work, 'checkout', '-q', '-b', 'feature/sums');
    shas.feature = commitFile(
      work,
      'src/math.js',
      'export const one = 1;\nexport const three = 3;\n',
      'Sums',
    );
    git(work, 'checkout', '-q', 'main');
    shas.main = commitFile(work, 'README.md', '# Widgets\n', 'Readme');
    const root = path.join(scratch, 'mirrors');
    git(scratch, 'clone', '-q', '--mirror', work, path.join(root, 'github', 'acme', 'widgets.git'));
    // A subgroup path and a folder without the .git suffix.
    git(scratch, 'clone', '-q', '--mirror', work, path.join(root, 'gitlab', 'acme', 'platform', 'widgets'));
    mirror = new GitMirrorProvider({ root });
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('reads a commit with its parents', async () => {
    await expect(mirror.commit(REPO, shas.feature)).resolves.toEqual({
      sha: shas.feature,
      parents: [shas.root],
      message: 'Sums',
      author: 'Ada',
      authorEmail: 'ada@example.com',
      timestamp: new Date('2024-05-01T09:30:00Z'),
    });
    expect((await mirror.commit(REPO, shas.main.slice(0, 10)))?.sha).toBe(shas.main);
  });

  it('finds the merge base of a branch and main', async () => {
    await expect(mirror.mergeBase(REPO, shas.main, shas.feature)).resolves.toBe(shas.root);
    await expect(mirror.mergeBase(SUBGROUP_REPO, 'main', 'feature/sums')).resolves.toBe(shas.root);
  });

  it('diffs a branch from its merge base, leaving out what main changed since', async () => {
    const diff = await mirror.diff(REPO, 'main', 'feature/sums');
    expect(diff).toContain('diff --git a/src/math.js b/src/math.js');
    expect(diff).toContain('-export const two = 2;\n+export const three = 3;\n');
    expect(diff).not.toContain('README.md');
  });

  it('reads file contents at a ref', async () => {
    await expect(mirror.fileContent(REPO, 'feature/sums', 'src/math.js')).resolves.toBe(
      'export const one = 1;\nexport const three = 3;\n',
    );
    await expect(mirror.fileContent(REPO, shas.root, '/src/math.js')).resolves.toContain('two = 2');
    await expect(mirror.fileContent(REPO, shas.root, 'README.md')).resolves.toBeNull();
    await expect(mirror.fileContent(REPO, 'main', 'src')).resolves.toBeNull();
    await expect(mirror.fileContent(REPO, 'main', '../etc/passwd')).resolves.toBeNull();
  });

  it('answers null for unknown shas, unsafe refs, missing repositories and pulls', async () => {
    await expect(mirror.commit(REPO, 'f'.repeat(40))).resolves.toBeNull();
    await expect(mirror.mergeBase(REPO, 'main', 'f'.repeat(40))).resolves.toBeNull();
    await expect(mirror.diff(REPO, '--output=/tmp/x', 'main')).resolves.toBeNull();
    await expect(mirror.commit({ ...REPO, name: 'gadgets' }, shas.main)).resolves.toBeNull();
    await expect(mirror.commit({ ...REPO, owner: '..' }, shas.main)).resolves.toBeNull();
    await expect(mirror.pull(REPO, 1)).resolves.toBeNull();
  });

  it('reports a git that cannot run as a ProviderError', async () => {
    const broken = new GitMirrorProvider({
      root: path.join(scratch, 'mirrors'),
      git: path.join(scratch, 'no-git'),
    });
    await expect(broken.commit(REPO, shas.main)).rejects.toThrow(/could not run in the mirror/);
  });
});

describe('isSafeRef', () => {
  it('accepts shas and branch names and refuses options, ranges and paths', () => {
    for (const ref of ['main', 'feature/sums', 'v1.2.3', 'a'.repeat(40), 'release-2024_05'])
      expect(isSafeRef(ref)).toBe(true);
    for (const ref of [
      '-p',
      '--output=x',
      'a..b',
      'a...b',
      'main@{1}',
      'main:src/x.js',
      'a b',
      'main/',
      '',
      'x.',
    ]) {
      expect(isSafeRef(ref)).toBe(false);
    }
  });
});
