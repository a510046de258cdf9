import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlErrorHandler, graphqlHandler, setupApiMocks } from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import {
  commitFailedTestFixture,
  commitTestResultsData,
  commitTestResultsFixture,
  type CommitTestResultsFixture,
} from '@canopy/tests-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import CommitTestResultsEntry from '../../commit-test-results-section-entry';
import { formatTestDuration, MESSAGE_PREVIEW_LINES } from './test-results-messages';

const server = setupApiMocks();
const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

function mockResults(results: CommitTestResultsFixture | null, branchName: string | null = 'feat/parser') {
  const requests: unknown[] = [];
  server.use(
    graphqlHandler('CommitTestResults', (request) => {
      requests.push(request.variables);
      return commitTestResultsData(results, { commitid: SHA, branchName });
    }),
  );
  return requests;
}

const renderSection = () =>
  renderRoute(
    <CommitTestResultsEntry section="tests" provider="gh" owner="acme" repo="widgets" commitid={SHA} />,
    { path: '*', url: '/', wrapper: createTestProviders() },
  );

const flaky = commitFailedTestFixture({
  testId: 'flaky-1',
  name: 'uploads > retries on 503',
  testSuite: 'src/upload.test.ts',
  flags: ['unit', 'linux'],
  durationSeconds: 1.5,
  failureMessage: 'Error: socket hang up',
  isFlaky: true,
  flakeRate: 0.125,
  buildUrl: null,
});

test('lists the failed tests with their suite, run time, flags and flaky badge, and links the branch analytics', async () => {
  const requests = mockResults(commitTestResultsFixture({ failedTests: [commitFailedTestFixture(), flaky] }));
  renderSection();

  expect(await screen.findByRole('heading', { name: 'Test results' })).toBeInTheDocument();
  expect(requests).toEqual([{ owner: 'acme', repo: 'widgets', commitid: SHA, first: 100 }]);
  expect(screen.getByTestId('test-summary')).toHaveTextContent('2 tests failed');
  expect(screen.getByTestId('test-counts')).toHaveTextContent('40 passed · 2 failed · 2 skipped · 1 flaky');
  expect(screen.getByRole('link', { name: 'View test analytics' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tests/feat%2Fparser',
  );

  const [first, second] = screen.getAllByTestId('failed-test');
  expect(first).toHaveTextContent('parser > reads nested suites');
  expect(first).toHaveTextContent('Suite: src/parser.test.ts');
  expect(first).toHaveTextContent('Run time: 0.25s');
  expect(within(first!).getByText('unit')).toBeInTheDocument();
  expect(first).not.toHaveTextContent('Flaky');
  expect(second).toHaveTextContent('Run time: 1.5s');
  expect(within(second!).getByText('linux')).toBeInTheDocument();
  expect(within(second!).getByText('Flaky · 12.5% flake rate')).toBeInTheDocument();
});

test('each failed test opens to its failure message and CI build, by click and by keyboard', async () => {
  mockResults(commitTestResultsFixture({ failedTests: [commitFailedTestFixture(), flaky] }));
  const user = userEvent.setup();
  renderSection();

  const [first, second] = await screen.findAllByTestId('failed-test');
  const firstControl = within(first!).getByRole('button', { name: /parser > reads nested suites/ });
  expect(firstControl).toHaveAttribute('aria-expanded', 'false');
  await user.click(firstControl);
  expect(firstControl).toHaveAttribute('aria-expanded', 'true');
  expect(within(first!).getByTestId('failure-message').textContent).toBe(
    'AssertionError: expected 2 to be 3\n    at src/parser.test.ts:12:5',
  );
  expect(await within(first!).findByRole('link', { name: 'View the CI build' })).toHaveAttribute(
    'href',
    'https://github.com/acme/widgets/actions/runs/42',
  );

  const secondControl = within(second!).getByRole('button', { name: /uploads > retries on 503/ });
  secondControl.focus();
  await user.keyboard('{Enter}');
  expect(secondControl).toHaveAttribute('aria-expanded', 'true');
  expect(await within(second!).findByText('Error: socket hang up')).toBeInTheDocument();
  expect(within(second!).getByTestId('failure-message')).toHaveTextContent('Error: socket hang up');
  // No build URL was uploaded with it.
  expect(within(second!).queryByRole('link', { name: 'View the CI build' })).not.toBeInTheDocument();
});

test('a long failure message is trimmed until "Show more"', async () => {
  const lines = Array.from({ length: 40 }, (_, index) => `    at frame ${index + 1}`);
  const message = ['Error: deep stack', ...lines].join('\n');
  mockResults(
    commitTestResultsFixture({ failedTests: [commitFailedTestFixture({ failureMessage: message })] }),
  );
  const user = userEvent.setup();
  renderSection();

  await user.click(await screen.findByRole('button', { name: /parser > reads nested suites/ }));
  const block = screen.getByTestId('failure-message');
  expect(block.textContent!.split('\n')).toHaveLength(MESSAGE_PREVIEW_LINES);
  expect(block).not.toHaveTextContent('at frame 40');
  await user.click(await screen.findByRole('button', { name: 'Show more' }));
  expect(screen.getByTestId('failure-message').textContent).toBe(message);
  await user.click(screen.getByRole('button', { name: 'Show less' }));
  expect(screen.getByTestId('failure-message')).not.toHaveTextContent('at frame 40');
});

test('a commit whose tests all passed says so, with no list', async () => {
  mockResults(commitTestResultsFixture({ failedTests: [], passedCount: 12, skippedCount: 0 }), null);
  renderSection();
  expect(await screen.findByTestId('test-summary')).toHaveTextContent('All 12 tests passed');
  expect(screen.getByTestId('test-counts')).toHaveTextContent('12 passed · 0 failed · 0 skipped');
  expect(screen.queryByTestId('failed-test')).not.toBeInTheDocument();
  // Without a branch the link opens the default branch's analytics.
  expect(screen.getByRole('link', { name: 'View test analytics' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tests',
  );
});

test('shows nothing at all when the commit has no test results', async () => {
  const requests = mockResults(null);
  const view = renderSection();
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect(view.container.querySelector('[data-state="test-results-loading"]')).toBeNull());
  expect(screen.queryByRole('heading', { name: 'Test results' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('test-summary')).not.toBeInTheDocument();
  expect(view.container.querySelectorAll('p, h2, h3, [role="alert"], [data-tests-section]')).toHaveLength(0);
});

test.each([
  [
    'UNSUPPORTED_FILE_FORMAT',
    'Error parsing JUnit XML in junit.xml at 3:7',
    'Upload processing failed due to unusable file format. Please review the parser error message: Error parsing JUnit XML in junit.xml at 3:7',
  ],
  ['PROCESSING_TIMEOUT', null, 'Your upload failed due to timeout. Please try it again.'],
  [
    'FILE_NOT_IN_STORAGE',
    null,
    'The test results file of the upload was not found in storage. Please upload it again.',
  ],
  ['UNKNOWN_PROCESSING', 'boom', 'The test results upload could not be processed: boom'],
])('the latest upload error %s is an alert', async (errorCode, errorMessage, text) => {
  mockResults(
    commitTestResultsFixture({
      failedTests: [],
      passedCount: 0,
      skippedCount: 0,
      latestUploadError: { __typename: 'LatestUploadError', errorCode, errorMessage },
    }),
  );
  renderSection();
  expect(await screen.findByTestId('test-summary')).toHaveTextContent('No tests ran');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The latest test results upload failed');
  expect(screen.getByTestId('test-upload-error').textContent).toBe(text);
});

test('a failed request offers Retry', async () => {
  server.use(graphqlErrorHandler('CommitTestResults', { status: 500 }));
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('The test results could not be loaded')).toBeInTheDocument();
  mockResults(commitTestResultsFixture());
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('test-summary')).toHaveTextContent('1 test failed');
});

test('has no accessibility violations, opened', async () => {
  mockResults(commitTestResultsFixture({ failedTests: [commitFailedTestFixture(), flaky] }));
  const user = userEvent.setup();
  const view = renderSection();
  await user.click(await screen.findByRole('button', { name: /parser > reads nested suites/ }));
  await screen.findByRole('link', { name: 'View the CI build' });
  const { configureAxe } = await import('jest-axe');
  const axe = configureAxe({ rules: { region: { enabled: false } } });
  const { violations } = await axe(view.container);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
});

test('run times read as the comment writes them', () => {
  expect(formatTestDuration(null)).toBeNull();
  expect(formatTestDuration(0.0004)).toBe('0s');
  expect(formatTestDuration(0.25)).toBe('0.25s');
  expect(formatTestDuration(12.34)).toBe('12.3s');
  expect(formatTestDuration(125)).toBe('2m 5s');
});
