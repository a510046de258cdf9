import { screen, waitFor, within } from '@testing-library/react';
import {
  connectionFixture,
  graphqlHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { bundleBranchFixture } from '@canopy/bundles-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import BundlesMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockRepo({ bundleAnalysisEnabled = true, isCurrentUserPartOfOrg = true } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ bundleAnalysisEnabled }),
      },
    }),
    // The dashboard a visitor is sent to reads the default branch's bundles.
    graphqlHandler('BranchBundleSummaryData', bundleBranchFixture()),
    graphqlHandler('BranchBundlesNames', bundleBranchFixture()),
    graphqlHandler('GetBranches', {
      owner: {
        ownerid: 1,
        username: 'acme',
        repository: { __typename: 'Repository', repoid: 10, branches: connectionFixture([]) },
      },
    }),
  );
}

const renderBundles = (url: string) =>
  renderRoute(<BundlesMfeRoutes section="bundles" />, {
    path: '/:provider/:owner/:repo/bundles/*',
    url,
    wrapper: createTestProviders(),
  });

test('members of a repository without bundle stats are sent to the onboarding', async () => {
  mockRepo({ bundleAnalysisEnabled: false });
  const { location } = renderBundles('/gh/acme/widgets/bundles');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/new'));
  expect(await screen.findByRole('heading', { name: 'Bundle analysis' })).toBeInTheDocument();
});

test('visitors of a repository without bundle stats see that there is none', async () => {
  mockRepo({ bundleAnalysisEnabled: false, isCurrentUserPartOfOrg: false });
  renderBundles('/gh/acme/widgets/bundles');
  expect(await screen.findByText('No bundle analysis yet')).toBeInTheDocument();
});

test('the onboarding offers every bundler, Vite by default', async () => {
  mockRepo();
  renderBundles('/gh/acme/widgets/bundles/new');
  const choice = await screen.findByRole('radiogroup', { name: 'Select your bundler' });
  expect(
    within(choice)
      .getAllByRole('radio')
      .map((radio) => radio.textContent),
  ).toEqual(['Vite', 'Rollup', 'Webpack', 'Remix (Vite)', 'Nuxt', 'SvelteKit', 'SolidStart']);
  expect(within(choice).getByRole('radio', { name: 'Vite' })).toHaveAttribute('aria-checked', 'true');
});

test.each([
  ['rollup', 'Rollup'],
  ['webpack', 'Webpack'],
  ['remix-vite', 'Remix (Vite)'],
  ['nuxt', 'Nuxt'],
  ['sveltekit', 'SvelteKit'],
  ['solidstart', 'SolidStart'],
])('bundles/new/%s is its guide', async (bundler, label) => {
  mockRepo();
  renderBundles(`/gh/acme/widgets/bundles/new/${bundler}`);
  const choice = await screen.findByRole('radiogroup', { name: 'Select your bundler' });
  expect(within(choice).getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('list', { name: `${label} set-up steps` })).toBeInTheDocument();
});

test('an unknown bundler goes to the default guide; visitors cannot open the onboarding', async () => {
  mockRepo();
  const { location } = renderBundles('/gh/acme/widgets/bundles/new/parcel');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/new'));

  mockRepo({ isCurrentUserPartOfOrg: false });
  const visitor = renderBundles('/gh/acme/widgets/bundles/new');
  await waitFor(() => expect(visitor.location().pathname).toBe('/gh/acme/widgets/bundles'));
});
