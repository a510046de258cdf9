import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  coverageCommitFixture,
  coverageRepositoryFixture,
  pathContentFixture,
  pathContentsConnectionFixture,
} from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { CHART_HIDDEN_KEY } from './coverage-charts';
import { SUNBURST_MAX_FILES } from './sunburst-panel';
import { overviewHandlers, type OverviewMockOptions } from '../../testing/overview-test-utils';
import { repoSettingsHandler } from '../../testing/setup-test-utils';
import { trendChange, trendWindow, chartPoints } from '../summary-strip/trend';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
  window.localStorage.clear();
});
afterEach(() => observer.restore());

function mockOverview(options: OverviewMockOptions & { repository?: unknown } = {}) {
  const { repository = repositoryFixture(), ...rest } = options;
  server.use(
    graphqlHandler('GetRepo', {
      owner: { isAdmin: false, isCurrentUserPartOfOrg: true, isCurrentUserActivated: true, repository },
    }),
  );
  const mocks = overviewHandlers(rest);
  server.use(...mocks.handlers);
  return mocks.requests;
}

function renderOverview(url = '/gh/acme/widgets', configEnv?: Record<string, unknown>) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

const explorer = () => screen.findByTestId('file-explorer');

test('shows the head of the default branch: selector, source commit, coverage, trend and files', async () => {
  const requests = mockOverview();
  renderOverview();

  expect(await screen.findByText('681 of 928 lines covered')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('main');
  expect(screen.getByRole('link', { name: 'latest commit c0ffee1' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/commit/c0ffee1234567890c0ffee1234567890c0ffee12',
  );
  expect(screen.getByRole('link', { name: 'View all branches' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/branches',
  );
  expect(screen.getByText('73.38%')).toBeInTheDocument();
  expect(await screen.findByText('+2.00%')).toBeInTheDocument();
  expect(requests.GetRepoCoverage![0]).toMatchObject({ owner: 'acme', repo: 'widgets', branch: 'main' });
  expect(requests.GetBranchCoverageMeasurements![0]).toMatchObject({
    branch: 'main',
    interval: 'INTERVAL_7_DAY',
  });

  const table = within(await explorer());
  expect(await table.findByRole('link', { name: 'src' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/main/src',
  );
  expect(table.getByRole('link', { name: 'README.md' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/blob/main/README.md',
  );
  // Folders come before files in the tree.
  const names = table.getAllByRole('link').map((link) => link.textContent);
  expect(names.indexOf('src')).toBeLessThan(names.indexOf('README.md'));
  expect(table.getByTestId('total-files')).toHaveTextContent('12 total files');
  expect(requests.BranchContents![0]).toMatchObject({
    branch: 'main',
    path: '',
    first: 20,
    filters: { displayType: 'TREE', ordering: { parameter: 'NAME', direction: 'ASC' } },
  });
  for (const header of ['Files', 'Tracked lines', 'Covered', 'Partial', 'Missed', 'Coverage %']) {
    expect(table.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
  }
});

test("the branch's file list is asked for beside its summary, not after it", async () => {
  const requests = mockOverview();
  let listAskedFirst = false;
  // Holds the summary back a while: the file list is asked for meanwhile (the handler below then answers).
  server.use(
    graphql.query('GetRepoCoverage', async () => {
      for (let wait = 0; wait < 40 && !requests.BranchContents; wait++)
        await new Promise((done) => setTimeout(done, 25));
      listAskedFirst = !!requests.BranchContents;
    }),
  );
  renderOverview();
  expect(await screen.findByText('681 of 928 lines covered')).toBeInTheDocument();
  await explorer();
  expect(listAskedFirst).toBe(true);
  // One request for the list: the explorer reads what was asked for.
  expect(requests.BranchContents).toHaveLength(1);
});

test('a folder of a branch: breadcrumb, parent row, links keep the filters', async () => {
  const requests = mockOverview({ flags: ['unit'] });
  renderOverview('/gh/acme/widgets/tree/feature%2Fx/src/lib?flags=unit');

  const table = within(await explorer());
  const crumbs = within(await screen.findByRole('navigation', { name: 'File path' }));
  expect(crumbs.getByRole('link', { name: 'widgets' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/feature%2Fx?flags=unit',
  );
  expect(crumbs.getByRole('link', { name: 'src' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/feature%2Fx/src?flags=unit',
  );
  expect(crumbs.getByText('lib')).toHaveAttribute('aria-current', 'page');
  expect(await table.findByRole('link', { name: '.. (parent folder)' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/feature%2Fx/src?flags=unit',
  );
  expect(table.getByRole('link', { name: 'README.md' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/blob/feature%2Fx/README.md?flags=unit',
  );
  expect(requests.BranchContents![0]).toMatchObject({
    branch: 'feature/x',
    path: 'src/lib',
    filters: { flags: ['unit'] },
  });
  expect(requests.GetRepoCoverage![0]).toMatchObject({ branch: 'feature/x' });
});

test('changing the branch keeps the folder on a tree page and opens the root from the overview', async () => {
  mockOverview();
  const user = userEvent.setup();
  const { location } = renderOverview('/gh/acme/widgets/tree/main/src?flags=unit');
  await screen.findByText('681 of 928 lines covered');

  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await user.click(await screen.findByRole('option', { name: 'feature/x' }));
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tree/feature%2Fx/src'));
  expect(location().search).toBe('?flags=unit');
});

test('from the repository root, a branch opens its tree root', async () => {
  mockOverview();
  const user = userEvent.setup();
  const { location } = renderOverview();
  await screen.findByText('681 of 928 lines covered');
  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await user.click(await screen.findByRole('option', { name: 'dev' }));
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tree/dev'));
});

test('the trend select goes to the URL and asks for its window', async () => {
  const requests = mockOverview();
  const user = userEvent.setup();
  const { location } = renderOverview();
  await screen.findByText('+2.00%');
  await user.click(screen.getByRole('button', { name: /Trend/ }));
  await user.click(await screen.findByRole('option', { name: '7 days' }));
  await waitFor(() => expect(location().search).toBe('?trend=7+days'));
  await waitFor(() =>
    expect(requests.GetBranchCoverageMeasurements!.at(-1)).toMatchObject({ interval: 'INTERVAL_1_DAY' }),
  );
});

test('without measurements the trend says so', async () => {
  mockOverview({ measurements: [] });
  renderOverview('/gh/acme/widgets?trend=all+time');
  expect(await screen.findByText('No coverage reports found in this timespan.')).toBeInTheDocument();
  expect(screen.getByText('Not enough coverage data to display chart.')).toBeInTheDocument();
});

test('with one measured bucket in the window the trend has nothing to compare', async () => {
  mockOverview({
    measurements: [
      { timestamp: '2024-03-08T00:00:00Z', avg: null, min: null, max: null },
      { timestamp: '2024-03-15T00:00:00Z', avg: 73, min: 72, max: 73.38 },
    ],
  });
  renderOverview('/gh/acme/widgets?trend=7+days');
  expect(await screen.findByText('No coverage reports found in this timespan.')).toBeInTheDocument();
  expect(screen.queryByText('0.00%')).not.toBeInTheDocument();
});

test('unmatched report paths are listed with the fixes hint', async () => {
  const base = coverageCommitFixture();
  mockOverview({
    head: coverageCommitFixture({
      coverageAnalytics: {
        ...base.coverageAnalytics!,
        unmatchedPaths: {
          count: 7,
          paths: ['ci/a.js', 'ci/b.js', 'ci/c.js', 'ci/d.js', 'ci/e.js', 'ci/f.js', 'ci/g.js'],
          message: null,
        },
      },
    }),
  });
  renderOverview();
  const notice = within(await screen.findByTestId('unmatched-paths'));
  expect(notice.getByText('7 paths in the reports matched no file of the repository')).toBeInTheDocument();
  expect(notice.getByText('ci/a.js')).toBeInTheDocument();
  expect(notice.queryByText('ci/f.js')).not.toBeInTheDocument();
  expect(notice.getByText('and 2 more')).toBeInTheDocument();
  expect(notice.getByText('fixes:')).toBeInTheDocument();
});

test('Hide charts is remembered', async () => {
  mockOverview();
  const user = userEvent.setup();
  const { unmount } = renderOverview();
  const button = await screen.findByRole('button', { name: 'Hide charts' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(button);
  expect(screen.getByRole('button', { name: 'Show charts' })).toHaveAttribute('aria-expanded', 'false');
  expect(window.localStorage.getItem(CHART_HIDDEN_KEY)).toBe('true');
  unmount();

  mockOverview();
  renderOverview();
  expect(await screen.findByRole('button', { name: 'Show charts' })).toBeInTheDocument();
});

test('an unknown branch says so and keeps the selector', async () => {
  mockOverview({ knownBranches: ['main'] });
  renderOverview('/gh/acme/widgets/tree/nope');
  expect(
    await screen.findByText(/There is no branch or commit named “nope” in this repository/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('nope');
  expect(screen.queryByTestId('file-explorer')).not.toBeInTheDocument();
});

test('tree/<sha> shows the commit: its coverage and files, no trend or charts', async () => {
  const sha = 'bcecdf51234567890bcecdf51234567890bcecd';
  const requests = mockOverview({ knownBranches: ['main'] });
  const commitContents: Record<string, unknown>[] = [];
  server.use(
    graphqlHandler('GetRepoCoverage', ({ variables }) =>
      coverageRepositoryFixture({
        branch: null,
        commit: variables.withCommit ? coverageCommitFixture({ commitid: sha }) : null,
      }),
    ),
    graphqlHandler('CommitPathContents', ({ variables }) => {
      commitContents.push(variables);
      return coverageRepositoryFixture({
        commit: coverageCommitFixture({
          commitid: sha,
          deprecatedPathContents: pathContentsConnectionFixture([pathContentFixture('src/a.ts')]),
        }),
      });
    }),
    graphqlHandler('GetCommitComponents', coverageRepositoryFixture({ commit: coverageCommitFixture() })),
  );
  renderOverview('/gh/acme/widgets/tree/bcecdf5/src');

  const files = within(await explorer());
  expect(await files.findByRole('link', { name: 'a.ts' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/blob/bcecdf5/src/a.ts',
  );
  expect(commitContents[0]).toMatchObject({ commit: sha, path: 'src' });
  expect(requests.BranchContents).toBeUndefined();
  expect(screen.queryByText(/There is no branch/)).not.toBeInTheDocument();
  expect(screen.getByText('681 of 928 lines covered')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'commit bcecdf5' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${sha}`,
  );
  expect(screen.queryByRole('button', { name: /Trend/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Hide charts|Show charts/ })).not.toBeInTheDocument();
});

test('a head without a report', async () => {
  mockOverview({
    head: coverageCommitFixture({ coverageAnalytics: null, deprecatedPathContents: undefined }),
    contents: () => ({ __typename: 'MissingHeadReport', message: 'Missing head report' }),
  });
  renderOverview();
  expect(
    await screen.findByText('No coverage report uploaded for this branch head commit'),
  ).toBeInTheDocument();
  expect(screen.getByText('No coverage report yet')).toBeInTheDocument();
});

test('a deactivated repository says how to resume uploads', async () => {
  mockOverview({ repository: repositoryFixture({ activated: false }) });
  renderOverview();
  expect(await screen.findByText('This repository is deactivated')).toBeInTheDocument();
  expect(screen.queryByTestId('file-explorer')).not.toBeInTheDocument();
});

test('a repository without uploads goes to the set-up page', async () => {
  const repository = repositoryFixture({ active: false });
  mockOverview({ repository });
  server.use(repoSettingsHandler({ repository }));
  const { location } = renderOverview();
  expect(await screen.findByTestId('upload-instructions')).toBeInTheDocument();
  expect(location().pathname).toBe('/gh/acme/widgets/new');
});

test('a repository with no default branch yet links to the set-up page', async () => {
  mockOverview({ repository: repositoryFixture({ defaultBranch: null }) });
  renderOverview();
  expect(await screen.findByText('No coverage reports uploaded yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Set up coverage' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/new',
  );
});

test.each([
  [
    'a missing repository',
    graphqlHandler('GetRepoCoverage', {
      owner: { ownerid: 2, username: 'acme', repository: notFoundErrorFixture() },
    }),
    'Not found',
  ],
  [
    'a malformed answer',
    graphqlHandler(
      'GetRepoCoverage',
      { owner: { ownerid: 2, username: 'acme', repository: { __typename: 'Repository' } } },
      { raw: true },
    ),
    'Bad Request',
  ],
  [
    'a 429',
    graphqlErrorHandler('GetRepoCoverage', { status: 429, body: { detail: 'slow' } }),
    'Rate limit exceeded',
  ],
])('%s is the error page', async (_name, handler, title) => {
  mockOverview();
  server.use(handler);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderOverview();
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

// graphcache holds one repository per owner and name: the frame reads this answer too, and asks for activation.
test('an owner that is not activated is asked to activate', async () => {
  mockOverview();
  server.use(
    graphqlHandler('GetRepoCoverage', {
      owner: { ownerid: 2, username: 'acme', repository: ownerNotActivatedErrorFixture() },
    }),
  );
  renderOverview();
  expect(await screen.findByText('Activation required')).toBeInTheDocument();
  expect(screen.queryByText('681 of 928 lines covered')).not.toBeInTheDocument();
});

describe('trend helpers', () => {
  const now = Date.parse('2024-06-15T13:45:00Z');
  it('starts windows at midnight UTC, not before the oldest commit', () => {
    expect(trendWindow('7 days', null, now)).toEqual({
      interval: 'INTERVAL_1_DAY',
      after: '2024-06-08T00:00:00.000Z',
    });
    expect(trendWindow('3 months', null, now)).toEqual({
      interval: 'INTERVAL_7_DAY',
      after: '2024-03-15T00:00:00.000Z',
    });
    expect(trendWindow('12 months', '2024-05-02T10:00:00Z', now)).toEqual({
      interval: 'INTERVAL_30_DAY',
      after: '2024-05-02T00:00:00.000Z',
    });
    expect(trendWindow('all time', null, now)).toEqual({ interval: 'INTERVAL_30_DAY', after: null });
  });
  it('measures the change between the first and last measured buckets and carries gaps forward', () => {
    const empty = { avg: null, min: null, max: null };
    const points = [
      { timestamp: 'a', ...empty },
      { timestamp: 'b', avg: 50, min: 50, max: 50 },
      { timestamp: 'c', ...empty },
      { timestamp: 'd', avg: 45, min: 40, max: 47.5 },
    ];
    expect(trendChange(points)).toBe(-2.5);
    expect(trendChange([{ timestamp: 'a', ...empty }])).toBeNull();
    expect(trendChange([points[1]!, points[2]!])).toBeNull();
    expect(chartPoints(points).map((p) => p.coverage)).toEqual([null, 50, 50, 47.5]);
  });
});

test('a first pull request without a report on the default branch explains where results will show', async () => {
  mockOverview({
    repository: repositoryFixture({ isFirstPullRequest: true }),
    head: coverageCommitFixture({ coverageAnalytics: null }),
    contents: () => ({ __typename: 'MissingHeadReport', message: 'x' }),
  });
  renderOverview();
  expect(
    await screen.findByText(/Once merged to your default branch, Canopy will show your report results/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'edit default branch' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/config/general',
  );
});

test('a head on the default configuration links to the YAML settings', async () => {
  mockOverview({ head: coverageCommitFixture({ yamlState: 'DEFAULT' }) });
  renderOverview();
  expect(
    await screen.findByRole('link', { name: 'Learn more about PR comment, target and flags' }),
  ).toHaveAttribute('href', '/gh/acme/widgets/config/yaml');
});

describe('sunburst', () => {
  test('shows the branch head as a sunburst, with the filters; a file opens its page', async () => {
    const requests = mockOverview({
      flags: ['unit'],
      tree: [
        { name: 'setup.py', fullPath: 'setup.py', coverage: 50, lines: 10, hits: 5, partials: 0, misses: 5 },
      ],
    });
    // The blob page the file opens.
    server.use(graphqlHandler('CoverageForFile', coverageRepositoryFixture({ branch: null })));
    const user = userEvent.setup();
    const { location } = renderOverview('/gh/acme/widgets?flags=unit');
    // The chart's code loads lazily.
    await screen.findByRole('group', { name: 'Coverage of the files of main' }, { timeout: 4000 });
    expect(requests['coverage/tree']![0]).toMatchObject({ branch: 'main', flags: 'unit' });
    const file = document.querySelector('path[data-path="setup.py"]')!;
    await user.click(file);
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/blob/main/setup.py'));
    expect(location().search).toBe('?flags=unit');
  });

  test("asks for the root's levels, then a folder's when the chart zooms into it", async () => {
    const requests = mockOverview();
    const user = userEvent.setup();
    renderOverview();
    await screen.findByRole('group', { name: 'Coverage of the files of main' }, { timeout: 4000 });
    // The root's levels: no folder named.
    expect(requests['coverage/tree']![0]).toEqual({ branch: 'main', depth: '3' });
    await user.click(document.querySelector('path[data-path="src"]')!);
    await waitFor(() =>
      expect(requests['coverage/tree']).toContainEqual(expect.objectContaining({ path: 'src', depth: '3' })),
    );
    expect(document.querySelector('path[data-path="src/a.ts"]')).toBeInTheDocument();
  });

  test('is off when the runtime configuration says so', async () => {
    const requests = mockOverview();
    renderOverview('/gh/acme/widgets', { SUNBURST_ENABLED: false });
    await screen.findByText('681 of 928 lines covered');
    await screen.findByTestId('coverage-charts');
    expect(screen.queryByTestId('sunburst-panel')).not.toBeInTheDocument();
    expect(requests['coverage/tree']).toBeUndefined();
  });

  test(`is left out above ${SUNBURST_MAX_FILES} files`, async () => {
    const base = coverageCommitFixture();
    const requests = mockOverview({
      head: coverageCommitFixture({
        coverageAnalytics: {
          ...base.coverageAnalytics!,
          totals: { ...base.coverageAnalytics!.totals!, fileCount: SUNBURST_MAX_FILES + 1 },
        },
      }),
    });
    renderOverview();
    await screen.findByTestId('coverage-charts');
    expect(screen.queryByTestId('sunburst-panel')).not.toBeInTheDocument();
    expect(requests['coverage/tree']).toBeUndefined();
  });

  test('a failed tree says so', async () => {
    mockOverview();
    server.use(
      restHandler('get', '/:provider/:owner/:repo/coverage/tree', { detail: 'boom' }, { status: 500 }),
    );
    renderOverview();
    expect(await screen.findByText('The sunburst chart failed to load.')).toBeInTheDocument();
  });
});

test('the overview has no accessibility violations', async () => {
  mockOverview({ flags: ['unit'], head: coverageCommitFixture({ yamlState: 'DEFAULT' }) });
  const view = renderOverview('/gh/acme/widgets/tree/main/src', { SUNBURST_ENABLED: false });
  const explorer = within(await screen.findByTestId('file-explorer'));
  await explorer.findByRole('link', { name: 'README.md' });
  await screen.findByText('+2.00%');
  const { configureAxe } = await import('jest-axe');
  const axe = configureAxe({ rules: { region: { enabled: false } } });
  const { violations } = await axe(view.container);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
});

test('a default branch Canopy has not heard of yet: results show once merged', async () => {
  mockOverview({ knownBranches: ['feature/x'] });
  renderOverview();
  expect(
    await screen.findByText(/Once merged to your default branch, Canopy will show your report results/),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('file-explorer')).not.toBeInTheDocument();
});
