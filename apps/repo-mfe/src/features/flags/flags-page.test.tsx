import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  notFoundErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { toast } from '@canopy/ui-kit';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { branchContextHandlers } from '../../testing/branch-context-handlers';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
// graphcache keys an Owner by these, as the server answers them.
const acme = { ownerid: 2, username: 'acme' };
// The default branch's totals: every query of the page reads the same `coverageAnalytics` of the repository.
const headTotals = { percentCovered: 80, commitSha: 'c0ffee', hits: 8, misses: 2, lines: 10 };

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.restoreAllMocks();
});

interface Status {
  isTimescaleEnabled?: boolean;
  active?: boolean;
  backfilled?: boolean;
  count?: number;
}

function statusData({ isTimescaleEnabled = true, active = true, backfilled = true, count = 2 }: Status = {}) {
  return {
    config: { isTimescaleEnabled },
    owner: {
      ...acme,
      repository: repositoryFixture({
        coverageAnalytics: {
          flagsMeasurementsActive: active,
          flagsMeasurementsBackfilled: backfilled,
          flagsCount: count,
        } as never,
      }),
    },
  };
}

const flag = (name: string, avgs: (number | null)[], percentChange: number | null = null) => ({
  name,
  percentCovered: 90,
  percentChange,
  measurements: avgs.map((avg, index) => ({ timestamp: `2026-01-0${index + 1}T00:00:00Z`, avg })),
});

function mockPage({
  status = {},
  isMember = true,
  isAdmin = false,
  flags = [flag('unit', [50, null, 70], 12.5), flag('e2e', [])],
}: { status?: Status; isMember?: boolean; isAdmin?: boolean; flags?: ReturnType<typeof flag>[] } = {}) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ...acme,
        isAdmin,
        isCurrentUserPartOfOrg: isMember,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ defaultBranch: 'main', coverageAnalytics: headTotals }),
      },
    }),
    graphqlHandler('BackfillFlagMemberships', statusData(status)),
    ...branchContextHandlers(acme, ['main', 'feature/x']),
    graphqlHandler('FlagsSelect', {
      owner: {
        ...acme,
        repository: repositoryFixture({
          coverageAnalytics: {
            flags: { ...connectionFixture(flags.map(({ name }) => ({ name }))), totalCount: flags.length },
          } as never,
        }),
      },
    }),
    graphqlHandler('FlagMeasurements', ({ variables }) => {
      requests.push(variables);
      const names = (variables.filters as { flagsNames?: string[] }).flagsNames;
      const chosen = names ? flags.filter((f) => names.includes(f.name)) : flags;
      const ordered = variables.orderingDirection === 'DESC' ? [...chosen].reverse() : chosen;
      return {
        owner: {
          ...acme,
          repository: repositoryFixture({
            coverageAnalytics: {
              flags: { ...connectionFixture(ordered), totalCount: ordered.length },
            } as never,
          }),
        },
      };
    }),
  );
  return requests;
}

function renderFlags(url = '/gh/acme/widgets/flags') {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

test('lists each flag with its average over the period, its trend and a link to the filtered overview', async () => {
  const requests = mockPage();
  renderFlags();

  const table = await screen.findByRole('table', { name: 'Flags' });
  await within(table).findByRole('link', { name: 'unit' });
  expect(screen.getByText('Configured flags').nextSibling).toHaveTextContent('2');
  expect(within(table).getByRole('link', { name: 'unit' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets?flags=unit',
  );
  const rows = within(table).getAllByRole('row');
  const unit = rows.find((row) => within(row).queryByText('unit'))!;
  expect(within(unit).getByText('60.00%')).toBeInTheDocument();
  const sparkline = within(unit).getByRole('img', { name: 'Coverage trend of unit: from 50.00% to 70.00%' });
  // The sparkline sits on the track of the whole period, which starts where the Trend header does.
  expect(sparkline.closest('[data-trend-track]')).not.toBeNull();
  // The server's change over the same window, as it answers it.
  expect(within(unit).getByText('+12.50%')).toBeInTheDocument();
  const e2e = rows.find((row) => within(row).queryByText('e2e'))!;
  expect(within(e2e).getByText('No Data')).toBeInTheDocument();
  expect(within(e2e).getByText('-')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'About average coverage' })).toBeInTheDocument();
  // Deleting is for admins only.
  expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

  expect(requests[0]).toMatchObject({
    name: 'acme',
    repo: 'widgets',
    interval: 'INTERVAL_7_DAY',
    orderingDirection: 'ASC',
    filters: {},
  });
});

test('the branch selector opens the flags of that branch, whose links open that branch', async () => {
  const requests = mockPage();
  const user = userEvent.setup();
  const view = renderFlags('/gh/acme/widgets/flags?historicalTrend=LAST_30_DAYS');
  await screen.findByRole('link', { name: 'unit' });
  expect(requests.at(-1)).toMatchObject({ branch: 'main' });

  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await user.click(await screen.findByRole('option', { name: 'feature/x' }));
  await waitFor(() => expect(view.location().pathname).toBe('/gh/acme/widgets/flags/feature%2Fx'));
  expect(view.location().search).toBe('?historicalTrend=LAST_30_DAYS');
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ branch: 'feature/x' }));
  expect(await screen.findByRole('link', { name: 'unit' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/feature%2Fx?flags=unit',
  );
});

test('/flags/{branch} opens on that branch', async () => {
  const requests = mockPage();
  renderFlags('/gh/acme/widgets/flags/feature%2Fx');
  await screen.findByRole('link', { name: 'unit' });
  expect(requests.at(-1)).toMatchObject({ branch: 'feature/x' });
  expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('feature/x');
});

test('sorts by name on the server, and the trend and Show by choices go to the URL', async () => {
  const requests = mockPage();
  const user = userEvent.setup();
  const view = renderFlags();
  await screen.findByRole('link', { name: 'unit' });

  await user.click(screen.getByRole('button', { name: /Flags/ }));
  await waitFor(() => expect(view.location().search).toBe('?direction=DESC'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ orderingDirection: 'DESC' }));
  await waitFor(() => {
    const links = within(screen.getByRole('table', { name: 'Flags' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['e2e', 'unit']);
  });

  await user.click(screen.getByRole('button', { name: /Historical trend/ }));
  await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
  await waitFor(() => expect(view.location().search).toBe('?direction=DESC&historicalTrend=LAST_7_DAYS'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ interval: 'INTERVAL_1_DAY' }));

  await user.click(screen.getByRole('button', { name: /Show by/ }));
  await user.click(await screen.findByRole('option', { name: /^unit/ }));
  await waitFor(() =>
    expect(view.location().search).toBe('?direction=DESC&historicalTrend=LAST_7_DAYS&flags=unit'),
  );
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { flagsNames: ['unit'] } }));
  await user.keyboard('{Escape}');

  // Back to A to Z, the default, which leaves the URL.
  await user.click(screen.getByRole('button', { name: /^Flags/ }));
  await waitFor(() => expect(view.location().search).toBe('?historicalTrend=LAST_7_DAYS&flags=unit'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ orderingDirection: 'ASC' }));
});

test('a shared link keeps its sort', async () => {
  const requests = mockPage();
  renderFlags('/gh/acme/widgets/flags?direction=DESC');
  const table = await screen.findByRole('table', { name: 'Flags' });
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['e2e', 'unit']),
  );
  expect(requests[0]).toMatchObject({ orderingDirection: 'DESC' });
  expect(within(table).getByRole('columnheader', { name: /Flags/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('without a time-series store the feature is not enabled', async () => {
  mockPage({ status: { isTimescaleEnabled: false } });
  renderFlags();
  expect(await screen.findByText('The Flags feature is not yet enabled')).toBeInTheDocument();
});

test('without flags the feature is not configured, with a link to the docs', async () => {
  mockPage({ status: { count: 0 } });
  renderFlags();
  expect(await screen.findByText('The Flags feature is not yet configured')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Learn how flags can help your team today' })).toHaveAttribute(
    'href',
    expect.stringContaining('/flags'),
  );
});

test('a member enables flag analytics, then waits for the backfill', async () => {
  mockPage({ status: { active: false, backfilled: false } });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('ActivateMeasurements', ({ variables }) => {
      inputs.push(variables.input);
      server.use(graphqlHandler('BackfillFlagMemberships', statusData({ active: true, backfilled: false })));
      return { activateMeasurements: { error: null } };
    }),
  );
  const user = userEvent.setup();
  renderFlags();

  expect(await screen.findByText('No data to display')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enable flag analytics' }));
  expect(await screen.findByText('It might take up to 1 hour to view your data.')).toBeInTheDocument();
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', measurementType: 'FLAG_COVERAGE' }]);
});

test('a failed activation shows the error toast for 10 seconds', async () => {
  mockPage({ status: { active: false, backfilled: false } });
  server.use(
    graphqlMutationHandler('ActivateMeasurements', {
      activateMeasurements: { error: { __typename: 'ValidationError', message: 'Nope' } },
    }),
  );
  const error = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderFlags();
  await user.click(await screen.findByRole('button', { name: 'Enable flag analytics' }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith('Please try again. If the error persists please contact support', {
      title: 'Error activating flag measurements',
      duration: 10_000,
    }),
  );
});

test('a visitor is told flag analytics are disabled', async () => {
  mockPage({ status: { active: false, backfilled: false }, isMember: false });
  renderFlags();
  expect(await screen.findByText('Flag analytics is disabled.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enable flag analytics' })).not.toBeInTheDocument();
});

test('shows the empty table message when no flag matches', async () => {
  mockPage({ flags: [], status: { count: 3 } });
  renderFlags();
  // The empty Show-by select says the same in its list: look in the table.
  const table = await screen.findByRole('table', { name: 'Flags' });
  expect(await within(table).findByText('No results found')).toBeInTheDocument();
});

test('a missing repository is not found, and a rate limit or a bad answer show their error pages', async () => {
  mockPage();
  server.use(
    graphqlHandler('BackfillFlagMemberships', {
      config: { isTimescaleEnabled: true },
      owner: { ...acme, repository: notFoundErrorFixture() },
    }),
  );
  const first = renderFlags();
  expect(await screen.findByText('Error 404')).toBeInTheDocument();
  first.unmount();

  server.use(graphqlErrorHandler('BackfillFlagMemberships', { status: 429, body: { detail: 'slow down' } }));
  const second = renderFlags();
  expect(await screen.findByText('Error 429')).toBeInTheDocument();
  second.unmount();

  // Raw, as the server would send it (with the __typenames the client asks for), with a value the schema forbids.
  server.use(
    graphqlHandler(
      'BackfillFlagMemberships',
      {
        config: { __typename: 'Config', isTimescaleEnabled: 'yes' },
        owner: {
          __typename: 'Owner',
          ...acme,
          repository: {
            __typename: 'Repository',
            repoid: 10,
            coverageAnalytics: {
              __typename: 'CoverageAnalytics',
              flagsMeasurementsActive: true,
              flagsMeasurementsBackfilled: true,
              flagsCount: 2,
            },
          },
        },
      },
      { raw: true },
    ),
  );
  renderFlags();
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('an admin deletes a flag after confirming; the table is asked again and a toast confirms it', async () => {
  const requests = mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('DeleteFlag', ({ variables }) => {
      inputs.push(variables.input);
      return { deleteFlag: { error: null } };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderFlags();

  await user.click(await screen.findByRole('button', { name: 'Delete unit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Flag' });
  expect(dialog).toHaveTextContent('This will remove the unit flag from the reports in the app');
  expect(dialog).toHaveTextContent('remove this flag from your CI and your codecov.yml');
  expect(dialog).toHaveTextContent('This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(inputs).toEqual([]);

  const asked = requests.length;
  await user.click(screen.getByRole('button', { name: 'Delete unit' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete Flag' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  await waitFor(() => expect(success).toHaveBeenCalledWith('The unit flag was deleted'));
  expect(inputs).toEqual([{ ownerUsername: 'acme', repoName: 'widgets', flagName: 'unit' }]);
  await waitFor(() => expect(requests.length).toBeGreaterThan(asked));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a refused or invalid deletion shows the error message in a toast', async () => {
  mockPage({ isAdmin: true });
  server.use(
    graphqlMutationHandler('DeleteFlag', ({ variables }) => {
      const { flagName } = variables.input as { flagName: string };
      return {
        deleteFlag: {
          error:
            flagName === 'unit'
              ? { __typename: 'UnauthorizedError', message: 'Only admins of the organization can do this' }
              : { __typename: 'ValidationError', message: 'A flag name is required' },
        },
      };
    }),
  );
  const error = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderFlags();

  for (const name of ['unit', 'e2e']) {
    await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Flag' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  expect(error.mock.calls.map(([message]) => message)).toEqual([
    'Only admins of the organization can do this',
    'A flag name is required',
  ]);
  expect(success).not.toHaveBeenCalled();
});

test('after a deletion the focus moves to the next row, else the previous one, else the table heading', async () => {
  const flags = [flag('e2e', [60]), flag('integration', [70]), flag('unit', [80])];
  mockPage({ isAdmin: true, flags });
  server.use(
    graphqlMutationHandler('DeleteFlag', ({ variables }) => {
      const { flagName } = variables.input as { flagName: string };
      flags.splice(
        flags.findIndex((candidate) => candidate.name === flagName),
        1,
      );
      return { deleteFlag: { error: null } };
    }),
  );
  jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderFlags();

  const remove = async (name: string) => {
    await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Flag' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${name}` })).toBeNull());
  };
  await remove('integration');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete unit' })).toHaveFocus());
  await remove('unit');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete e2e' })).toHaveFocus());
  await remove('e2e');
  const table = screen.getByRole('table', { name: 'Flags' });
  await waitFor(() => expect(within(table).getByRole('button', { name: /Flags/ })).toHaveFocus());
}, 15_000);
