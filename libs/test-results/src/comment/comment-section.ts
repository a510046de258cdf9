/**
 * The test results section of the pull request comment (docs/processing-reference.md §5.6), as Codecov writes
 * it: a title with the number of failures, the counts table, the failed tests with their stack traces, the
 * flaky ones apart, and a link to the repository's tests page. Pure: the server reads the data.
 */

export interface CommentFailedTest {
  /** The computed name people read. */
  name: string;
  durationSeconds: number | null;
  failureMessage: string | null;
  /** The CI build of the upload the failure came from. */
  buildUrl: string | null;
  isFlaky: boolean;
  /** Failures over runs of the open flaky spell, 0 to 1; null when not flaky. */
  flakeRate: number | null;
}

export interface TestResultsCommentInput {
  passed: number;
  /** Failures, flaky ones included. */
  failed: number;
  skipped: number;
  /** The failed tests (each test once, by its latest run on the commit). */
  failedTests: CommentFailedTest[];
  /** Why the latest failed test results upload of the commit could not be processed, if one could not. */
  error: { code: string | null; message: string | null } | null;
  /** The repository's default branch, where flake rates are counted. */
  defaultBranch: string;
  /** The repository's tests page for the pull's branch. */
  testsPageUrl: string;
}

/** Tests listed in each collapsible list: the comment stays well under the hosts' size limits. */
export const LISTED_TESTS = 25;
/** Characters of a failure message quoted in the comment. */
export const QUOTED_MESSAGE_LIMIT = 3000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `0.012`, `1.5`, `3`: seconds as Codecov prints them, at most three decimals. */
export function formatSeconds(seconds: number | null): string {
  return String(Number((seconds ?? 0).toFixed(3)));
}

/** Paths deeper than three levels keep their last three: `.../src/lib/file.ts`. */
export function shortenPaths(text: string): string {
  return text.replace(/(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){4,}/g, (path) => {
    const separator = path.includes('\\') && !path.includes('/') ? '\\' : '/';
    const parts = path.split(/[\\/]/).filter((part) => part.length > 0);
    return `...${separator}${parts.slice(-3).join(separator)}`;
  });
}

/** A code fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function codeBlock(text: string, quote: string): string[] {
  const fence = fenceFor(text);
  return [`${quote}${fence}`, ...text.split('\n').map((line) => `${quote}${line}`), `${quote}${fence}`];
}

function failureMessageText(message: string | null): string {
  const text = shortenPaths((message ?? 'No failure message available').replace(/\r/g, '')).trim();
  return text.length > QUOTED_MESSAGE_LIMIT ? `${text.slice(0, QUOTED_MESSAGE_LIMIT)}…` : text;
}

function testLines(test: CommentFailedTest, defaultBranch: string): string[] {
  const lines = ['> ', ...codeBlock(test.name, '> '), '> '];
  if (test.isFlaky && test.flakeRate !== null)
    lines.push(`> **Flake rate in ${defaultBranch}:** ${(test.flakeRate * 100).toFixed(2)}%`);
  lines.push(
    `> <details><summary>Stack Traces | ${formatSeconds(test.durationSeconds)}s run time</summary>`,
    '> ',
    '> > ',
    ...codeBlock(failureMessageText(test.failureMessage), '> > '),
    '> > ',
  );
  if (test.buildUrl) lines.push(`> > [View](${test.buildUrl}) the CI Build`);
  lines.push('> ', '> </details>', '');
  return lines;
}

const byDuration = (a: CommentFailedTest, b: CommentFailedTest) =>
  (a.durationSeconds ?? Number.POSITIVE_INFINITY) - (b.durationSeconds ?? Number.POSITIVE_INFINITY) ||
  a.name.localeCompare(b.name);

function errorLines(error: NonNullable<TestResultsCommentInput['error']>): string[] {
  const message = (error.message ?? '').replace(/\r/g, '').trim();
  const quoted = message ? codeBlock(message, '> ') : [];
  if (error.code === 'unsupported_file_format')
    return [
      '### :x: Unsupported file format',
      '',
      '> Upload processing failed due to unsupported file format. Please review the parser error message:',
      ...quoted,
    ];
  return [
    '### :x: Test results could not be processed',
    '',
    '> Processing of the test results upload failed. The reason given:',
    ...quoted,
  ];
}

/**
 * The section's lines, or null when there is nothing to tell: no failure and no processing error (a passing
 * suite adds nothing to the comment).
 */
export function testResultsCommentSection(input: TestResultsCommentInput): string[] | null {
  if (input.failed === 0 && input.error === null) return null;
  const link = `To view more test analytics, go to the [Test Analytics Dashboard](${input.testsPageUrl})`;
  if (input.failed === 0) return [...errorLines(input.error!), '', link];
  const failing = input.failedTests.filter((test) => !test.isFlaky).sort(byDuration);
  const flaky = input.failedTests.filter((test) => test.isFlaky).sort(byDuration);
  const lines = [
    `### :x: ${input.failed} Tests Failed:`,
    '| Tests completed | Failed | Passed | Skipped |',
    '|---|---|---|---|',
    `| ${input.failed + input.passed} | ${input.failed} | ${input.passed} | ${input.skipped} |`,
  ];
  if (failing.length > 0) {
    const shown = failing.slice(0, LISTED_TESTS);
    lines.push(
      `<details><summary>View the top ${plural(shown.length, 'failed test')} by shortest run time</summary>`,
      '',
    );
    for (const test of shown) lines.push(...testLines(test, input.defaultBranch));
    lines.push('</details>');
  }
  if (flaky.length > 0) {
    const shown = flaky.slice(0, LISTED_TESTS);
    lines.push(
      `<details><summary>View the full list of ${plural(flaky.length, ':snowflake: flaky test')}</summary>`,
      '',
    );
    for (const test of shown) lines.push(...testLines(test, input.defaultBranch));
    lines.push('</details>');
  }
  if (input.error) lines.push('', ...errorLines(input.error));
  lines.push('', link);
  return lines;
}
