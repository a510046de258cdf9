import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configFixture,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  bundleAnalysisReportFixture,
  bundleBranchFixture,
  bundleReportFixture,
  updateBundleCacheConfigFixture,
} from '@canopy/bundles-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { toast } from '@canopy/ui-kit';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import BundlesMfeRoutes from '../../remote-entry';
import BundleCachingEntry from '../../bundle-caching-section-entry';
import {
  CACHING_EXPLAINED,
  CACHING_OFF_WARNING,
  CACHING_SAVED,
  CACHING_TITLE,
  CONFIGURE_CACHING,
} from './bundle-caching';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.restoreAllMocks();
});

type Input = {
  owner: string;
  repoName: string;
  bundles: Array<{ bundleName: string; toggleCaching: boolean }>;
};

/** The repository, the dashboard's documents and the caching list, whose answers follow what was saved. */
function mockCaching({ isMember = true, refuse = null as string | null } = {}) {
  const caching = new Map([
    ['admin', false],
    ['web-app', true],
  ]);
  const report = () =>
    bundleBranchFixture(
      bundleAnalysisReportFixture(
        [...caching].map(([name, cacheConfig]) => bundleReportFixture(name, { cacheConfig })),
      ),
    );
  const inputs: Input[] = [];
  const lists: string[] = [];
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg: isMember,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ bundleAnalysisEnabled: true, defaultBranch: 'main' }),
      },
    }),
    graphqlHandler('Config', { config: configFixture({ isTimescaleEnabled: false }) }),
    graphqlHandler('GetBranches', {
      owner: {
        ownerid: 1,
        username: 'acme',
        repository: {
          __typename: 'Repository',
          repoid: 10,
          branches: {
            totalCount: 0,
            edges: [],
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
          },
        },
      },
    }),
    graphqlHandler('BranchBundlesNames', report),
    graphqlHandler('BranchBundleSummaryData', report),
    graphqlHandler('CachedBundleList', ({ variables }) => {
      lists.push(String(variables.branch));
      return report();
    }),
    graphqlMutationHandler('UpdateBundleCacheConfig', ({ variables }) => {
      const input = variables.input as Input;
      inputs.push(input);
      if (refuse)
        return updateBundleCacheConfigFixture(input.bundles, {
          __typename: 'ValidationError',
          message: refuse,
        });
      for (const bundle of input.bundles) caching.set(bundle.bundleName, bundle.toggleCaching);
      return updateBundleCacheConfigFixture(input.bundles);
    }),
  );
  return { inputs, lists };
}

const renderDashboard = () =>
  renderRoute(<BundlesMfeRoutes section="bundles" />, {
    path: '/:provider/:owner/:repo/bundles/*',
    url: '/gh/acme/widgets/bundles/main',
    wrapper: createTestProviders(),
  });

const switchOf = (name: string) => screen.getByRole('switch', { name: `Caching of ${name}` });

test('a member opens the caching modal from the dashboard, switches a bundle and saves', async () => {
  const { inputs, lists } = mockCaching();
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderDashboard();

  await user.click(await screen.findByRole('button', { name: CONFIGURE_CACHING }));
  const dialog = await screen.findByRole('dialog', { name: CACHING_TITLE });
  expect(dialog).toHaveTextContent(CACHING_EXPLAINED);
  expect(dialog).toHaveTextContent(CACHING_OFF_WARNING);
  await waitFor(() => expect(switchOf('admin')).not.toBeChecked());
  expect(switchOf('web-app')).toBeChecked();
  expect(lists).toEqual(['main']);
  // Nothing changed yet: nothing to save.
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.click(switchOf('admin'));
  expect(switchOf('admin')).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith(CACHING_SAVED));
  expect(inputs).toEqual([
    { owner: 'acme', repoName: 'widgets', bundles: [{ bundleName: 'admin', toggleCaching: true }] },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // Opened again, the modal shows what was saved (the list is asked again).
  await user.click(screen.getByRole('button', { name: CONFIGURE_CACHING }));
  await waitFor(() => expect(lists).toHaveLength(2));
  await waitFor(() => expect(switchOf('admin')).toBeChecked());
});

test('Cancel forgets the changes; a refused save shows its reason and keeps the modal open', async () => {
  const { inputs } = mockCaching({ refuse: 'These bundles do not exist in the repository: admin' });
  const failure = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderDashboard();

  await user.click(await screen.findByRole('button', { name: CONFIGURE_CACHING }));
  await waitFor(() => expect(switchOf('web-app')).toBeChecked());
  await user.click(switchOf('web-app'));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(inputs).toEqual([]);

  await user.click(screen.getByRole('button', { name: CONFIGURE_CACHING }));
  await waitFor(() => expect(switchOf('web-app')).toBeChecked());
  await user.click(switchOf('admin'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith('These bundles do not exist in the repository: admin'),
  );
  expect(screen.getByRole('dialog', { name: CACHING_TITLE })).toBeInTheDocument();
});

test('visitors who are not members see no caching button', async () => {
  mockCaching({ isMember: false });
  renderDashboard();
  await screen.findByTestId('bundle-selectors');
  expect(screen.queryByRole('button', { name: CONFIGURE_CACHING })).not.toBeInTheDocument();
});

test('the exposed module is the button and its modal, for the branch it is given', async () => {
  const { lists } = mockCaching();
  const user = userEvent.setup();
  renderRoute(
    <BundleCachingEntry section="caching" provider="gh" owner="acme" repo="widgets" branch="release" />,
    { path: '*', url: '/gh/acme/widgets/config', wrapper: createTestProviders() },
  );
  await user.click(screen.getByRole('button', { name: CONFIGURE_CACHING }));
  await screen.findByRole('dialog', { name: CACHING_TITLE });
  await waitFor(() => expect(lists).toEqual(['release']));
});
