import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  ownerFixture,
  repositoryListItemFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { chartPeriod } from './analytics-page';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsTeamPlan', ({ variables }) => isTeamPlanFixture(false, String(variables.owner))),
);

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

type Variables = GraphqlMockRequest['variables'];

const repos = [
  repositoryListItemFixture({ repoid: 1, name: 'widgets' }),
  repositoryListItemFixture({
    repoid: 2,
    name: 'gadgets',
    coverageAnalytics: { percentCovered: 64.25, lines: 10 },
  }),
];

function mockAnalytics({
  measurements = [
    { timestamp: '2026-01-01T00:00:00Z', avg: 70 },
    { timestamp: '2026-02-01T00:00:00Z', avg: null },
    { timestamp: '2026-03-01T00:00:00Z', avg: 75.555 },
  ] as { timestamp: string; avg: number | null }[] | null,
  owner = ownerFixture(),
} = {}) {
  const chart: Variables[] = [];
  const list: Variables[] = [];
  // graphcache keys an Owner by these, as the server answers them.
  const ownerKey = { ownerid: owner.ownerid, username: owner.username };
  server.use(
    graphqlHandler('OwnerPageData', { owner }),
    graphqlHandler('ReposForOwner', ({ variables }) => {
      list.push(variables);
      const names = (variables.filters as { repoNames?: string[] }).repoNames;
      return {
        owner: {
          ...ownerKey,
          repositories: connectionFixture(names ? repos.filter((r) => names.includes(r.name)) : repos),
        },
      };
    }),
    graphqlHandler('GetReposCoverageMeasurements', ({ variables }) => {
      chart.push(variables);
      return { owner: { ...ownerKey, measurements } };
    }),
  );
  return { chart, list };
}

const renderAnalytics = (url = '/analytics/gh/acme') =>
  renderRoute(<RepoMfeRoutes section="analytics" />, {
    path: '/analytics/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test('shows the tabs, the chart of all repositories over the last six months by week and their table', async () => {
  const { chart } = mockAnalytics();
  renderAnalytics();

  const tabs = await screen.findByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Data is average of selected repos')).toBeInTheDocument();
  expect(
    await screen.findByRole('img', {
      name: /^Coverage of the selected repositories: 70.00% on Jan 1, 2026, 75.56% on Mar 1, 2026/,
    }),
  ).toBeInTheDocument();
  expect(chart[0]).toMatchObject({
    owner: 'acme',
    interval: 'INTERVAL_7_DAY',
    after: chartPeriod('', '').after,
    before: null,
    repos: null,
  });
  expect(chart[0]!.after).toMatch(/T00:00:00.000Z$/);
  expect(await screen.findByRole('link', { name: 'gadgets' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});

test('dates and repositories filter the chart and the table, and Clear filters resets them', async () => {
  const { chart, list } = mockAnalytics();
  const user = userEvent.setup();
  const view = renderAnalytics();
  await screen.findByRole('link', { name: 'gadgets' });

  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-01' } });
  await waitFor(() => expect(view.location().search).toBe('?startDate=2026-01-01'));
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-20' } });
  await waitFor(() => expect(view.location().search).toBe('?startDate=2026-01-01&endDate=2026-01-20'));
  await waitFor(() =>
    expect(chart.at(-1)).toMatchObject({
      interval: 'INTERVAL_1_DAY',
      after: '2026-01-01T00:00:00.000Z',
      before: '2026-01-21T00:00:00.000Z',
    }),
  );

  await user.click(screen.getByRole('button', { name: /Repositories/ }));
  await user.click(await screen.findByRole('option', { name: /^widgets/ }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(view.location().search).toContain('repositories=widgets'));
  await waitFor(() => expect(chart.at(-1)).toMatchObject({ repos: ['widgets'] }));
  await waitFor(() => expect(list.at(-1)).toMatchObject({ filters: { repoNames: ['widgets'] } }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'gadgets' })).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(view.location().search).toBe(''));
  expect(await screen.findByRole('link', { name: 'gadgets' })).toBeInTheDocument();
});

test('says when there is not enough data, and when the chart failed', async () => {
  mockAnalytics({ measurements: [{ timestamp: '2026-01-01T00:00:00Z', avg: 70 }] });
  const first = renderAnalytics();
  expect(await screen.findByText('Not enough coverage data to display chart.')).toBeInTheDocument();
  first.unmount();

  mockAnalytics();
  server.use(graphqlErrorHandler('GetReposCoverageMeasurements', { status: 500 }));
  renderAnalytics();
  expect(await screen.findByText('The coverage chart failed to load.')).toBeInTheDocument();
  // The rest of the page stays usable.
  expect(screen.getByRole('link', { name: 'gadgets' })).toBeInTheDocument();
});

test('a visitor sees no tabs but the badge', async () => {
  mockAnalytics({ owner: ownerFixture({ isCurrentUserPartOfOrg: false }) });
  renderAnalytics();
  expect(await screen.findByText('Viewing as visitor')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Owner' })).not.toBeInTheDocument();
});

test('an unknown owner is the 404 page; a rate limit is the 429 page', async () => {
  server.use(graphqlHandler('OwnerPageData', { owner: null }));
  const first = renderAnalytics('/analytics/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  first.unmount();

  server.use(graphqlErrorHandler('OwnerPageData', { status: 429, body: { detail: 'slow down' } }));
  renderAnalytics();
  expect(await screen.findByText('Error 429')).toBeInTheDocument();
});

describe('chartPeriod', () => {
  const now = Date.UTC(2026, 10, 22);
  it('is the last six months by week without a start, so a few weeks of uploads make a line', () => {
    expect(chartPeriod('', '', now)).toEqual({
      interval: 'INTERVAL_7_DAY',
      after: '2026-05-23T00:00:00.000Z',
      before: null,
    });
    // The same bounds all day long: they are the query's key.
    expect(chartPeriod('', '', now + 23 * 60 * 60 * 1000)).toEqual(chartPeriod('', '', now));
    expect(chartPeriod('', '2026-03-31', now)).toEqual({
      interval: 'INTERVAL_7_DAY',
      after: '2025-10-01T00:00:00.000Z',
      before: '2026-04-01T00:00:00.000Z',
    });
  });
  it('picks the interval from the span and includes the end day', () => {
    expect(chartPeriod('2026-01-01', '2026-03-01', now)).toEqual({
      interval: 'INTERVAL_7_DAY',
      after: '2026-01-01T00:00:00.000Z',
      before: '2026-03-02T00:00:00.000Z',
    });
    expect(chartPeriod('2025-01-01', '', now).interval).toBe('INTERVAL_30_DAY');
    expect(chartPeriod('2026-11-01', '', now).interval).toBe('INTERVAL_1_DAY');
  });
  it('swaps reversed dates and ignores malformed ones', () => {
    expect(chartPeriod('2026-02-10', '2026-02-01', now)).toMatchObject({
      after: '2026-02-01T00:00:00.000Z',
      before: '2026-02-11T00:00:00.000Z',
    });
    expect(chartPeriod('nope', 'x', now)).toEqual(chartPeriod('', '', now));
  });
});

test('a Team-plan owner averages and lists its public repositories only, and says how to include the others', async () => {
  const { chart, list } = mockAnalytics();
  server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)));
  renderAnalytics();
  const note = await screen.findByTestId('team-plan-note');
  expect(note).toHaveTextContent('Public repos only. Upgrade to Pro to include private repos.');
  expect(within(note).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade',
  );
  await waitFor(() => expect(chart.length).toBeGreaterThan(0));
  expect(chart.every((variables) => variables.isPublic === true)).toBe(true);
  await waitFor(() => expect(list.length).toBeGreaterThan(0));
  expect(list.every((variables) => (variables.filters as { isPublic?: boolean }).isPublic === true)).toBe(
    true,
  );
});

test('another plan has no note and no public-only filter', async () => {
  const { chart, list } = mockAnalytics();
  renderAnalytics();
  await waitFor(() => expect(chart.length).toBeGreaterThan(0));
  await waitFor(() => expect(list.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('team-plan-note')).not.toBeInTheDocument();
  expect(chart.every((variables) => variables.isPublic === undefined)).toBe(true);
  expect(list.every((variables) => !('isPublic' in (variables.filters as object)))).toBe(true);
});
