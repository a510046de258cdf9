import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  ownerNotActivatedErrorFixture,
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
          componentsMeasurementsActive: active,
          componentsMeasurementsBackfilled: backfilled,
          componentsCount: count,
        } as never,
      }),
    },
  };
}

const component = (componentId: string, name: string, avgs: (number | null)[], extra: object = {}) => ({
  componentId,
  name,
  percentCovered: 75.5,
  percentChange: -2.25,
  lastUploaded: null,
  measurements: avgs.map((avg, index) => ({ timestamp: `2026-01-0${index + 1}T00:00:00Z`, avg })),
  ...extra,
});

function mockPage({
  status = {},
  isMember = true,
  isAdmin = false,
  components = [component('api', 'API', [80, 77.75]), component('web', 'Web', [], { percentCovered: null })],
}: {
  status?: Status;
  isMember?: boolean;
  isAdmin?: boolean;
  components?: ReturnType<typeof component>[];
} = {}) {
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
    graphqlHandler('BackfillComponentMemberships', statusData(status)),
    ...branchContextHandlers(acme, ['main', 'feature/x']),
    graphqlHandler('RepoComponentsSelector', {
      owner: {
        ...acme,
        repository: repositoryFixture({
          coverageAnalytics: {
            componentsYaml: components.map(({ componentId, name }) => ({ id: componentId, name })),
          } as never,
        }),
      },
    }),
    graphqlHandler('ComponentMeasurements', ({ variables }) => {
      requests.push(variables);
      const ids = (variables.filters as { components?: string[] }).components;
      const chosen = ids ? components.filter((c) => ids.includes(c.componentId)) : components;
      return {
        owner: {
          ...acme,
          repository: repositoryFixture({ coverageAnalytics: { components: chosen } as never }),
        },
      };
    }),
  );
  return requests;
}

function renderComponents(url = '/gh/acme/widgets/components') {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

test('lists the components of the default branch with coverage, trend and last upload', async () => {
  const requests = mockPage();
  renderComponents();

  const table = await screen.findByRole('table', { name: 'Components' });
  await within(table).findByRole('link', { name: 'API' });
  expect(screen.getByText('Configured components').nextSibling).toHaveTextContent('2');
  expect(await screen.findByRole('link', { name: 'latest commit abcdef1' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/commit/abcdef1234567890',
  );
  expect(within(table).getByRole('link', { name: 'API' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets?components=api',
  );
  const rows = within(table).getAllByRole('row');
  const api = rows.find((row) => within(row).queryByText('API'))!;
  expect(within(api).getByText('75.50%')).toBeInTheDocument();
  expect(
    within(api).getByRole('img', { name: 'Coverage trend of API: from 80.00% to 77.75%' }),
  ).toBeInTheDocument();
  expect(within(api).getByText('-2.25%')).toBeInTheDocument();
  const web = rows.find((row) => within(row).queryByText('Web'))!;
  expect(within(web).getByText('No Data')).toBeInTheDocument();
  // Removing is for admins only.
  expect(within(table).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(requests[0]).toMatchObject({
    name: 'acme',
    repo: 'widgets',
    branch: 'main',
    orderingDirection: 'DESC',
    interval: 'INTERVAL_7_DAY',
    filters: {},
  });
});

test('the branch selector navigates to the branch, whose links open that branch', async () => {
  const requests = mockPage();
  const user = userEvent.setup();
  const view = renderComponents('/gh/acme/widgets/components?historicalTrend=LAST_30_DAYS');
  await screen.findByRole('link', { name: 'API' });

  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await user.click(await screen.findByRole('option', { name: 'feature/x' }));
  await waitFor(() => expect(view.location().pathname).toBe('/gh/acme/widgets/components/feature%2Fx'));
  expect(view.location().search).toBe('?historicalTrend=LAST_30_DAYS');
  await waitFor(() =>
    expect(requests.at(-1)).toMatchObject({ branch: 'feature/x', interval: 'INTERVAL_1_DAY' }),
  );
  expect(await screen.findByRole('link', { name: 'API' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/feature%2Fx?components=api',
  );
});

test('Show by filters the components and sorting asks the server', async () => {
  const requests = mockPage();
  const user = userEvent.setup();
  const view = renderComponents();
  await screen.findByRole('link', { name: 'API' });

  await user.click(screen.getByRole('button', { name: /Show by/ }));
  await user.click(await screen.findByRole('option', { name: /^Web/ }));
  await waitFor(() => expect(view.location().search).toBe('?components=web'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { components: ['web'] } }));
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: /^Components/ }));
  await waitFor(() => expect(view.location().search).toBe('?components=web&direction=ASC'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ orderingDirection: 'ASC' }));
  // Back to Z to A, the default, which leaves the URL. That answer is still fresh: the table shows it again
  // without asking the server (spec §9).
  const asked = requests.length;
  await user.click(screen.getByRole('button', { name: /^Components/ }));
  await waitFor(() => expect(view.location().search).toBe('?components=web'));
  const table = screen.getByRole('table', { name: 'Components' });
  await waitFor(() =>
    expect(within(table).getByRole('columnheader', { name: /Components/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    ),
  );
  expect(within(table).getByRole('link', { name: 'Web' })).toBeInTheDocument();
  expect(requests).toHaveLength(asked);
});

test('a shared link keeps its sort', async () => {
  const requests = mockPage();
  renderComponents('/gh/acme/widgets/components?direction=ASC');
  const table = await screen.findByRole('table', { name: 'Components' });
  await within(table).findByRole('link', { name: 'API' });
  expect(requests[0]).toMatchObject({ orderingDirection: 'ASC' });
  expect(within(table).getByRole('columnheader', { name: /Components/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('without components in the yaml the panel explains how to configure them', async () => {
  mockPage({ status: { count: 0 } });
  renderComponents();
  expect(
    await screen.findByText(
      'You will need to configure components in your yaml file to view the list of your components here.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get started with components' })).toBeInTheDocument();
});

test('without a time-series store the feature is not enabled', async () => {
  mockPage({ status: { isTimescaleEnabled: false } });
  renderComponents();
  expect(await screen.findByText('The Components feature is not yet enabled')).toBeInTheDocument();
});

test('a member enables component analytics; a failure shows the toast', async () => {
  mockPage({ status: { active: false, backfilled: false } });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('ActivateMeasurements', ({ variables }) => {
      inputs.push(variables.input);
      return { activateMeasurements: { error: { __typename: 'ValidationError', message: 'Nope' } } };
    }),
  );
  const error = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderComponents();
  await user.click(await screen.findByRole('button', { name: 'Enable component analytics' }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith('Please try again. If the error persists please contact support', {
      title: 'Error activating component measurements',
      duration: 10_000,
    }),
  );
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', measurementType: 'COMPONENT_COVERAGE' }]);
});

test('backfilling shows the wait message; visitors see analytics disabled', async () => {
  mockPage({ status: { active: true, backfilled: false } });
  const first = renderComponents();
  expect(await screen.findByText('It might take up to 1 hour to view your data.')).toBeInTheDocument();
  first.unmount();

  mockPage({ status: { active: false, backfilled: false }, isMember: false });
  renderComponents();
  expect(await screen.findByText('Component analytics is disabled.')).toBeInTheDocument();
});

test('no matching components, owner not activated and rate limits', async () => {
  mockPage({ components: [], status: { count: 1 } });
  const first = renderComponents();
  // The table's message; the empty Show by select says the same.
  const table = await screen.findByRole('table', { name: 'Components' });
  expect(await within(table).findByText('No results found')).toBeInTheDocument();
  first.unmount();

  server.use(graphqlErrorHandler('ComponentMeasurements', { status: 429, body: { detail: 'slow down' } }));
  const second = renderComponents();
  expect(await screen.findByText('Error 429')).toBeInTheDocument();
  second.unmount();

  server.use(
    graphqlHandler('BackfillComponentMemberships', {
      config: { isTimescaleEnabled: true },
      owner: { ...acme, repository: ownerNotActivatedErrorFixture() },
    }),
  );
  renderComponents();
  expect(await screen.findByText(/Activation is required|Error 403/)).toBeInTheDocument();
});

test("an admin removes a component's history after confirming; errors show their message", async () => {
  const requests = mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('DeleteComponentMeasurements', ({ variables }) => {
      const input = variables.input as { componentId: string };
      inputs.push(input);
      return {
        deleteComponentMeasurements: {
          error:
            input.componentId === 'web'
              ? { __typename: 'NotFoundError', message: 'Repository not found' }
              : null,
        },
      };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const error = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderComponents();

  await user.click(await screen.findByRole('button', { name: 'Remove API' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove API' });
  expect(dialog).toHaveTextContent('This will remove the historical data of the API component in the app');
  expect(dialog).toHaveTextContent('you will also need to remove API from the component_management section');
  expect(dialog).toHaveTextContent('It may take some time');
  const asked = requests.length;
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('The history of API was removed'));
  await waitFor(() => expect(requests.length).toBeGreaterThan(asked));

  await user.click(screen.getByRole('button', { name: 'Remove Web' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove Web' })).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(error).toHaveBeenCalledWith('Repository not found'));
  expect(inputs).toEqual([
    { ownerUsername: 'acme', repoName: 'widgets', componentId: 'api' },
    { ownerUsername: 'acme', repoName: 'widgets', componentId: 'web' },
  ]);
  expect(success).toHaveBeenCalledTimes(1);
});

test("after a component's history is removed the focus moves to the next row's button", async () => {
  const components = [component('api', 'API', [80, 77.75]), component('web', 'Web', [70])];
  mockPage({ isAdmin: true, components });
  server.use(
    graphqlMutationHandler('DeleteComponentMeasurements', () => {
      components.shift();
      return { deleteComponentMeasurements: { error: null } };
    }),
  );
  jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderComponents();

  await user.click(await screen.findByRole('button', { name: 'Remove API' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove API' })).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove API' })).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Web' })).toHaveFocus());
});
