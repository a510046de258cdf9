import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  pullComparisonErrorFixture,
  pullFixture,
  pullRepositoryData,
} from '@canopy/repo-data-access/testing';
import { configureAxe } from 'jest-axe';
import {
  mockIntersectionObserverEachTest,
  renderRepoPage,
  setupRepoPageMocks,
} from '../common/repo-page-test-utils';

const server = setupRepoPageMocks();

/** The frame's owner, by the keys the cache files it under. */
const acme = { ownerid: 2, username: 'acme' };

const observer = mockIntersectionObserverEachTest();

function mockPulls(pages: Record<string, ReturnType<typeof connectionFixture>>) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('GetPulls', ({ variables }) => {
      requests.push(variables);
      return pullRepositoryData({ pulls: pages[String(variables.after ?? '')] ?? connectionFixture([]) });
    }),
  );
  return requests;
}

const renderPulls = (url = '/gh/acme/widgets/pulls') => renderRepoPage(url);

test('lists pull requests with their state, author, patch, coverage and change', async () => {
  const requests = mockPulls({
    '': connectionFixture([
      pullFixture(),
      pullFixture({
        pullId: 11,
        title: 'Drop the legacy cart',
        state: 'MERGED',
        author: null,
        authorUsername: 'grace',
        compareWithBase: pullComparisonErrorFixture('MissingBaseReport'),
        head: { commitid: 'f'.repeat(40), coverageStatus: 'ERROR', coverageAnalytics: null },
      }),
      pullFixture({
        pullId: 10,
        title: null,
        state: 'CLOSED',
        head: { commitid: 'e'.repeat(40), coverageStatus: 'PENDING', coverageAnalytics: null },
        compareWithBase: pullComparisonErrorFixture('MissingHeadReport'),
      }),
      pullFixture({
        pullId: 1,
        title: 'First one',
        compareWithBase: pullComparisonErrorFixture('FirstPullRequest'),
      }),
    ]),
  });
  renderPulls();

  const table = await screen.findByRole('table', { name: 'Pull requests of acme/widgets' });
  await within(table).findByRole('link', { name: 'Add a discount rule' });
  expect(requests[0]).toMatchObject({ orderingDirection: 'DESC', first: 20, filters: {} });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Patch Coverage', 'Coverage', 'Change']);

  const open = rows[1]!;
  expect(within(open).getByRole('link', { name: 'Add a discount rule' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/pull/12',
  );
  expect(within(open).getByText('Open')).toBeInTheDocument();
  expect(within(open).getByText('#12')).toBeInTheDocument();
  expect(open).toHaveTextContent(/ada last updated/);
  expect(within(open).getByText('75.00%')).toBeInTheDocument();
  expect(within(open).getByText('82.97%')).toBeInTheDocument();
  expect(within(open).getByText('+1.25%')).toBeInTheDocument();

  const merged = rows[2]!;
  expect(within(merged).getByText('Merged')).toBeInTheDocument();
  expect(merged).toHaveTextContent(/grace last updated/);
  expect(within(merged).getByRole('img', { name: 'error' })).toBeInTheDocument();

  const closed = rows[3]!;
  expect(within(closed).getByText('Closed')).toBeInTheDocument();
  expect(within(closed).getByText('Pull request title unavailable')).toBeInTheDocument();
  expect(within(closed).getByRole('img', { name: 'pending' })).toBeInTheDocument();

  expect(within(rows[4]!).getByRole('link', { name: 'First one' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/pull/1/tree',
  );
  const tabs = screen.getByRole('navigation', { name: 'Repository' });
  expect(within(tabs).getByRole('link', { name: 'Pulls' })).toHaveAttribute('aria-current', 'page');
});

test('the state filter and the order go to the query string and the server', async () => {
  const requests = mockPulls({ '': connectionFixture([pullFixture()]) });
  const user = userEvent.setup();
  const { location } = renderPulls();
  await screen.findByRole('link', { name: 'Add a discount rule' });

  await user.click(screen.getByRole('button', { name: /View:/ }));
  await user.click(screen.getByRole('option', { name: 'Merged' }));
  await user.click(screen.getByRole('option', { name: 'Open' }));
  await waitFor(() => expect(location().search).toBe('?prStates=OPEN&prStates=MERGED'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { state: ['OPEN', 'MERGED'] } }));
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: /Sort by:/ }));
  await user.click(screen.getByRole('option', { name: 'Oldest' }));
  await waitFor(() => expect(location().search).toBe('?prStates=OPEN&prStates=MERGED&order=ASC'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ orderingDirection: 'ASC' }));
});

test('opens with the filters of the query string and ignores unknown values', async () => {
  const requests = mockPulls({});
  renderPulls('/gh/acme/widgets/pulls?prStates=CLOSED&prStates=BOGUS&order=ASC');
  expect(await screen.findByText('No pulls found')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ filters: { state: ['CLOSED'] }, orderingDirection: 'ASC' });
  expect(screen.getByRole('button', { name: /View:/ })).toHaveTextContent('Closed');
  expect(screen.getByRole('button', { name: /Sort by:/ })).toHaveTextContent('Oldest');
});

test('loads the next page at the end of the table', async () => {
  const requests = mockPulls({
    '': connectionFixture([pullFixture()], { hasNextPage: true, endCursor: 'p2' }),
    p2: connectionFixture([pullFixture({ pullId: 3, title: 'Older work' })]),
  });
  renderPulls();
  await screen.findByRole('link', { name: 'Add a discount rule' });
  observer().setIntersecting(true);
  expect(await screen.findByRole('link', { name: 'Older work' })).toBeInTheDocument();
  expect(requests.map((r) => r.after ?? null)).toEqual([null, 'p2']);
});

test('an unknown repository is the 404 page', async () => {
  server.use(graphqlHandler('GetPulls', { owner: { ...acme, repository: notFoundErrorFixture() } }));
  renderPulls();
  expect(await screen.findByText('Error 404')).toBeInTheDocument();
});

test('a viewer who is not activated is asked to activate', async () => {
  server.use(graphqlHandler('GetPulls', { owner: { ...acme, repository: ownerNotActivatedErrorFixture() } }));
  renderPulls();
  // The answer is about acme/widgets itself: the repository frame, which reads the same repository, shows it.
  expect(await screen.findByText('Activation required')).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  // DateTime passes any value through the schema; the client expects a string.
  mockPulls({ '': connectionFixture([pullFixture({ updatestamp: 5 })]) });
  renderPulls();
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('a rate-limited request is the 429 page', async () => {
  server.use(graphqlErrorHandler('GetPulls', { status: 429, body: { detail: 'Rate limit exceeded' } }));
  renderPulls();
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('the page has no accessibility violations', async () => {
  mockPulls({
    '': connectionFixture([
      pullFixture(),
      pullFixture({
        pullId: 11,
        state: 'MERGED',
        head: { commitid: 'f'.repeat(40), coverageStatus: 'ERROR', coverageAnalytics: null },
      }),
    ]),
  });
  const { container } = renderPulls();
  await screen.findAllByRole('link', { name: 'Add a discount rule' });
  const { violations } = await configureAxe({ rules: { region: { enabled: false } } })(container);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});
