import { type CoverageTotals, emptyTotals } from '@canopy/coverage';
import { commentBody, type CommentData, layoutSections } from './comment-body';
import { percentFormat } from './format';

const totals = (hits: number, misses: number, partials = 0): CoverageTotals => {
  const lines = hits + misses + partials;
  return { ...emptyTotals(), files: 1, lines, hits, misses, partials, coverage: (hits / lines) * 100 };
};
const data = (over: Partial<CommentData> = {}): CommentData => ({
  pullid: 5,
  pullUrl: 'https://c.example/gh/o/r/pull/5',
  commitUrl: (sha) => `https://c.example/gh/o/r/commit/${sha}`,
  baseBranch: 'main',
  baseSha: 'a'.repeat(40),
  headSha: 'b'.repeat(40),
  base: totals(1, 1),
  head: totals(3, 1),
  patch: totals(1, 1),
  files: [{ path: 'src/my_file.js', headCoverage: 75, patchCoverage: 50, change: 25, isNewFile: false }],
  flags: [{ name: 'unit', headCoverage: 75, patchCoverage: null, change: null }],
  ...over,
});
const fmt = percentFormat({});

describe('commentBody', () => {
  it('writes the header and the sections of the layout in order', () => {
    expect(commentBody(data(), layoutSections('reach, diff, flags, files'), fmt)).toBe(
      [
        '## [Codecov](https://c.example/gh/o/r/pull/5) Report',
        ':x: Patch coverage is `50.00000%` with `1 line` in your changes missing coverage. Please review.',
        ':white_check_mark: Project coverage is 75.00%. Comparing base ([`aaaaaaa`](https://c.example/gh/o/r/commit/' +
          'a'.repeat(40) +
          ')) to head ([`bbbbbbb`](https://c.example/gh/o/r/commit/' +
          'b'.repeat(40) +
          ')).',
        '',
        '```diff',
        '@@            Coverage Diff             @@',
        '##             main       #5      +/-   ##',
        '==========================================',
        '+ Coverage   50.00%   75.00%  +25.00%',
        '==========================================',
        '  Files           1        1',
        '  Lines           2        4       +2',
        '  Branches        0        0',
        '==========================================',
        '+ Hits            1        3       +2',
        '  Misses          1        1',
        '  Partials        0        0',
        '```',
        '',
        '| Flag | Coverage Δ | |',
        '|---|---|---|',
        '| unit | `75.00% <ø> (ø)` |  |',
        '',
        '| [Impacted Files](https://c.example/gh/o/r/pull/5) | Coverage Δ | |',
        '|---|---|---|',
        '| src/my\\_file.js | `75.00% <50.00%> (+25.00%)` | :arrow_up: |',
      ].join('\n'),
    );
  });

  it('says when every changed line is covered and when the base has no report', () => {
    const body = commentBody(data({ patch: totals(2, 0), base: null, baseSha: null }), ['files'], fmt);
    expect(body.split('\n').slice(1, 3)).toEqual([
      ':white_check_mark: All modified and coverable lines are covered by tests.',
      ':exclamation: No coverage uploaded for pull request base (`main`). Project coverage is 75.00%.',
    ]);
  });

  it('marks a drop and a new file', () => {
    const body = commentBody(
      data({
        head: totals(1, 3),
        files: [{ path: 'new.js', headCoverage: 25, patchCoverage: 25, change: null, isNewFile: true }],
      }),
      ['diff', 'tree'],
      fmt,
    );
    expect(body).toContain(':x: Project coverage is 25.00%.');
    expect(body).toContain('- Coverage   50.00%   25.00%  -25.00%');
    expect(body).toContain('- Misses          1        3       +2');
    expect(body).toContain('| new.js | `25.00% <25.00%> (ø)` |  |');
  });

  it('shows patch coverage only with hide_project_coverage', () => {
    const body = commentBody(data({ hideProjectCoverage: true }), layoutSections('diff, files'), fmt);
    expect(body).not.toContain('Project coverage');
    expect(body).not.toContain('Coverage Diff');
    expect(body).toContain('Patch coverage is `50.00000%`');
  });

  it('lists components as flags are listed', () => {
    const components = [{ name: 'Core', headCoverage: 75, patchCoverage: 50, change: -1 }];
    expect(commentBody(data({ components }), ['components'], fmt).split('\n').slice(-3)).toEqual([
      '| Components | Coverage Δ | |',
      '|---|---|---|',
      '| Core | `75.00% <50.00%> (-1.00%)` | :arrow_down: |',
    ]);
  });

  it('says carried-forward flags are left out unless show_carryforward_flags', () => {
    const hidden = commentBody(data({ showCarryforwardFlags: false }), layoutSections('flags'), fmt);
    expect(hidden).toContain(
      "| unit | `75.00% <ø> (ø)` |  |\n\nFlags with carried forward coverage won't be shown. [Click here](https://docs.codecov.io/docs/carryforward-flags#carryforward-flags-in-the-pull-request-comment) to find out more.",
    );
  });

  it('marks the carried-forward flags it shows with show_carryforward_flags', () => {
    const flags = [
      { name: 'unit', headCoverage: 75, patchCoverage: null, change: null },
      { name: 'e2e', headCoverage: 50, patchCoverage: null, change: 0, carriedForward: true },
    ];
    const body = commentBody(data({ flags, showCarryforwardFlags: true }), layoutSections('flags'), fmt);
    expect(body).toContain('| e2e | `50.00% <ø> (+0.00%)` | *Carriedforward* |');
    expect(body).toContain('| unit | `75.00% <ø> (ø)` |  |');
    expect(body).toContain(
      '*This pull request uses carry forward flags. [Click here](https://docs.codecov.io/docs/carryforward-flags) to find out more.',
    );
    const none = commentBody(data({ showCarryforwardFlags: true }), layoutSections('flags'), fmt);
    expect(none).not.toContain('carry forward');
  });
});
