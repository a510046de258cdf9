import { sourceExcerpt, suggestionPrompt, type UncoveredFile } from './prompt';

const source = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`).join('\n');

describe('the suggestion prompt', () => {
  it('shows each uncovered line with three lines around it, marked and numbered as in the file', () => {
    const excerpt = sourceExcerpt(source, [10, 20]);
    expect(excerpt.split('\n')).toEqual([
      '     7 | line 7',
      '     8 | line 8',
      '     9 | line 9',
      '>   10 | line 10',
      '    11 | line 11',
      '    12 | line 12',
      '    13 | line 13',
      '   ...',
      '    17 | line 17',
      '    18 | line 18',
      '    19 | line 19',
      '>   20 | line 20',
      '    21 | line 21',
      '    22 | line 22',
      '    23 | line 23',
    ]);
  });

  it('holds the pull, the patch and the uncovered lines of each file', () => {
    const file: UncoveredFile = {
      path: 'src/merge.ts',
      lines: [10],
      source,
      diff: {
        path: 'src/merge.ts',
        before: null,
        type: 'modified',
        binary: false,
        segments: [{ header: [9, 1, 9, 2], lines: [' line 9', '+line 10'] }],
      },
    };
    const { prompt, filesShown } = suggestionPrompt(
      { pullid: 12, title: 'Merge', repository: 'canopy/demo' },
      [file],
    );
    expect(filesShown).toBe(1);
    expect(prompt).toContain('Pull request #12 "Merge" in canopy/demo.');
    expect(prompt).toContain('## src/merge.ts');
    expect(prompt).toContain('Uncovered lines added by the pull request: 10');
    expect(prompt).toContain('@@ -9,1 +9,2 @@\n line 9\n+line 10');
    expect(prompt).toContain('>   10 | line 10');
  });

  it('stays under its bound: files past it are named, not shown', () => {
    const big = (path: string): UncoveredFile => ({
      path,
      lines: [5],
      source: `${'x'.repeat(3000)}\n`.repeat(10),
      diff: null,
    });
    const { prompt, filesShown } = suggestionPrompt(
      { pullid: 1, title: null, repository: 'o/r' },
      [big('a.ts'), big('b.ts'), big('c.ts')],
      3_000,
    );
    expect(prompt.length).toBeLessThanOrEqual(3_000);
    expect(prompt).toContain(`${'x'.repeat(240)}…`);
    expect(filesShown).toBe(1);
    expect(prompt).toContain('Also uncovered, not shown to keep this short: b.ts, c.ts');
  });

  it('says so when a source could not be read', () => {
    const { prompt } = suggestionPrompt({ pullid: 1, title: null, repository: 'o/r' }, [
      { path: 'gone.ts', lines: [1], source: null, diff: null },
    ]);
    expect(prompt).toContain('(The source of this file could not be read.)');
  });
});
