import { screen, waitFor, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { overviewHandlers } from '../../testing/overview-test-utils';

// What a private repository of a Team-plan owner leaves out of the coverage pages (reference §9.2).

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
  window.localStorage.clear();
});
afterEach(() => observer.restore());

function mockRepo({ isPrivate, isTeamPlan }: { isPrivate: boolean; isTeamPlan: boolean }) {
  const asked: string[] = [];
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ private: isPrivate }),
      },
    }),
    graphqlHandler('IsTeamPlan', () => {
      asked.push('IsTeamPlan');
      return isTeamPlanFixture(isTeamPlan);
    }),
  );
  const overview = overviewHandlers({ flags: ['unit'] });
  server.use(...overview.handlers);
  return { asked, requests: overview.requests };
}

function renderRepo(url: string) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Repository' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a private repository of a Team-plan owner', () => {
  test('has no Flags or Components tabs, the compact summary, no charts and no flag filter', async () => {
    const { requests } = mockRepo({ isPrivate: true, isTeamPlan: true });
    renderRepo('/gh/acme/widgets?flags=unit');
    const summary = await screen.findByTestId('summary-strip');
    expect(summary).toHaveAttribute('data-variant', 'compact');
    expect(tabNames()).not.toContain('Flags');
    expect(tabNames()).not.toContain('Components');
    expect(tabNames()).toContain('Commits');
    expect(within(summary).getByText('Coverage on branch')).toBeInTheDocument();
    expect(within(summary).queryByRole('combobox', { name: 'Trend' })).not.toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'learn more' })).toBeInTheDocument();
    await screen.findByTestId('file-explorer');
    expect(screen.queryByTestId('coverage-charts')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter by flags/ })).not.toBeInTheDocument();
    expect(requests.GetBranchCoverageMeasurements).toBeUndefined();
    expect(requests.FlagsSelect).toBeUndefined();
    // A shared link's flags do not filter the files.
    await waitFor(() => expect(requests.BranchContents?.length).toBeGreaterThan(0));
    for (const variables of requests.BranchContents ?? [])
      expect(JSON.stringify(variables)).not.toContain('unit');
  });

  test.each(['/gh/acme/widgets/flags', '/gh/acme/widgets/components/main'])(
    '%s opens the overview',
    async (url) => {
      mockRepo({ isPrivate: true, isTeamPlan: true });
      const { location } = renderRepo(url);
      await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets'));
      expect(await screen.findByTestId('summary-strip')).toHaveAttribute('data-variant', 'compact');
    },
  );
});

test('a private repository of another plan keeps every panel', async () => {
  mockRepo({ isPrivate: true, isTeamPlan: false });
  renderRepo('/gh/acme/widgets');
  const summary = await screen.findByTestId('summary-strip');
  expect(summary).not.toHaveAttribute('data-variant');
  expect(tabNames()).toEqual(expect.arrayContaining(['Flags', 'Components']));
  expect(await screen.findByTestId('coverage-charts')).toBeInTheDocument();
});

test("a public repository of a Team-plan owner keeps every panel without asking for the owner's plan", async () => {
  const { asked } = mockRepo({ isPrivate: false, isTeamPlan: true });
  renderRepo('/gh/acme/widgets');
  expect(await screen.findByTestId('coverage-charts')).toBeInTheDocument();
  expect(tabNames()).toEqual(expect.arrayContaining(['Flags', 'Components']));
  expect(asked).toEqual([]);
});
