import { formatSeconds, shortenPaths, testResultsCommentSection } from './comment-section';

const base = {
  passed: 4,
  failed: 0,
  skipped: 1,
  failedTests: [],
  error: null,
  defaultBranch: 'main',
  testsPageUrl: 'https://canopy.test/gh/acme/widgets/tests/feature',
};

describe('testResultsCommentSection', () => {
  it('says nothing when every test passed and nothing failed to process', () => {
    expect(testResultsCommentSection(base)).toBeNull();
  });

  it('lists failed tests by shortest run time, flaky ones apart, with the dashboard link', () => {
    const lines = testResultsCommentSection({
      ...base,
      failed: 3,
      failedTests: [
        {
          name: 'src/slow.test.ts > slow',
          durationSeconds: 2.5,
          failureMessage: 'Error: boom\r\n    at /home/ci/project/src/deep/slow.test.ts:3:9',
          buildUrl: 'https://ci.test/build/1',
          isFlaky: false,
          flakeRate: null,
        },
        {
          name: 'src/fast.test.ts > fast',
          durationSeconds: 0.0123,
          failureMessage: 'expected ```1``` to be 2',
          buildUrl: null,
          isFlaky: false,
          flakeRate: null,
        },
        {
          name: 'tests/test_x.py::test_retry',
          durationSeconds: null,
          failureMessage: null,
          buildUrl: null,
          isFlaky: true,
          flakeRate: 0.4,
        },
      ],
    })!;
    const text = lines.join('\n');
    expect(lines.slice(0, 4)).toEqual([
      '### :x: 3 Tests Failed:',
      '| Tests completed | Failed | Passed | Skipped |',
      '|---|---|---|---|',
      '| 7 | 3 | 4 | 1 |',
    ]);
    expect(text).toContain('<details><summary>View the top 2 failed tests by shortest run time</summary>');
    expect(text.indexOf('fast.test.ts > fast')).toBeLessThan(text.indexOf('slow.test.ts > slow'));
    expect(text).toContain('> <details><summary>Stack Traces | 0.012s run time</summary>');
    expect(text).toContain('> <details><summary>Stack Traces | 2.5s run time</summary>');
    expect(text).toContain('> >     at .../src/deep/slow.test.ts:3:9');
    expect(text).not.toContain('\r');
    // A message with backticks cannot close its code block.
    expect(text).toContain('> > ````\n> > expected ```1``` to be 2\n> > ````');
    expect(text).toContain('> > [View](https://ci.test/build/1) the CI Build');
    expect(text).toContain('<details><summary>View the full list of 1 :snowflake: flaky test</summary>');
    expect(text).toContain('> **Flake rate in main:** 40.00%');
    expect(lines.at(-1)).toBe(
      'To view more test analytics, go to the [Test Analytics Dashboard](https://canopy.test/gh/acme/widgets/tests/feature)',
    );
  });

  it('explains an upload that could not be processed', () => {
    const lines = testResultsCommentSection({
      ...base,
      error: { code: 'unsupported_file_format', message: 'Error parsing JUnit XML in junit.xml at 3:1: x' },
    })!;
    expect(lines).toEqual([
      '### :x: Unsupported file format',
      '',
      '> Upload processing failed due to unsupported file format. Please review the parser error message:',
      '> ```',
      '> Error parsing JUnit XML in junit.xml at 3:1: x',
      '> ```',
      '',
      'To view more test analytics, go to the [Test Analytics Dashboard](https://canopy.test/gh/acme/widgets/tests/feature)',
    ]);
  });
});

describe('helpers', () => {
  it('prints seconds with at most three decimals', () => {
    expect([formatSeconds(0.0004), formatSeconds(1.5), formatSeconds(null), formatSeconds(3)]).toEqual([
      '0',
      '1.5',
      '0',
      '3',
    ]);
  });

  it('keeps the last three levels of deep paths', () => {
    expect(shortenPaths('at /a/b/c/d/e.ts:1 and src/x.ts')).toBe('at .../c/d/e.ts:1 and src/x.ts');
    expect(shortenPaths('C:\\work\\proj\\src\\a.cs')).toBe('...\\proj\\src\\a.cs');
  });
});
