import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitMirrorProvider } from '../git-providers/git-mirror';
import { GitMissingError, type MirrorCommit, writeDemoMirror } from './demo-mirror';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };
const GRACE = { name: 'Grace Hopper', email: 'grace@example.com' };

function history(now: number): MirrorCommit[] {
  return [
    {
      branch: 'main',
      parent: null,
      author: ADA,
      date: new Date(now - 2000_000),
      message: 'First',
      tree: { 'src/a.ts': 'export const a = 1;\n', 'README.md': '# demo\n' },
    },
    {
      branch: 'feature/b',
      parent: 0,
      author: GRACE,
      date: new Date(now - 1000_000),
      message: 'Add b\n\nWith a body.',
      tree: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 2;\n' },
    },
  ];
}

describe('writeDemoMirror', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'canopy-demo-mirror-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const git = (folder: string, ...args: string[]) =>
    execFileSync('git', [`--git-dir=${folder}`, ...args], { encoding: 'utf8' }).trim();

  it('writes a bare repository that the mirror provider reads, and returns the SHAs git gave', async () => {
    const folder = path.join(scratch, 'github', 'canopy', 'demo.git');
    const commits = history(Date.UTC(2026, 0, 10));
    const result = await writeDemoMirror(folder, commits);
    if (!('shas' in result)) throw new Error(result.skipped);
    expect(result.shas).toEqual([git(folder, 'rev-parse', 'main'), git(folder, 'rev-parse', 'feature/b')]);
    expect(git(folder, 'rev-parse', '--is-bare-repository')).toBe('true');
    expect(git(folder, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main');

    const provider = new GitMirrorProvider({ root: scratch });
    const repo = { service: 'github', owner: 'canopy', name: 'demo' } as const;
    await expect(provider.commit(repo, result.shas[1]!)).resolves.toEqual({
      sha: result.shas[1],
      parents: [result.shas[0]],
      message: 'Add b\n\nWith a body.',
      author: 'Grace Hopper',
      authorEmail: 'grace@example.com',
      timestamp: commits[1]!.date,
    });
    // Each commit has exactly the files of its tree.
    await expect(provider.fileContent(repo, result.shas[1]!, 'src/b.ts')).resolves.toBe(
      'export const b = 2;\n',
    );
    await expect(provider.fileContent(repo, result.shas[1]!, 'README.md')).resolves.toBeNull();
    expect(await provider.diff(repo, result.shas[0]!, result.shas[1]!)).toContain('+++ b/src/b.ts');
  });

  it('gives the same SHAs for the same history, and moves the branches of a repository it made before', async () => {
    const folder = path.join(scratch, 'demo.git');
    const first = await writeDemoMirror(folder, history(Date.UTC(2026, 0, 10)));
    const again = await writeDemoMirror(folder, history(Date.UTC(2026, 0, 10)));
    expect(again).toEqual(first);
    const later = await writeDemoMirror(folder, history(Date.UTC(2026, 5, 1)));
    if (!('shas' in later)) throw new Error(later.skipped);
    expect(later.shas[0]).not.toBe((first as { shas: string[] }).shas[0]);
    expect(git(folder, 'rev-parse', 'main')).toBe(later.shas[0]);
    // The new first commit starts the history afresh.
    expect(git(folder, 'rev-list', '--count', 'main')).toBe('1');
  });

  it('leaves a repository it did not make alone', async () => {
    const folder = path.join(scratch, 'demo.git');
    execFileSync('git', ['init', '--bare', '--quiet', folder]);
    await expect(writeDemoMirror(folder, history(Date.now()))).resolves.toEqual({
      skipped: `${folder} holds a repository the demo did not make`,
    });
    mkdirSync(path.join(scratch, 'plain'));
    writeFileSync(path.join(scratch, 'plain', 'description'), 'something else\n');
    await expect(writeDemoMirror(path.join(scratch, 'plain'), history(Date.now()))).resolves.toHaveProperty(
      'skipped',
    );
  });

  it('says when git is missing', async () => {
    await expect(
      writeDemoMirror(path.join(scratch, 'demo.git'), history(Date.now()), path.join(scratch, 'no-git')),
    ).rejects.toBeInstanceOf(GitMissingError);
  });
});
