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
import { configureAxe } from 'jest-axe';
import {
  mockIntersectionObserverEachTest,
  renderRepoPage,
  setupRepoPageMocks,
} from '../common/repo-page-test-utils';

const server = setupRepoPageMocks();

const observer = mockIntersectionObserverEachTest();

function branch(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    headSha: `${name}0000`.padEnd(40, 'a'),
    head: {
      commitid: `c0ffee${name}`.padEnd(40, '0'),
      createdAt: '2024-05-01T12:00:00Z',
      coverageAnalytics: { totals: { percentCovered: 82.97, lineCount: 1200, hitsCount: 996 } },
    },
    ...overrides,
  };
}

function mockBranches(pages: Record<string, ReturnType<typeof connectionFixture>>) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('GetBranches', ({ variables }) => {
      requests.push(variables);
      const page = pages[String(variables.after ?? '')] ?? connectionFixture([]);
      return {
        owner: {
          repository: { __typename: 'Repository', repoid: 10, branches: { totalCount: 3, ...page } },
        },
      };
    }),
  );
  return requests;
}

const renderBranches = (url = '/gh/acme/widgets/branches') => renderRepoPage(url);

test('lists branches with the coverage, lines and head commit of each', async () => {
  mockBranches({
    '': connectionFixture([
      branch('main'),
      branch('feature/login', {
        head: {
          commitid: 'abc1234'.padEnd(40, '1'),
          createdAt: '2024-05-01T12:00:00Z',
          coverageAnalytics: null,
        },
      }),
      branch('gone', { head: null }),
    ]),
  });
  renderBranches();

  const table = await screen.findByRole('table', { name: 'Branches of acme/widgets' });
  const link = await within(table).findByRole('link', { name: 'feature/login' });
  expect(link).toHaveAttribute('href', '/gh/acme/widgets/tree/feature%2Flogin');
  const rows = within(table).getAllByRole('row');
  const row = (name: string) => rows.find((r) => within(r).queryByRole('link', { name }))!;

  expect(within(row('main')).getByText('Default')).toBeInTheDocument();
  expect(within(row('main')).getByText('82.97%')).toBeInTheDocument();
  expect(within(row('main')).getByText('996 of 1,200')).toBeInTheDocument();
  expect(within(row('main')).getByRole('link', { name: 'Head commit c0ffeem of main' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${'c0ffeemain'.padEnd(40, '0')}`,
  );
  expect(within(row('feature/login')).queryByText('Default')).not.toBeInTheDocument();
  expect(within(row('feature/login')).getByText('No data')).toBeInTheDocument();
  expect(within(row('gone')).getAllByText('-').length).toBeGreaterThanOrEqual(2);

  const tabs = screen.getByRole('navigation', { name: 'Repository' });
  expect(within(tabs).getByRole('link', { name: 'Coverage' })).toHaveAttribute('aria-current', 'page');
});

test('loads the next page when the end of the table scrolls into view', async () => {
  const requests = mockBranches({
    '': connectionFixture([branch('main')], { hasNextPage: true, endCursor: 'c1' }),
    c1: connectionFixture([branch('second')]),
  });
  renderBranches();
  await screen.findByRole('link', { name: 'main' });
  observer().setIntersecting(true);
  expect(await screen.findByRole('link', { name: 'second' })).toBeInTheDocument();
  expect(requests.map((r) => r.after ?? null)).toEqual([null, 'c1']);
  expect(requests[0]).toMatchObject({ first: 20 });
});

test('search goes to the query string and the server; nothing found says so', async () => {
  const requests = mockBranches({ '': connectionFixture([branch('main')]) });
  const user = userEvent.setup();
  const { location } = renderBranches();
  await screen.findByRole('link', { name: 'main' });
  mockBranches({});
  await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'zz');
  await waitFor(() => expect(location().search).toBe('?search=zz'), { timeout: 2000 });
  expect(await screen.findByText('No branches found matching "zz"')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ filters: {} });
});

test('a repository without branches says so', async () => {
  mockBranches({});
  renderBranches();
  expect(await screen.findByText('No branches found')).toBeInTheDocument();
});

test('an unknown repository is the 404 page', async () => {
  server.use(
    graphqlHandler('GetBranches', {
      owner: { ownerid: 2, username: 'acme', repository: notFoundErrorFixture() },
    }),
  );
  renderBranches();
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

// graphcache holds one repository per owner and name: the frame reads this answer too, and asks for activation.
test('a viewer who is not activated is asked to activate', async () => {
  server.use(
    graphqlHandler('GetBranches', {
      owner: { ownerid: 2, username: 'acme', repository: ownerNotActivatedErrorFixture() },
    }),
  );
  renderBranches();
  expect(await screen.findByText('Activation required')).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  // DateTime passes any value through the schema; the client expects a string.
  mockBranches({
    '': connectionFixture([branch('main', { head: { ...branch('main').head, createdAt: 5 } })]),
  });
  renderBranches();
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('a rate-limited request is the 429 page', async () => {
  server.use(graphqlErrorHandler('GetBranches', { status: 429, body: { detail: 'Rate limit exceeded' } }));
  renderBranches();
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('the page has no accessibility violations', async () => {
  mockBranches({ '': connectionFixture([branch('main'), branch('gone', { head: null })]) });
  const { container } = renderBranches();
  await screen.findByRole('link', { name: 'main' });
  const { violations } = await configureAxe({ rules: { region: { enabled: false } } })(container);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});
