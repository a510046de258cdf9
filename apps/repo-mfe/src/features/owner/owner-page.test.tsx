import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  currentUserFixture,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  isTeamPlanFixture,
  ownerFixture,
  planDataFixture,
  repositoryListItemFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { mockIntersectionObserver, type IntersectionObserverMock, renderRoute } from '@canopy/ui-kit/testing';
import { createTestProviders } from '@canopy/auth/testing';
import RepoMfeRoutes from '../../remote-entry';

/** GetOwnerRateLimitStatus's answer for the signed-in person. */
function ownerRateLimit(isGithubRateLimited: boolean | null) {
  return { me: { owner: { ownerid: 1, username: 'ada', isGithubRateLimited } } };
}

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsSyncingWithGitProvider', { me: { isSyncingWithGitProvider: false } }),
  graphqlHandler('GetOwnerRateLimitStatus', ownerRateLimit(false)),
  graphqlHandler('CurrentUser', { me: currentUserFixture() }),
  graphqlHandler('GetPlanData', planDataFixture()),
  graphqlHandler('IsTeamPlan', ({ variables }) => isTeamPlanFixture(false, String(variables.owner))),
);

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

type Variables = GraphqlMockRequest['variables'];

/** Answers OwnerPageData with `owner` and ReposForOwner with `pages` (by `after` cursor), recording the variables. */
function mockOwner({
  owner = ownerFixture(),
  pages = { '': connectionFixture([repositoryListItemFixture()]) },
}: {
  owner?: ReturnType<typeof ownerFixture> | null;
  pages?: Record<string, ReturnType<typeof connectionFixture>>;
} = {}) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('OwnerPageData', { owner }),
    graphqlHandler('ReposForOwner', ({ variables }) => {
      requests.push(variables);
      const page = pages[String(variables.after ?? '')] ?? connectionFixture([]);
      return { owner: { repositories: page } };
    }),
  );
  return requests;
}

function renderOwnerPage(url = '/gh/acme', configEnv?: Record<string, unknown>) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

test('shows the owner, its tabs and its repositories', async () => {
  mockOwner({
    pages: {
      '': connectionFixture([
        repositoryListItemFixture({ repoid: 1, name: 'widgets', private: true }),
        repositoryListItemFixture({ repoid: 2, name: 'gadgets', coverageAnalytics: null }),
        repositoryListItemFixture({
          repoid: 3,
          name: 'legacy',
          activated: false,
          active: false,
          coverageAnalytics: null,
        }),
        repositoryListItemFixture({ repoid: 4, name: 'dormant', active: false, coverageAnalytics: null }),
        repositoryListItemFixture({ repoid: 5, name: 'demo', displayName: 'Canopy demo', isDemo: true }),
        repositoryListItemFixture({
          repoid: 6,
          name: 'storefront',
          coverageEnabled: false,
          bundleAnalysisEnabled: true,
          coverageAnalytics: null,
        }),
      ]),
    },
  });
  renderOwnerPage();

  expect(await screen.findByRole('heading', { name: 'acme', level: 1 })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Repos' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics/gh/acme');
  expect(within(tabs).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members/gh/acme');
  expect(within(tabs).getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(within(tabs).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/gh/acme');
  expect(screen.queryByText('Viewing as visitor')).not.toBeInTheDocument();

  await screen.findByRole('link', { name: 'widgets' });
  const rows = screen.getAllByRole('row');
  const row = (name: string) => rows.find((r) => within(r).queryByText(name))!;
  expect(within(row('widgets')).getByRole('link', { name: 'widgets' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets',
  );
  expect(within(row('widgets')).getByText('Private')).toBeInTheDocument();
  expect(within(row('widgets')).getByText('81.50%')).toBeInTheDocument();
  expect(within(row('widgets')).getByText('1,200')).toBeInTheDocument();
  expect(within(row('gadgets')).getByText('No data')).toBeInTheDocument();
  expect(within(row('legacy')).getAllByText('Deactivated')).toHaveLength(2);
  // A member is offered the set-up of a repository without uploads.
  expect(within(row('dormant')).getByText('Inactive')).toBeInTheDocument();
  expect(within(row('dormant')).getByRole('link', { name: 'dormant' })).toHaveAttribute(
    'href',
    '/gh/acme/dormant/new',
  );
  expect(within(row('dormant')).getByRole('link', { name: 'Configure dormant' })).toHaveAttribute(
    'href',
    '/gh/acme/dormant/new',
  );
  expect(within(row('Canopy demo')).getByRole('link', { name: 'Canopy demo' })).toHaveAttribute(
    'href',
    '/gh/acme/demo',
  );
  expect(within(row('Canopy demo')).getByText('System generated')).toBeInTheDocument();
  // A repository that uploads bundle stats and no coverage opens on its bundles.
  expect(within(row('storefront')).getByRole('link', { name: 'storefront' })).toHaveAttribute(
    'href',
    '/gh/acme/storefront/bundles',
  );
  expect(within(row('widgets')).queryByText('System generated')).not.toBeInTheDocument();
  // Badges are never cut off: they keep their width and wrap under the name.
  expect(within(row('legacy')).getByTestId('repo-name')).toHaveStyle({ '--group-wrap': 'wrap' });
  const badge = within(row('legacy')).getAllByText('Deactivated')[0]!.closest('.mantine-Badge-root');
  expect(badge).toHaveStyle({ flexShrink: '0' });
});

test('asks for the most recently updated repositories first', async () => {
  const requests = mockOwner();
  renderOwnerPage();
  await screen.findByRole('link', { name: 'widgets' });
  expect(requests[0]).toMatchObject({
    owner: 'acme',
    ordering: 'COMMIT_DATE',
    direction: 'DESC',
    first: 20,
    filters: {},
  });
  expect(screen.getByRole('columnheader', { name: /Last updated/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('a visitor sees the badge and no tabs, and cannot open inactive repositories', async () => {
  mockOwner({
    owner: ownerFixture({ isCurrentUserPartOfOrg: false, isAdmin: null }),
    pages: {
      '': connectionFixture([
        repositoryListItemFixture({ repoid: 1, name: 'widgets' }),
        repositoryListItemFixture({ repoid: 2, name: 'dormant', active: false, coverageAnalytics: null }),
        repositoryListItemFixture({ repoid: 3, name: 'retired', activated: false }),
      ]),
    },
  });
  renderOwnerPage();
  expect(await screen.findByText('Viewing as visitor')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Owner' })).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'widgets' })).toBeInTheDocument();
  expect(screen.getByText('dormant')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'dormant' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Configure dormant' })).not.toBeInTheDocument();
  // Deactivated after uploads: still plain text for a visitor.
  expect(screen.getByText('retired')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'retired' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Inactive')).toHaveLength(2);
  // The resync reads the viewer's own git host: nothing to offer on someone else's page.
  expect(screen.queryByRole('button', { name: 'Resync' })).not.toBeInTheDocument();
});

test('a member who granted GitHub public repositories only is offered private ones, back on this page', async () => {
  server.use(graphqlHandler('CurrentUser', { me: currentUserFixture({ privateAccess: false }) }));
  mockOwner();
  renderOwnerPage('/gh/acme?search=wid');
  const link = await screen.findByRole('link', { name: 'Add private repositories' });
  expect(link).toHaveAttribute('href', '/login/gh?private=true&to=%2Fgh%2Facme%3Fsearch%3Dwid');
  expect(screen.getByText(/Public repositories only\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resync' })).toBeInTheDocument();
});

test('a visitor is not offered private repositories on someone else’s page', async () => {
  server.use(graphqlHandler('CurrentUser', { me: currentUserFixture({ privateAccess: false }) }));
  mockOwner({ owner: ownerFixture({ isCurrentUserPartOfOrg: false, isAdmin: null }) });
  renderOwnerPage();
  expect(await screen.findByRole('link', { name: 'widgets' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add private repositories' })).not.toBeInTheDocument();
});

test('a guest is not offered the resync', async () => {
  server.use(restHandler('get', '/user', {}));
  mockOwner({ owner: ownerFixture({ isCurrentUserPartOfOrg: false, isAdmin: null }) });
  renderOwnerPage();
  expect(await screen.findByRole('link', { name: 'widgets' })).toBeInTheDocument();
  expect(screen.queryByText(/Not seeing a repository/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resync' })).not.toBeInTheDocument();
});

test('a member resyncs with the git host: once, a loader while it runs, then the list asks again', async () => {
  const user = userEvent.setup();
  const requests = mockOwner();
  // The server runs the sync through one poll after the click, then it is over.
  let pollsWhileSyncing = 0;
  let syncs = 0;
  let polls = 0;
  server.use(
    graphqlMutationHandler('SyncWithGitProvider', () => {
      syncs += 1;
      pollsWhileSyncing = 1;
      return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
    }),
    graphqlHandler('IsSyncingWithGitProvider', () => {
      polls += 1;
      const syncing = pollsWhileSyncing > 0;
      if (syncing) pollsWhileSyncing -= 1;
      return { me: { isSyncingWithGitProvider: syncing } };
    }),
  );
  renderOwnerPage();
  expect(await screen.findByRole('link', { name: 'widgets' })).toBeInTheDocument();
  const listRequests = requests.length;
  expect(screen.getByText(/Not seeing a repository\?/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Resync' }));
  const status = await screen.findByText('Syncing repositories…');
  expect(status.closest('[aria-live="polite"]')).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Resync' })).not.toBeInTheDocument();

  expect(await screen.findByRole('button', { name: 'Resync' }, { timeout: 8000 })).toBeInTheDocument();
  await waitFor(() => expect(requests.length).toBeGreaterThan(listRequests));
  expect(syncs).toBe(1);
  // Over: the polling stopped.
  const pollsWhenOver = polls;
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(polls).toBe(pollsWhenOver);
}, 20000);

test('while GitHub rate-limits the member, the note on its rate limits takes the place of Resync', async () => {
  mockOwner();
  server.use(graphqlHandler('GetOwnerRateLimitStatus', ownerRateLimit(true)));
  renderOwnerPage();
  const link = await screen.findByRole('link', { name: 'GitHub rate limits.' });
  expect(link).toHaveAttribute(
    'href',
    'https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api',
  );
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.closest('p')).toHaveTextContent(
    'Not seeing a repository? It may be due to GitHub rate limits.',
  );
  expect(screen.queryByRole('button', { name: 'Resync' })).not.toBeInTheDocument();
});

test.each([
  ['GitHub answers', ownerRateLimit(false)],
  ['the status is null', ownerRateLimit(null)],
  ['no one is signed in as far as the API knows', { me: null }],
])('the member is offered Resync and no rate-limit note when %s', async (_case, answer) => {
  mockOwner();
  let asked = 0;
  server.use(
    graphqlHandler('GetOwnerRateLimitStatus', () => {
      asked += 1;
      return answer;
    }),
  );
  renderOwnerPage();
  expect(await screen.findByRole('button', { name: 'Resync' })).toBeInTheDocument();
  await waitFor(() => expect(asked).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText(/GitHub rate limits/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resync' })).toBeInTheDocument();
});

test('on other hosts the rate-limit status is not asked for', async () => {
  mockOwner();
  let asked = 0;
  server.use(
    graphqlHandler('GetOwnerRateLimitStatus', () => {
      asked += 1;
      return ownerRateLimit(true);
    }),
  );
  renderOwnerPage('/gl/acme');
  expect(await screen.findByRole('button', { name: 'Resync' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(0);
});

test('a resync that meets the GitHub rate limit brings the note once it is over', async () => {
  const user = userEvent.setup();
  mockOwner();
  let limited = false;
  let pollsWhileSyncing = 0;
  server.use(
    graphqlMutationHandler('SyncWithGitProvider', () => {
      pollsWhileSyncing = 1;
      return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
    }),
    graphqlHandler('IsSyncingWithGitProvider', () => {
      const syncing = pollsWhileSyncing > 0;
      if (syncing) {
        pollsWhileSyncing -= 1;
        // The host refuses the sync's calls.
        limited = true;
      }
      return { me: { isSyncingWithGitProvider: syncing } };
    }),
    graphqlHandler('GetOwnerRateLimitStatus', () => ownerRateLimit(limited)),
  );
  renderOwnerPage();
  await user.click(await screen.findByRole('button', { name: 'Resync' }));
  expect(await screen.findByText('Syncing repositories…')).toBeInTheDocument();
  expect(
    await screen.findByRole('link', { name: 'GitHub rate limits.' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resync' })).not.toBeInTheDocument();
}, 20000);

test('self-hosted installs have no Members and Plan tabs', async () => {
  mockOwner();
  renderOwnerPage('/gh/acme', { IS_SELF_HOSTED: true, ENV: 'enterprise' });
  const tabs = await screen.findByRole('navigation', { name: 'Owner' });
  expect(within(tabs).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  expect(within(tabs).queryByRole('link', { name: 'Plan' })).not.toBeInTheDocument();
  expect(within(tabs).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
});

test('the Canopy AI tab shows only behind its flag', async () => {
  mockOwner();
  renderOwnerPage();
  const tabs = await screen.findByRole('navigation', { name: 'Owner' });
  expect(within(tabs).queryByRole('link', { name: /Canopy AI/ })).not.toBeInTheDocument();
});

test('with the flag on, the Canopy AI tab links to the AI page', async () => {
  mockOwner();
  renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme',
    wrapper: createTestProviders({ flags: { canopyAiFeaturesTab: true } }),
  });
  const tabs = await screen.findByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: /Canopy AI/ })).toHaveAttribute('href', '/canopyai/gh/acme');
});

test('an unknown owner is the 404 page', async () => {
  mockOwner({ owner: null });
  renderOwnerPage('/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.getByText('Error 404')).toBeInTheDocument();
});

test('search waits for 500 ms of no typing, then goes to the query string and the server', async () => {
  const requests = mockOwner();
  const user = userEvent.setup();
  const { location } = renderOwnerPage();
  await screen.findByRole('link', { name: 'widgets' });

  await user.type(screen.getByRole('searchbox', { name: 'Search repositories' }), 'wid');
  expect(location().search).toBe('');
  expect(requests).toHaveLength(1);

  await waitFor(() => expect(location().search).toBe('?search=wid'), { timeout: 2000 });
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { term: 'wid' } }));
  expect(requests.filter((r) => (r.filters as { term?: string }).term)).toHaveLength(1);
});

test('opens with the search of the query string', async () => {
  const requests = mockOwner({ pages: {} });
  renderOwnerPage('/gh/acme?search=zzz');
  expect(await screen.findByText('No repositories found matching "zzz"')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search repositories' })).toHaveValue('zzz');
  expect(requests[0]).toMatchObject({ filters: { term: 'zzz' } });
});

test('the search box follows the query string when Back or a link changes it', async () => {
  const requests = mockOwner({ pages: {} });
  const { navigate } = renderOwnerPage('/gh/acme?search=zzz');
  const box = await screen.findByRole('searchbox', { name: 'Search repositories' });
  expect(box).toHaveValue('zzz');

  navigate('/gh/acme?search=wid');
  expect(box).toHaveValue('wid');
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { term: 'wid' } }));

  navigate(-1);
  expect(box).toHaveValue('zzz');
  navigate('/gh/acme');
  expect(box).toHaveValue('');
});

test('an owner without repositories says so', async () => {
  mockOwner({ pages: {} });
  renderOwnerPage();
  expect(await screen.findByText('There are no repos detected')).toBeInTheDocument();
});

test('sorting by a column asks the server for that ordering', async () => {
  const requests = mockOwner();
  const user = userEvent.setup();
  const { location } = renderOwnerPage();
  await screen.findByRole('link', { name: 'widgets' });

  await user.click(screen.getByRole('button', { name: /^Name/ }));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ ordering: 'NAME', direction: 'ASC' }));
  expect(new URLSearchParams(location().search).get('ordering')).toBe('NAME');
  expect(new URLSearchParams(location().search).get('direction')).toBe('ASC');

  await user.click(await screen.findByRole('button', { name: /^Name/ }));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ ordering: 'NAME', direction: 'DESC' }));

  await user.click(await screen.findByRole('button', { name: /^Test coverage/ }));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ ordering: 'COVERAGE', direction: 'ASC' }));
});

test('the status filter asks for active or inactive repositories', async () => {
  const requests = mockOwner();
  const user = userEvent.setup();
  const { location } = renderOwnerPage();
  await screen.findByRole('link', { name: 'widgets' });

  await user.click(screen.getByRole('button', { name: /Repository status/ }));
  await user.click(await screen.findByRole('option', { name: 'Inactive repos' }));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { active: false } }));
  expect(location().search).toBe('?repoDisplay=Inactive');
});

test('scrolling to the end loads the next page', async () => {
  const requests = mockOwner({
    pages: {
      '': connectionFixture([repositoryListItemFixture({ repoid: 1, name: 'first-page' })], {
        hasNextPage: true,
        endCursor: 'cursor-1',
      }),
      'cursor-1': connectionFixture([repositoryListItemFixture({ repoid: 2, name: 'second-page' })]),
    },
  });
  renderOwnerPage();
  await screen.findByRole('link', { name: 'first-page' });
  expect(screen.queryByRole('link', { name: 'second-page' })).not.toBeInTheDocument();

  await waitFor(() => expect(observer.observedCount()).toBeGreaterThan(0));
  act(() => observer.setIntersecting(true));

  expect(await screen.findByRole('link', { name: 'second-page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'first-page' })).toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({ after: 'cursor-1', first: 20 });
});

test('sort and filter choices add a history entry, so Back restores the previous view', async () => {
  const requests = mockOwner();
  const user = userEvent.setup();
  const { location, navigate } = renderOwnerPage();
  await screen.findByRole('link', { name: 'widgets' });

  await user.click(screen.getByRole('button', { name: /^Name/ }));
  await waitFor(() => expect(location().search).toBe('?ordering=NAME&direction=ASC'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ ordering: 'NAME', direction: 'ASC' }));
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  act(() => navigate(-1));
  await waitFor(() => expect(location().search).toBe(''));
  // The first view's list is still fresh in the cache (spec §9: two minutes); it comes back as it was.
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort'),
  );
  expect(requests.map(({ ordering }) => ordering)).toEqual(['COMMIT_DATE', 'NAME']);
});

describe('recently visited repository', () => {
  beforeEach(() => localStorage.clear());

  test('the repository opened last is pinned to the top with a label', async () => {
    mockOwner({
      pages: {
        '': connectionFixture([
          repositoryListItemFixture({ repoid: 1, name: 'alpha' }),
          repositoryListItemFixture({ repoid: 2, name: 'beta' }),
        ]),
      },
    });
    const user = userEvent.setup();
    const first = renderOwnerPage();
    await user.click(await screen.findByRole('link', { name: 'beta' }));
    await waitFor(() => expect(first.location().pathname).toBe('/gh/acme/beta'));
    first.unmount();

    renderOwnerPage();
    await screen.findByRole('link', { name: 'alpha' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'beta' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Recently visited')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Recently visited')).not.toBeInTheDocument();
  });

  test('is not pinned while searching or sorting', async () => {
    localStorage.setItem('recently-visited-repos', JSON.stringify({ 'github/acme': 'beta' }));
    mockOwner({
      pages: {
        '': connectionFixture([
          repositoryListItemFixture({ repoid: 1, name: 'alpha' }),
          repositoryListItemFixture({ repoid: 2, name: 'beta' }),
        ]),
      },
    });
    renderOwnerPage('/gh/acme?ordering=NAME&direction=ASC');
    await screen.findByRole('link', { name: 'alpha' });
    expect(screen.queryByText('Recently visited')).not.toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'alpha' })).toBeInTheDocument();
  });
});
