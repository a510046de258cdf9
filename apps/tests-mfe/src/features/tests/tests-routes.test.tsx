import { screen, waitFor, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import TestsMfeRoutes from '../../remote-entry';
import { mockTestsDashboard } from '../../testing/tests-dashboard-mocks';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockRepo({ testAnalyticsEnabled = true, isCurrentUserPartOfOrg = true } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ testAnalyticsEnabled, defaultBranch: 'main' }),
      },
    }),
  );
}

const renderTests = (url: string) =>
  renderRoute(<TestsMfeRoutes section="tests" />, {
    path: '/:provider/:owner/:repo/tests/*',
    url,
    wrapper: createTestProviders(),
  });

test('the dashboard shows the default branch, or the one in the path', async () => {
  mockTestsDashboard(server);
  renderTests('/gh/acme/widgets/tests');
  expect(await screen.findByRole('heading', { name: 'Test Analytics' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Branch Context/ })).toHaveTextContent('main');
});

test('a branch in the path is decoded', async () => {
  mockTestsDashboard(server);
  renderTests('/gh/acme/widgets/tests/All%20branches');
  expect(await screen.findByRole('button', { name: /Branch Context/ })).toHaveTextContent('All branches');
});

test('members of a repository without test results are sent to the onboarding', async () => {
  mockRepo({ testAnalyticsEnabled: false });
  const { location } = renderTests('/gh/acme/widgets/tests');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tests/new'));
  const options = await screen.findByRole('radiogroup', { name: 'Select a setup option' });
  expect(within(options).getByRole('radio', { name: 'Using GitHub Actions' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(within(options).getByRole('radio', { name: "Using Canopy's CLI" })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('tests/new/canopy-cli is the CLI guide', async () => {
  mockRepo();
  renderTests('/gh/acme/widgets/tests/new/canopy-cli');
  const options = await screen.findByRole('radiogroup', { name: 'Select a setup option' });
  expect(within(options).getByRole('radio', { name: "Using Canopy's CLI" })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('visitors see that there are no results and cannot open the onboarding', async () => {
  mockRepo({ testAnalyticsEnabled: false, isCurrentUserPartOfOrg: false });
  const { location } = renderTests('/gh/acme/widgets/tests/new');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tests'));
  expect(await screen.findByText('No test results yet')).toBeInTheDocument();
});

test('other paths go to the dashboard', async () => {
  mockTestsDashboard(server);
  const { location } = renderTests('/gh/acme/widgets/tests/main/extra');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/tests'));
});
