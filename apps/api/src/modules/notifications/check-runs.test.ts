import { annotationsWanted, checkAnnotations, checkRun, checkRunsWanted } from './check-runs';

describe('checkRunsWanted', () => {
  it.each<[string, Parameters<typeof checkRunsWanted>, boolean]>([
    ['GitHub with the app', [{}, 'github', true], true],
    ['GitHub Enterprise with the app', [{}, 'github_enterprise', true], true],
    ['without the app', [{}, 'github', false], false],
    ['github_checks: false', [{ github_checks: false }, 'github', true], false],
    ['github_checks with settings', [{ github_checks: { annotations: false } }, 'github', true], true],
    ['another host', [{}, 'gitlab', true], false],
  ])('%s', (_name, args, expected) => {
    expect(checkRunsWanted(...args)).toBe(expected);
  });
});

describe('annotationsWanted', () => {
  it('is on unless switched off', () => {
    expect(annotationsWanted({})).toBe(true);
    expect(annotationsWanted({ github_checks: true })).toBe(true);
    expect(annotationsWanted({ github_checks: { annotations: true } })).toBe(true);
    expect(annotationsWanted({ github_checks: { annotations: false } })).toBe(false);
  });
});

describe('checkAnnotations', () => {
  it('gives one annotation per run of consecutive lines, in Codecov’s words', () => {
    expect(
      checkAnnotations([
        { path: 'src/a.js', lines: [7, 3, 4, 5, 9] },
        { path: 'src/b.js', lines: [1] },
      ]),
    ).toEqual([
      {
        path: 'src/a.js',
        startLine: 3,
        endLine: 5,
        level: 'warning',
        message: 'Added lines #L3 - L5 were not covered by tests',
      },
      {
        path: 'src/a.js',
        startLine: 7,
        endLine: 7,
        level: 'warning',
        message: 'Added line #L7 was not covered by tests',
      },
      {
        path: 'src/a.js',
        startLine: 9,
        endLine: 9,
        level: 'warning',
        message: 'Added line #L9 was not covered by tests',
      },
      {
        path: 'src/b.js',
        startLine: 1,
        endLine: 1,
        level: 'warning',
        message: 'Added line #L1 was not covered by tests',
      },
    ]);
  });

  it('has nothing to say without uncovered lines', () => {
    expect(checkAnnotations([])).toEqual([]);
    expect(checkAnnotations([{ path: 'a', lines: [] }])).toEqual([]);
  });
});

describe('checkRun', () => {
  const url = 'https://canopy.example/gh/acme/r/pull/5';

  it('carries the status: its state as the conclusion, its description as title and summary', () => {
    expect(
      checkRun('codecov/patch', { state: 'failure', description: '50.00% of diff hit' }, url, []),
    ).toEqual({
      name: 'codecov/patch',
      conclusion: 'failure',
      title: '50.00% of diff hit',
      summary: `[View this Pull Request on Codecov](${url})\n\n50.00% of diff hit`,
      detailsUrl: url,
      annotations: [],
    });
  });

  it('fails a check whose status would be an error', () => {
    expect(checkRun('codecov/project', { state: 'error', description: 'x' }, url, []).conclusion).toBe(
      'failure',
    );
    expect(checkRun('codecov/project', { state: 'success', description: 'x' }, url, []).conclusion).toBe(
      'success',
    );
  });
});
