import { screen, waitFor, within } from '@testing-library/react';
import { internalUserFixture, restHandler, setupApiMocks } from '@canopy/api-client/testing';
import { freePlan, planFixture, teamPlan } from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import TestsMfeRoutes from '../../../remote-entry';
import { mockTestsDashboard } from '../../../testing/tests-dashboard-mocks';

// Flake detection is not part of the Team and Free plans for private repositories (reference §9.7).

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

const renderTests = (url: string) =>
  renderRoute(<TestsMfeRoutes section="tests" />, {
    path: '/:provider/:owner/:repo/tests/*',
    url,
    wrapper: createTestProviders(),
  });

const table = () => screen.findByRole('table', { name: /^Tests of/ });

test.each([
  { plan: 'Team', fixture: teamPlan() },
  { plan: 'Free', fixture: freePlan() },
])(
  'a private repository on the $plan plan has no flake cards or flake rate, and ignores a flaky filter',
  async ({ fixture }) => {
    const requests = mockTestsDashboard(server, { isPrivate: true, plan: fixture });
    renderTests('/gh/acme/widgets/tests?parameter=FLAKY_TESTS&sort=FLAKE_RATE');
    const rows = within(await table());
    await rows.findByText('login works');
    await waitFor(() => expect(screen.getByTestId('metric-Failed test runs')).toHaveTextContent('14'));
    expect(screen.queryByTestId('metric-Flaky tests')).not.toBeInTheDocument();
    expect(screen.queryByTestId('metric-Avg. flake rate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('metric-Time lost to flakes')).not.toBeInTheDocument();
    expect(rows.queryByRole('columnheader', { name: /Flake rate/ })).not.toBeInTheDocument();
    expect(requests['GetFlakeAggregates']).toBeUndefined();
    for (const variables of requests['GetTestResults'] ?? []) {
      expect(variables).toMatchObject({ ordering: { parameter: 'COMMITS_WHERE_FAIL' } });
      expect(JSON.stringify(variables)).not.toContain('FLAKY_TESTS');
    }
  },
);

test('a private repository on the Pro plan has its flake cards and flake rate', async () => {
  mockTestsDashboard(server, { isPrivate: true, plan: planFixture() });
  renderTests('/gh/acme/widgets/tests');
  const rows = within(await table());
  await rows.findByText('login works');
  await waitFor(() => expect(screen.getByTestId('metric-Flaky tests')).toHaveTextContent('4'));
  expect(screen.getByTestId('metric-Avg. flake rate')).toBeInTheDocument();
  expect(rows.getByRole('columnheader', { name: /Flake rate/ })).toBeInTheDocument();
});

test("a public repository on the Team plan has them, without asking for the owner's plan", async () => {
  const requests = mockTestsDashboard(server, { plan: teamPlan() });
  renderTests('/gh/acme/widgets/tests');
  const rows = within(await table());
  await rows.findByText('login works');
  await waitFor(() => expect(screen.getByTestId('metric-Flaky tests')).toHaveTextContent('4'));
  expect(rows.getByRole('columnheader', { name: /Flake rate/ })).toBeInTheDocument();
  expect(requests['GetPlanData']).toBeUndefined();
});
