import { screen, within } from '@testing-library/react';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { RemoteComponent, RemoteLoader, RemoteModule } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
const acme = { ownerid: 2, username: 'acme' };

/** The measurement status of flags or components, with `count` of them. */
function measured(kind: 'flags' | 'components', count: number) {
  return {
    config: { isTimescaleEnabled: true },
    owner: {
      ...acme,
      repository: repositoryFixture({
        coverageAnalytics: {
          [`${kind}MeasurementsActive`]: true,
          [`${kind}MeasurementsBackfilled`]: true,
          [`${kind}Count`]: count,
        } as never,
      }),
    },
  };
}

function mockPage({
  isAdmin = false,
  isMember = true,
  products = {} as Record<string, unknown>,
  flagsCount = 0,
  componentsCount = 0,
} = {}) {
  const repository = repositoryFixture(products);
  server.use(
    graphqlHandler('BackfillFlagMemberships', measured('flags', flagsCount)),
    graphqlHandler('BackfillComponentMemberships', measured('components', componentsCount)),
    graphqlHandler('GetRepo', {
      owner: { ...acme, isAdmin, isCurrentUserPartOfOrg: isMember, isCurrentUserActivated: true, repository },
    }),
    graphqlHandler('GetRepoSettings', {
      owner: {
        ...acme,
        isAdmin,
        uploadTokenRequired: false,
        repository: { ...repository, graphToken: null },
      },
    }),
  );
}

/** Stands in for bundles_mfe's caching module: its button, and the module and props it was given. */
const cachingLoader: RemoteLoader = async (id) => {
  const FakeCaching: RemoteComponent<Record<string, unknown>> = ({ section, ...props }) => (
    <div data-testid="bundle-caching" data-id={id} data-section={section}>
      <span data-testid="bundle-caching-props">{JSON.stringify(props)}</span>
      <button type="button">Configure data caching</button>
    </div>
  );
  return { default: FakeCaching as RemoteModule['default'] };
};

function renderManager() {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme/widgets/config',
    wrapper: createTestProviders(),
    loader: cachingLoader,
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });

test.each([
  { persona: 'an admin', isAdmin: true },
  { persona: 'a member', isAdmin: false },
])(
  '$persona sees coverage configured with a link to it, the others with their set-up guides',
  async ({ isAdmin }) => {
    mockPage({
      isAdmin,
      products: { active: true, bundleAnalysisEnabled: false, testAnalyticsEnabled: false },
    });
    renderManager();
    await screen.findByTestId('configuration-manager');
    expect(row('Coverage')).toHaveTextContent('Configured');
    expect(within(row('Coverage')).getByRole('link', { name: 'View coverage' })).toHaveAttribute(
      'href',
      '/gh/acme/widgets',
    );
    expect(row('Bundle analysis')).toHaveTextContent('Not configured');
    expect(
      within(row('Bundle analysis')).getByRole('link', { name: 'Set up bundle analysis' }),
    ).toHaveAttribute('href', '/gh/acme/widgets/bundles/new');
    expect(
      within(row('Test analytics')).getByRole('link', { name: 'Set up test analytics' }),
    ).toHaveAttribute('href', '/gh/acme/widgets/tests/new');
  },
);

test('a repository with every product set up links to each page; one never uploaded to links to set-up', async () => {
  mockPage({ products: { active: true, bundleAnalysisEnabled: true, testAnalyticsEnabled: true } });
  const view = renderManager();
  await screen.findByTestId('configuration-manager');
  expect(within(row('Bundle analysis')).getByRole('link', { name: 'View bundles' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/bundles',
  );
  expect(within(row('Test analytics')).getByRole('link', { name: 'View tests' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tests',
  );
  view.unmount();

  mockPage({ products: { active: false } });
  renderManager();
  await screen.findByTestId('configuration-manager');
  expect(row('Coverage')).toHaveTextContent('Not configured');
  expect(within(row('Coverage')).getByRole('link', { name: 'Set up coverage' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/new',
  );
});

test('bundle analysis offers "Configure data caching" from bundles_mfe once set up, for the default branch', async () => {
  mockPage({ products: { active: true, bundleAnalysisEnabled: true, defaultBranch: 'trunk' } });
  const view = renderManager();
  await screen.findByTestId('configuration-manager');
  const caching = await within(row('Bundle analysis')).findByTestId('bundle-caching');
  expect(caching).toHaveAttribute('data-id', 'bundles_mfe/BundleCaching');
  expect(JSON.parse(within(caching).getByTestId('bundle-caching-props').textContent!)).toEqual({
    provider: 'gh',
    owner: 'acme',
    repo: 'widgets',
    branch: 'trunk',
  });
  expect(
    within(row('Bundle analysis')).getByRole('button', { name: 'Configure data caching' }),
  ).toBeVisible();
  view.unmount();

  mockPage({ products: { active: true, bundleAnalysisEnabled: false } });
  renderManager();
  await screen.findByTestId('configuration-manager');
  expect(screen.queryByTestId('bundle-caching')).not.toBeInTheDocument();
});

test('a visitor gets Not found', async () => {
  mockPage({ isMember: false });
  renderManager();
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.queryByTestId('configuration-manager')).not.toBeInTheDocument();
});

test('shows a loader, then the error page when the configuration cannot be read', async () => {
  mockPage();
  server.use(graphqlErrorHandler('GetRepoSettings', { status: 500 }));
  renderManager();
  expect(await screen.findByLabelText('Loading configuration')).toBeInTheDocument();
  expect(await screen.findByText('Server error')).toBeInTheDocument();
});

describe('the Pro plan features', () => {
  const projectYaml = 'coverage:\n  status:\n    project:\n      default:\n        target: 80%\n';

  test('show whether project status checks, flags and components are set up, each with its page', async () => {
    mockPage({ products: { active: true, yaml: projectYaml }, flagsCount: 2 });
    renderManager();
    await screen.findByTestId('pro-features');
    expect(row('Project coverage')).toHaveTextContent('Configured');
    expect(await within(row('Flags')).findByText('Configured')).toBeInTheDocument();
    expect(await within(row('Components')).findByText('Not configured')).toBeInTheDocument();
    expect(within(row('Flags')).getByRole('link', { name: 'View flags' })).toHaveAttribute(
      'href',
      '/gh/acme/widgets/flags',
    );
    expect(screen.queryByText('Available with Pro Plan')).not.toBeInTheDocument();
  });

  test('a private repository of a Team-plan owner has them "Available with Pro Plan"; admins may upgrade', async () => {
    mockPage({ isAdmin: true, products: { active: true, private: true, yaml: projectYaml }, flagsCount: 2 });
    server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)));
    renderManager();
    await screen.findByTestId('pro-features');
    for (const name of ['Project coverage', 'Flags', 'Components']) {
      expect(row(name)).toHaveTextContent('Available with Pro Plan');
      expect(row(name)).not.toHaveTextContent('Configured');
      expect(within(row(name)).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/plan/gh/acme/upgrade',
    );
  });

  test('a private repository of a Pro-plan owner has them as usual', async () => {
    mockPage({ products: { active: true, private: true } });
    server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)));
    renderManager();
    await screen.findByTestId('pro-features');
    expect(row('Project coverage')).toHaveTextContent('Not configured');
    expect(screen.queryByText('Available with Pro Plan')).not.toBeInTheDocument();
  });
});
