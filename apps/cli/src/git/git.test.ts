import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, createTempRepo, makeTempDir, removeDir, runGit } from '../testing/temp-repo';
import {
  currentBranch,
  diffText,
  mergeBase,
  git,
  GitError,
  headSha,
  originUrl,
  parentSha,
  repoRoot,
  resolveCommit,
  trackedFiles,
} from './git';

describe('git helpers in a repository', () => {
  let root: string;
  let first: string;
  let second: string;

  beforeAll(() => {
    root = createTempRepo(
      { 'src/math.js': 'export const add = (a, b) => a + b;\n', 'odd name.txt': 'x\n' },
      'git@gitlab.com:group/sub/proj.git',
    );
    first = runGit(root, 'rev-parse', 'HEAD');
    writeFileSync(join(root, 'src/math.js'), 'export const add = (a, b) => a + b;\nexport const one = 1;\n');
    second = commitAll(root, 'second');
  });

  afterAll(() => removeDir(root));

  it('reads the commit, its parent, the branch, the remote and the root', async () => {
    expect(await headSha(root)).toBe(second);
    expect(await parentSha(root, second)).toBe(first);
    expect(await currentBranch(root)).toBe('main');
    expect(await originUrl(root)).toBe('git@gitlab.com:group/sub/proj.git');
    expect(await repoRoot(join(root, 'src'))).toBe(runGit(root, 'rev-parse', '--show-toplevel'));
  });

  it('has no parent for the root commit', async () => {
    expect(await parentSha(root, first)).toBeNull();
  });

  it('has no branch on a detached HEAD', async () => {
    const clone = makeTempDir();
    try {
      runGit(clone, 'clone', '-q', root, '.');
      runGit(clone, 'checkout', '-q', '--detach', first);
      expect(await currentBranch(clone)).toBeNull();
      expect(await headSha(clone)).toBe(first);
    } finally {
      removeDir(clone);
    }
  });

  it('lists tracked files relative to the root, unusual names unquoted', async () => {
    writeFileSync(join(root, 'untracked.txt'), 'not added\n');
    expect((await trackedFiles(root)).sort()).toEqual(['odd name.txt', 'src/math.js']);
  });

  it('resolves refs to full shas and diffs base...head', async () => {
    expect(await resolveCommit(root, 'HEAD^')).toBe(first);
    const diff = await diffText(root, first, second);
    expect(diff).toContain('diff --git a/src/math.js b/src/math.js');
    expect(diff).toContain('+export const one = 1;');
    expect(await mergeBase(root, first, second)).toBe(first);
  });

  it('fails with a GitError naming the command for an unknown ref', async () => {
    await expect(resolveCommit(root, 'no-such-ref')).rejects.toThrow(GitError);
    await expect(git(['rev-parse', '--verify', 'no-such-ref'], root)).rejects.toThrow(
      /git rev-parse --verify/,
    );
  });
});

describe('git helpers outside a repository', () => {
  let folder: string;

  beforeAll(() => {
    folder = makeTempDir();
  });

  afterAll(() => removeDir(folder));

  it('returns nothing instead of failing', async () => {
    expect(await repoRoot(folder)).toBeNull();
    expect(await headSha(folder)).toBeNull();
    expect(await currentBranch(folder)).toBeNull();
    expect(await originUrl(folder)).toBeNull();
    expect(await trackedFiles(folder)).toEqual([]);
  });
});
