import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAxe } from 'jest-axe';
import {
  graphqlErrorHandler,
  internalUserFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { testResultFixture, testResultsConnectionFixture } from '@canopy/tests-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import TestsMfeRoutes from '../../../remote-entry';
import { mockTestsDashboard } from '../../../testing/tests-dashboard-mocks';
import { NEVER_FAILED } from './last-failure';
import { mergeToSee, NO_DATA_YET, NO_RESULTS } from './tests-table';
import { UNUSABLE_FORMAT } from './upload-error-banner';

// These tests walk the whole dashboard, card by card and header by header: on a busy machine that takes more than
// Jest's default 5 s.
jest.setTimeout(20_000);

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

type Variables = GraphqlMockRequest['variables'];
const filtersOf = (variables: Variables | undefined) =>
  (variables as { filters: Record<string, unknown> }).filters;

const renderTests = (url: string) =>
  renderRoute(<TestsMfeRoutes section="tests" />, {
    path: '/:provider/:owner/:repo/tests/*',
    url,
    wrapper: createTestProviders(),
  });

const table = () => screen.findByRole('table', { name: /^Tests of/ });
const metric = (title: string) => screen.getByTestId(`metric-${title}`);
const search = (location: () => { search: string }) => decodeURIComponent(location().search);

test('the default branch shows its figures and its tests, most failed first', async () => {
  const requests = mockTestsDashboard(server);
  renderTests('/gh/acme/widgets/tests');
  const rows = within(await table());
  expect(await rows.findByText('login works')).toBeInTheDocument();
  expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Tests (2)');
  expect(filtersOf(requests['GetTestResults']?.[0])).toEqual({ branch: 'main', interval: 'INTERVAL_30_DAY' });
  expect(requests['GetTestResults']?.[0]).toMatchObject({
    ordering: { parameter: 'COMMITS_WHERE_FAIL', direction: 'DESC' },
    first: 20,
  });

  await waitFor(() => expect(metric('Total test run time')).toHaveTextContent('1h 2m +12.5%'));
  expect(metric('Slowest tests')).toHaveTextContent('2 0%');
  expect(screen.getByText('The slowest 2 tests take 1m 35s')).toBeInTheDocument();
  expect(metric('Flaky tests')).toHaveTextContent('4 -50%');
  expect(metric('Avg. flake rate')).toHaveTextContent('3.12% +10%');
  expect(metric('Time lost to flakes')).toHaveTextContent('42.5s -20%');
  expect(metric('Failed test runs')).toHaveTextContent('14 +40%');
  expect(metric('Skipped test runs')).toHaveTextContent(/^3$/);
  expect(requests['GetTestResultsAggregates']?.[0]).toEqual({
    owner: 'acme',
    repo: 'widgets',
    branch: 'main',
    interval: 'INTERVAL_30_DAY',
  });
  expect(screen.getByRole('region', { name: 'Improve CI Run Efficiency' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Improve Test Performance' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', {
      name: /cumulative CI time spent running tests over the last 30 days/,
    }),
  ).toBeInTheDocument();

  const row = rows.getByText('login works').closest('tr')!;
  const cells = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual(['login worksFlaky', '1.5s', '2.3s', '15s', '40%', '20%', '3', expect.any(String)]);
  expect(within(row).getByTestId('flake-rate')).toHaveAccessibleName(
    '20%: 6 Passed, 4 Failed (2 Flaky), 0 Skipped',
  );
  expect(rows.getByRole('columnheader', { name: /Commits failed/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const other = rows.getByText('checkout totals').closest('tr')!;
  expect(within(other).queryByTestId('flaky-badge')).not.toBeInTheDocument();
});

test('the window, test suites and flags go to the URL and into the queries', async () => {
  const requests = mockTestsDashboard(server);
  const user = userEvent.setup();
  const { location } = renderTests('/gh/acme/widgets/tests');
  await table();
  expect(screen.getByText('60 day retention')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Historical trend/ }));
  await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
  await waitFor(() => expect(search(location)).toBe('?historicalTrend=INTERVAL_7_DAY'));
  await waitFor(() =>
    expect(filtersOf(requests['GetTestResults']?.at(-1))).toMatchObject({ interval: 'INTERVAL_7_DAY' }),
  );
  await waitFor(() =>
    expect(requests['GetTestResultsAggregates']?.at(-1)).toMatchObject({ interval: 'INTERVAL_7_DAY' }),
  );
  expect(requests['GetFlakeAggregates']?.at(-1)).toMatchObject({ interval: 'INTERVAL_7_DAY' });

  const suites = screen.getByRole('button', { name: /Test suites/ });
  expect(suites).toHaveTextContent('All test suites');
  await user.click(suites);
  await user.click(await screen.findByRole('option', { name: 'web' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(search(location)).toBe('?historicalTrend=INTERVAL_7_DAY&testSuites[]=web'));
  await waitFor(() =>
    expect(filtersOf(requests['GetTestResults']?.at(-1))).toMatchObject({ test_suites: ['web'] }),
  );

  const flags = screen.getByRole('button', { name: /Flags/ });
  expect(flags).toHaveTextContent('All flags');
  await user.click(flags);
  await user.click(await screen.findByRole('option', { name: 'unit' }));
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(filtersOf(requests['GetTestResults']?.at(-1))).toEqual({
      branch: 'main',
      interval: 'INTERVAL_7_DAY',
      test_suites: ['web'],
      flags: ['unit'],
    }),
  );
});

test('a card filters the table and shows it is chosen; a second click clears it', async () => {
  const requests = mockTestsDashboard(server);
  const user = userEvent.setup();
  const { location } = renderTests('/gh/acme/widgets/tests');
  await table();
  const flaky = await screen.findByRole('button', { name: /^Flaky tests: 4/ });
  expect(flaky).toHaveAttribute('aria-pressed', 'false');
  await user.click(flaky);
  await waitFor(() => expect(search(location)).toBe('?parameter=FLAKY_TESTS'));
  expect(screen.getByRole('button', { name: /^Flaky tests: 4/ })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() =>
    expect(filtersOf(requests['GetTestResults']?.at(-1))).toMatchObject({ parameter: 'FLAKY_TESTS' }),
  );
  expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Flaky tests (2)');

  await user.click(screen.getByRole('button', { name: /^Failed test runs: 14/ }));
  await waitFor(() => expect(search(location)).toBe('?parameter=FAILED_TESTS'));
  expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Failed tests (2)');
  await user.click(screen.getByRole('button', { name: /^Slowest tests: 2/ }));
  await waitFor(() => expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Slowest tests (2)'));
  await user.click(screen.getByRole('button', { name: /^Skipped test runs: 3/ }));
  await waitFor(() => expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Skipped tests (2)'));
  await user.click(screen.getByRole('button', { name: /^Skipped test runs: 3/ }));
  await waitFor(() => expect(location().search).toBe(''));
  expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Tests (2)');
});

test('headers sort on the server, by keyboard too, and Reset to default clears every choice', async () => {
  const requests = mockTestsDashboard(server);
  const user = userEvent.setup();
  const { location } = renderTests('/gh/acme/widgets/tests?term=login');
  const rows = within(await table());
  const reset = screen.getByRole('button', { name: 'Reset to default' });
  expect(reset).toBeEnabled();

  await user.click(rows.getByRole('button', { name: /Failure rate/ }));
  await waitFor(() => expect(search(location)).toBe('?term=login&sort=FAILURE_RATE&direction=ASC'));
  await waitFor(() =>
    expect(requests['GetTestResults']?.at(-1)).toMatchObject({
      ordering: { parameter: 'FAILURE_RATE', direction: 'ASC' },
    }),
  );
  expect(rows.getByRole('columnheader', { name: /Failure rate/ })).toHaveAttribute('aria-sort', 'ascending');

  rows.getByRole('button', { name: /Last run/ }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(requests['GetTestResults']?.at(-1)).toMatchObject({
      ordering: { parameter: 'UPDATED_AT', direction: 'ASC' },
    }),
  );
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(requests['GetTestResults']?.at(-1)).toMatchObject({
      ordering: { parameter: 'UPDATED_AT', direction: 'DESC' },
    }),
  );

  await user.click(reset);
  await waitFor(() => expect(location().search).toBe(''));
  expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
});

test('Search by name reaches the server once typing stops', async () => {
  const requests = mockTestsDashboard(server);
  const user = userEvent.setup();
  const { location } = renderTests('/gh/acme/widgets/tests');
  await table();
  await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'login');
  await waitFor(() => expect(search(location)).toBe('?term=login'), { timeout: 2000 });
  await waitFor(() => expect(filtersOf(requests['GetTestResults']?.at(-1))).toMatchObject({ term: 'login' }));
  expect(requests['GetTestResults']?.some((variables) => filtersOf(variables)['term'] === 'l')).toBe(false);
});

test('more tests load by cursor as the list scrolls', async () => {
  const requests = mockTestsDashboard(server, {
    testResults: (variables) =>
      variables['after']
        ? testResultsConnectionFixture([testResultFixture('z last')], { totalCount: 21 })
        : testResultsConnectionFixture(
            Array.from({ length: 20 }, (_, index) => testResultFixture(`test ${index}`)),
            { totalCount: 21, hasNextPage: true },
          ),
  });
  renderTests('/gh/acme/widgets/tests');
  const list = await table();
  await within(list).findByText('test 0');
  expect(screen.getByTestId('tests-table-title')).toHaveTextContent('Tests (21)');
  // The virtualized table reports every row, the header included, while it renders those near the viewport.
  expect(list).toHaveAttribute('aria-rowcount', '22');
  await waitFor(() => expect(requests['GetTestResults']?.some((v) => v['after'] === 'test 19')).toBe(true));
  expect(requests['GetTestResults']?.filter((v) => v['after'] === 'test 19')).toHaveLength(1);
});

test("a row opens the test's last failure, loaded then", async () => {
  const requests = mockTestsDashboard(server, {
    lastFailure: (variables) =>
      variables['testId'] === 'test-checkout totals'
        ? null
        : {
            message: 'AssertionError: expected 2 to equal 3\n    at login.test.ts:12',
            commitid: 'c0ffee1234567890c0ffee1234567890c0ffee12',
            branch: 'main',
            failedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            durationSeconds: 0.2,
          },
  });
  const user = userEvent.setup();
  renderTests('/gh/acme/widgets/tests');
  const rows = within(await table());
  expect(requests['GetTestLastFailure']).toBeUndefined();

  await user.click(rows.getByRole('button', { name: 'login works: show the last failure' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(await dialog.findByText(/AssertionError: expected 2 to equal 3/)).toBeInTheDocument();
  expect(dialog.getByRole('link', { name: 'c0ffee1' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/commit/c0ffee1234567890c0ffee1234567890c0ffee12',
  );
  expect(dialog.getByText(/2 hours ago/)).toBeInTheDocument();
  expect(requests['GetTestLastFailure']?.[0]).toEqual({
    owner: 'acme',
    repo: 'widgets',
    testId: 'test-login works',
    branch: 'main',
  });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The whole row opens it too, and the keyboard reaches it through the name.
  rows.getByRole('button', { name: 'checkout totals: show the last failure' }).focus();
  await user.keyboard('{Enter}');
  expect(await within(await screen.findByRole('dialog')).findByText(NEVER_FAILED)).toBeInTheDocument();
});

test('another branch shows its tests without the figures, the flake rate or Reset', async () => {
  const requests = mockTestsDashboard(server);
  renderTests('/gh/acme/widgets/tests/feature%2Fx');
  const rows = within(await table());
  await rows.findByText('login works');
  expect(filtersOf(requests['GetTestResults']?.[0])).toEqual({
    branch: 'feature/x',
    interval: 'INTERVAL_30_DAY',
  });
  expect(screen.queryByTestId('tests-metrics')).not.toBeInTheDocument();
  expect(requests['GetTestResultsAggregates']).toBeUndefined();
  expect(rows.queryByRole('columnheader', { name: /Flake rate/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('feature/x');
});

test('the branch select lists the default branch first and opens the chosen branch', async () => {
  mockTestsDashboard(server);
  const user = userEvent.setup();
  const { location } = renderTests('/gh/acme/widgets/tests?historicalTrend=INTERVAL_1_DAY');
  await table();
  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'main',
      'feature/x',
      'release',
    ]),
  );
  await user.click(screen.getByRole('option', { name: 'feature/x' }));
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tests/feature%2Fx'));
  expect(location().search).toBe('?historicalTrend=INTERVAL_1_DAY');
});

test('an empty default branch says no data yet; a filtered list or another branch, no results', async () => {
  mockTestsDashboard(server, { testResults: () => testResultsConnectionFixture([]) });
  const first = renderTests('/gh/acme/widgets/tests');
  expect(await screen.findByText(NO_DATA_YET)).toBeInTheDocument();
  expect(
    screen.getByText('To see data for the main branch, merge your PR into the main branch.'),
  ).toBeInTheDocument();
  expect(mergeToSee('main')).toBe('To see data for the main branch, merge your PR into the main branch.');
  first.unmount();

  const filtered = renderTests('/gh/acme/widgets/tests?term=nothing');
  expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
  expect(screen.queryByText(NO_DATA_YET)).not.toBeInTheDocument();
  filtered.unmount();

  renderTests('/gh/acme/widgets/tests/release');
  expect(await screen.findByText('No test results found')).toBeInTheDocument();
});

test("the latest upload's error shows with the parser's message", async () => {
  const requests = mockTestsDashboard(server, {
    latestUploadError: {
      errorCode: 'UNSUPPORTED_FILE_FORMAT',
      errorMessage: 'Error parsing JUnit XML at line 3',
    },
  });
  renderTests('/gh/acme/widgets/tests/release');
  expect(await screen.findByText(UNUSABLE_FORMAT)).toBeInTheDocument();
  expect(
    screen.getByText(
      'Upload processing failed due to unusable file format. Please review the parser error message:',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Error parsing JUnit XML at line 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'troubleshooting guide' })).toBeInTheDocument();
  expect(requests['GetTestResultsTestSuites']?.[0]).toMatchObject({ branch: 'release' });
});

test('a timeout says to try again', async () => {
  mockTestsDashboard(server, { latestUploadError: { errorCode: 'PROCESSING_TIMEOUT', errorMessage: null } });
  renderTests('/gh/acme/widgets/tests');
  expect(
    await screen.findByText('Your upload failed due to timeout. Please try it again.'),
  ).toBeInTheDocument();
});

test('a failed list shows the error page', async () => {
  mockTestsDashboard(server);
  server.use(graphqlErrorHandler('GetTestResults', { status: 500 }));
  renderTests('/gh/acme/widgets/tests');
  expect(await screen.findByRole('heading', { name: /Server problem|error/i })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: /^Tests of/ })).not.toBeInTheDocument();
});

test('the dashboard has no accessibility violations', async () => {
  mockTestsDashboard(server);
  const { container } = renderTests('/gh/acme/widgets/tests');
  await within(await table()).findByText('login works');
  await waitFor(() => expect(metric('Flaky tests')).toHaveTextContent('4'));
  const { violations } = await configureAxe({ rules: { region: { enabled: false } } })(container);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});
