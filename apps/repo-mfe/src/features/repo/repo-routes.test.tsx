import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { pullFixture, pullRepositoryData } from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { overviewHandlers } from '../../testing/overview-test-utils';
import { repoSettingsHandler } from '../../testing/setup-test-utils';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)),
);

// The pages the tabs open load their data too: answer them, so every request of a test is one it expects.
const tabPageHandlers = () => [
  ...overviewHandlers().handlers,
  graphqlHandler('GetCommits', pullRepositoryData({ commits: { totalCount: 0, ...connectionFixture([]) } })),
  graphqlHandler('PullHeadData', ({ variables }) =>
    pullRepositoryData({ pull: pullFixture({ pullId: variables.pullId }) }),
  ),
  graphqlHandler('PullPageData', ({ variables }) =>
    pullRepositoryData({ pull: pullFixture({ pullId: variables.pullId }) }),
  ),
];

function mockRepo({
  repository = repositoryFixture() as unknown,
  isCurrentUserPartOfOrg = true,
  isAdmin = false,
  isCurrentUserActivated = true,
} = {}) {
  server.use(
    ...tabPageHandlers(),
    graphqlHandler('GetRepo', {
      owner: { isAdmin, isCurrentUserPartOfOrg, isCurrentUserActivated, repository },
    }),
    repoSettingsHandler({ isAdmin, repository: repository }),
  );
}

function renderRepo(url: string) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

test('frames a repository without uploads: set-up tabs and the upload instructions', async () => {
  mockRepo({ repository: repositoryFixture({ active: false, private: true, defaultBranch: 'main' }) });
  const user = userEvent.setup();
  renderRepo('/gh/acme/widgets');

  const tabs = await screen.findByRole('navigation', { name: 'Repository' });
  // The shell header's breadcrumb titles the page for a signed-in viewer: no second owner / repo title here.
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  const expected = {
    Coverage: '/gh/acme/widgets/new',
    Bundles: '/gh/acme/widgets/bundles',
    Tests: '/gh/acme/widgets/tests',
    Configuration: '/gh/acme/widgets/config',
  };
  for (const [name, href] of Object.entries(expected)) {
    expect(within(tabs).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(tabs).getByRole('link', { name: 'Coverage' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByText('Viewing as visitor')).not.toBeInTheDocument();

  // Until the first upload, the repository's pages go to set-up.
  expect(await screen.findByTestId('upload-instructions')).toBeInTheDocument();
  const token = screen.getByTestId('upload-token');
  expect(token).toHaveTextContent(/^x{36}$/);
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(token).toHaveTextContent('9e6a6189-20f1-482d-ab62-ecfaa2629295');
  expect(screen.getByRole('button', { name: 'Copy upload token' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'GitHub Actions workflow' })).toHaveTextContent(
    /uses: codecov\/codecov-action@v5/,
  );
});

test('once a report is processed, the overview shows the head of the default branch', async () => {
  mockRepo({
    repository: repositoryFixture({
      coverageAnalytics: {
        percentCovered: 73.38362068965517,
        commitSha: 'c0ffee1234567890c0ffee1234567890c0ffee12',
        hits: 681,
        misses: 247,
        lines: 928,
      },
    }),
  });
  server.use(...overviewHandlers().handlers);
  renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme/widgets',
    wrapper: createTestProviders({ configEnv: { SUNBURST_ENABLED: false } }),
  });

  expect(await screen.findByText(/681 of 928 lines covered/)).toBeInTheDocument();
  expect(screen.queryByText('No coverage reports uploaded yet')).not.toBeInTheDocument();
});

test('a visitor sees the badge, no Configuration tab and no upload token', async () => {
  mockRepo({
    isCurrentUserPartOfOrg: false,
    repository: repositoryFixture({ active: false, uploadToken: null }),
  });
  renderRepo('/gh/acme/widgets');
  expect(await screen.findByText('Viewing as visitor')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Repository' });
  expect(within(tabs).queryByRole('link', { name: 'Configuration' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
  expect(await screen.findByText(/^Only members of acme can see the upload token\./)).toBeInTheDocument();
});

test('a guest, whose header has no breadcrumb, gets the owner / repo heading', async () => {
  server.use(restHandler('get', '/user', { detail: 'Not logged in' }, { status: 401 }));
  mockRepo({
    isCurrentUserPartOfOrg: false,
    repository: repositoryFixture({ active: false, private: true, uploadToken: null }),
  });
  renderRepo('/gh/acme/widgets');
  const title = await screen.findByRole('heading', { level: 1 });
  expect(within(title).getByRole('link', { name: 'acme' })).toHaveAttribute('href', '/gh/acme');
  expect(within(title).getByRole('img', { name: 'Private repository' })).toBeInTheDocument();
  expect(title).toHaveTextContent('acme/widgets');
  expect(screen.getByText('Viewing as visitor')).toBeInTheDocument();
});

test('a deactivated repository says how to resume uploads', async () => {
  mockRepo({ repository: repositoryFixture({ activated: false }), isAdmin: true });
  renderRepo('/gh/acme/widgets');
  expect(await screen.findByText('This repository is deactivated')).toBeInTheDocument();
  expect(
    screen.getByText('Uploads to it are refused until it is activated again; its coverage history is kept.'),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('upload-instructions')).not.toBeInTheDocument();
});

test('a missing repository is the 404 page', async () => {
  mockRepo({ repository: notFoundErrorFixture() });
  renderRepo('/gh/acme/nope');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Repository' })).not.toBeInTheDocument();
});

test('a viewer without a seat is asked to activate, with a link to the members tab', async () => {
  mockRepo({ repository: ownerNotActivatedErrorFixture(), isCurrentUserActivated: false });
  renderRepo('/gh/acme/widgets/commits');
  expect(await screen.findByText(/Activation is required to view this repo, please/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/members/gh/acme');
  expect(screen.queryByRole('navigation', { name: 'Repository' })).not.toBeInTheDocument();
});

test.each([
  ['/gh/acme/widgets/commits', 'Commits'],
  ['/gh/acme/widgets/commits/main', 'Commits'],
  ['/gh/acme/widgets/commit/abc123/src/index.ts', 'Commits'],
  ['/gh/acme/widgets/pull/12/tree', 'Pulls'],
  ['/gh/acme/widgets/pulls', 'Pulls'],
  ['/gh/acme/widgets/flags', 'Flags'],
  ['/gh/acme/widgets/components/main', 'Components'],
  ['/gh/acme/widgets/blob/main/src/a.ts', 'Coverage'],
  ['/gh/acme/widgets/tree/main/src', 'Coverage'],
  ['/gh/acme/widgets/config/yaml', 'Configuration'],
])('%s shows the frame with the %s tab selected', async (url, tab) => {
  mockRepo();
  renderRepo(url);
  const tabs = await screen.findByRole('navigation', { name: 'Repository' });
  expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
});

test('tree/:branch shows the branch in the overview', async () => {
  mockRepo();
  server.use(...overviewHandlers().handlers);
  renderRepo('/gh/acme/widgets/tree/feature%2Fx');
  expect(await screen.findByRole('button', { name: /Branch Context/ })).toHaveTextContent('feature/x');
});

test.each([
  ['/gh/acme/widgets/bundles/main', 'Bundles', 'bundles_mfe/Routes (bundles)'],
  ['/gh/acme/widgets/tests', 'Tests', 'tests_mfe/Routes (tests)'],
])('%s embeds its remote inside the frame', async (url, tab, text) => {
  mockRepo();
  renderRepo(url);
  expect(await screen.findByTestId('remote-section')).toHaveTextContent(text);
  const tabs = screen.getByRole('navigation', { name: 'Repository' });
  expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
});

test('compare paths go to the matching pull path', async () => {
  mockRepo();
  const { location } = renderRepo('/gh/acme/widgets/compare/7/tree/src');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/pull/7/tree/src'));
});

test('a pull id that is not a number is the 404 page', async () => {
  mockRepo();
  renderRepo('/gh/acme/widgets/pull/abc');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('configuration is for members only', async () => {
  mockRepo({ isCurrentUserPartOfOrg: false });
  renderRepo('/gh/acme/widgets/config');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('an unknown path under the repository takes the landing redirect', async () => {
  mockRepo();
  const { location } = renderRepo('/gh/acme/widgets/nonsense/x/y/z');
  await waitFor(() => expect(location().pathname).toBe('/'));
});
