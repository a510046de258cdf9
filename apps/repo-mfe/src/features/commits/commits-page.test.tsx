import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  commitListItemFixture,
  comparisonErrorFixture,
  repositoryOf,
} from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

// The branch selector belongs to another feature (and loads branches): a stand-in keeps this test on the list.
jest.mock('../branch-selector/branch-selector', () => ({
  ALL_BRANCHES: 'All branches',
  BranchSelector: ({ value, onChange }: { value: string; onChange: (branch: string) => void }) => (
    <div>
      <span data-testid="branch-value">{value}</span>
      <button type="button" onClick={() => onChange('feature/x')}>
        pick feature/x
      </button>
      <button type="button" onClick={() => onChange('All branches')}>
        pick all branches
      </button>
    </div>
  ),
}));

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

type Variables = GraphqlMockRequest['variables'];

/** The frame's owner, by the keys the cache files it under. */
const acme = { ownerid: 2, username: 'acme' };

function mockRepo(defaultBranch: string | null = 'main') {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ defaultBranch }),
      },
    }),
  );
}

function mockCommits(
  answer: (variables: Variables) => ReturnType<typeof connectionFixture> = () =>
    connectionFixture([commitListItemFixture()]),
) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('GetCommits', ({ variables }) => {
      requests.push(variables);
      const page = answer(variables);
      return repositoryOf({ commits: { totalCount: page.edges.length, ...page } });
    }),
  );
  return requests;
}

function renderCommits(url = '/gh/acme/widgets/commits') {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

const filtersOf = (variables: Variables | undefined) => variables?.['filters'] as Record<string, unknown>;

test('lists the commits of the default branch with patch, coverage and CI', async () => {
  mockRepo();
  const requests = mockCommits(() =>
    connectionFixture([
      commitListItemFixture({
        message: 'A very long commit message that goes on and on past the fifty character limit',
      }),
      commitListItemFixture({
        commitid: '2222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
        message: null,
        coverageStatus: 'ERROR',
        ciPassed: false,
        author: null,
      }),
      commitListItemFixture({
        commitid: '3333333bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
        message: 'pending one',
        coverageStatus: 'PENDING',
        ciPassed: null,
        coverageAnalytics: null,
      }),
      commitListItemFixture({
        commitid: '4444444bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
        message: 'no base',
        compareWithParent: comparisonErrorFixture('MissingBaseCommit'),
      }),
    ]),
  );
  renderCommits();

  await screen.findByRole('link', { name: 'A very long commit message that goes on and on pas...' });
  const table = screen.getByRole('table', { name: 'Commits of widgets' });
  expect(screen.getByTestId('branch-value')).toHaveTextContent('main');
  expect(filtersOf(requests[0])).toEqual({ branchName: 'main' });
  expect(requests[0]).toMatchObject({ owner: 'acme', repo: 'widgets', first: 20 });

  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(4);
  const first = within(rows[0]!);
  expect(
    first.getByRole('link', { name: 'A very long commit message that goes on and on pas...' }),
  ).toHaveAttribute('href', '/gh/acme/widgets/commit/abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb');
  expect(first.getByText('jane')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent(/jane opened/);
  expect(first.getByText('abc1234')).toBeInTheDocument();
  expect(first.getByText('75.00%')).toBeInTheDocument();
  expect(first.getByText('82.97%')).toBeInTheDocument();
  expect(first.getByText('CI Passed')).toBeInTheDocument();

  const second = within(rows[1]!);
  expect(second.getByRole('link', { name: 'commit message unavailable' })).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('Upload: errored');
  expect(second.getByText('CI Failed')).toBeInTheDocument();

  expect(rows[2]).toHaveTextContent('Upload: pending');
  expect(within(rows[2]!).getByText('No status')).toBeInTheDocument();
  expect(within(rows[2]!).getAllByText('-')).toHaveLength(1);

  // Not compared: no patch figure.
  expect(within(rows[3]!).getByText('-')).toBeInTheDocument();
});

test('a branch in the address lists that branch; All branches sends no branch', async () => {
  mockRepo();
  const requests = mockCommits();
  const user = userEvent.setup();
  const { location } = renderCommits('/gh/acme/widgets/commits/feature%2Fy');
  await screen.findByRole('table');
  expect(screen.getByTestId('branch-value')).toHaveTextContent('feature/y');
  expect(filtersOf(requests[0])).toEqual({ branchName: 'feature/y' });
  // No probe of the default branch when the address names one.
  expect(requests.filter((r) => filtersOf(r)['branchName'] === 'main')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'pick feature/x' }));
  expect(location().pathname).toBe('/gh/acme/widgets/commits/feature%2Fx');
  await waitFor(() => expect(filtersOf(requests.at(-1))).toEqual({ branchName: 'feature/x' }));

  await user.click(screen.getByRole('button', { name: 'pick all branches' }));
  expect(location().pathname).toBe('/gh/acme/widgets/commits/All%20branches');
  await waitFor(() => expect(filtersOf(requests.at(-1))).toEqual({}));
});

test('switches to All branches when the default branch has no commits on first load', async () => {
  mockRepo();
  const requests = mockCommits((variables) =>
    filtersOf(variables)['branchName'] ? connectionFixture([]) : connectionFixture([commitListItemFixture()]),
  );
  const { location } = renderCommits();
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/commits/All%20branches'));
  expect(await screen.findByRole('link', { name: 'Add the widget parser' })).toBeInTheDocument();
  expect(filtersOf(requests.at(-1))).toEqual({});
});

test('a repository without a default branch lists all branches', async () => {
  mockRepo(null);
  const requests = mockCommits();
  renderCommits();
  await screen.findByRole('link', { name: 'Add the widget parser' });
  expect(screen.getByTestId('branch-value')).toHaveTextContent('All branches');
  expect(filtersOf(requests[0])).toEqual({});
});

test('filters by upload status and search through the query string', async () => {
  mockRepo();
  const requests = mockCommits();
  const user = userEvent.setup();
  const { location } = renderCommits('/gh/acme/widgets/commits/main');
  await screen.findByRole('link', { name: 'Add the widget parser' });

  await user.click(screen.getByRole('button', { name: /Coverage upload status/ }));
  await user.click(await screen.findByRole('option', { name: /Error/ }));
  await waitFor(() =>
    expect(new URLSearchParams(location().search).getAll('coverageStatus')).toEqual(['ERROR']),
  );
  await waitFor(() =>
    expect(filtersOf(requests.at(-1))).toEqual({ branchName: 'main', coverageStatus: ['ERROR'] }),
  );

  await user.keyboard('{Escape}'); // close the status list
  await user.type(screen.getByRole('searchbox', { name: 'Search commits' }), 'parser');
  await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBe('parser'), {
    timeout: 2000,
  });
  await waitFor(() =>
    expect(filtersOf(requests.at(-1))).toEqual({
      branchName: 'main',
      coverageStatus: ['ERROR'],
      search: 'parser',
    }),
  );
});

test('opens with the filters of the query string and says when nothing matches', async () => {
  mockRepo();
  const requests = mockCommits(() => connectionFixture([]));
  renderCommits('/gh/acme/widgets/commits/main?search=zzz&coverageStatus=PENDING&coverageStatus=bogus');
  expect(await screen.findByText('No commits found')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search commits' })).toHaveValue('zzz');
  expect(filtersOf(requests[0])).toEqual({ branchName: 'main', search: 'zzz', coverageStatus: ['PENDING'] });
});

test('scrolling to the end loads the next page', async () => {
  mockRepo();
  const requests = mockCommits((variables) =>
    variables['after'] === 'c1'
      ? connectionFixture([commitListItemFixture({ commitid: 'f'.repeat(40), message: 'second page' })])
      : connectionFixture([commitListItemFixture()], { hasNextPage: true, endCursor: 'c1' }),
  );
  renderCommits('/gh/acme/widgets/commits/main');
  await screen.findByRole('link', { name: 'Add the widget parser' });
  await waitFor(() => expect(observer.observedCount()).toBeGreaterThan(0));
  act(() => observer.setIntersecting(true));
  expect(await screen.findByRole('link', { name: 'second page' })).toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({ after: 'c1' });
});

// The answer is about acme/widgets itself: the repository frame reads the same repository from the cache and
// shows what it shows for that answer.
test.each([
  ['a missing repository is the 404 page', notFoundErrorFixture(), 'Not found'],
  ['a viewer not activated is asked to activate', ownerNotActivatedErrorFixture(), 'Activation required'],
])('%s', async (_name, repository, text) => {
  mockRepo();
  server.use(graphqlHandler('GetCommits', { owner: { ...acme, repository } }));
  renderCommits('/gh/acme/widgets/commits/main');
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('a rate limit shows the 429 page', async () => {
  mockRepo();
  server.use(graphqlErrorHandler('GetCommits', { status: 429, body: { detail: 'Rate limit exceeded' } }));
  renderCommits('/gh/acme/widgets/commits/main');
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  mockRepo();
  // DateTime passes any value through the schema; the client expects a string.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockCommits(() => connectionFixture([commitListItemFixture({ createdAt: 5 })]));
  renderCommits('/gh/acme/widgets/commits/main');
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test('the page has no accessibility violations', async () => {
  mockRepo();
  mockCommits(() =>
    connectionFixture([
      commitListItemFixture(),
      commitListItemFixture({ commitid: '2'.repeat(40), coverageStatus: 'ERROR' }),
    ]),
  );
  const view = renderCommits('/gh/acme/widgets/commits/main');
  await screen.findAllByRole('link', { name: 'Add the widget parser' });
  const { configureAxe } = await import('jest-axe');
  const axe = configureAxe({ rules: { region: { enabled: false } } });
  const { violations } = await axe(view.container);
  expect(violations.map((v: { id: string; nodes: unknown[] }) => [v.id, v.nodes.length])).toEqual([]);
});
