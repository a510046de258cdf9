import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { graphqlHandler, repositoryFixture } from '@canopy/api-client/testing';
import {
  commitPageFixture,
  comparisonErrorFixture,
  pullComparisonFixture,
  pullFixture,
  pullRepositoryData,
  repositoryOf,
} from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { BundleSectionDisplay, RemoteComponent, RemoteLoader, RemoteModule } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { mockIntersectionObserverEachTest, setupRepoPageMocks } from '../common/repo-page-test-utils';
import { coverageSummaryLine } from './report-panels';

const server = setupRepoPageMocks(
  // Last: the coverage tables and cards (other features) are not under test here; their queries fail quietly.
  graphql.operation(() =>
    HttpResponse.json({ data: null, errors: [{ message: 'not mocked in this test' }] }),
  ),
);
mockIntersectionObserverEachTest();

const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

describe('coverageSummaryLine', () => {
  it('counts the missed and partial lines of the patch', () => {
    expect(coverageSummaryLine(null, { missesCount: 2, partialsCount: 1 })).toBe(
      '3 lines in your changes are missing coverage ⚠️',
    );
    expect(coverageSummaryLine(null, { missesCount: 1, partialsCount: 0 })).toBe(
      '1 line in your changes is missing coverage ⚠️',
    );
    expect(coverageSummaryLine(null, { missesCount: 0, partialsCount: null })).toBe(
      'all modified lines are covered by tests ✅',
    );
  });

  it('gives the first pull request its information, and any other problem its title', () => {
    expect(coverageSummaryLine({ typename: 'FirstPullRequest', title: 'Welcome' }, null)).toBe(
      'once merged to your default branch, Canopy will compare your coverage reports and display the results here ℹ️',
    );
    expect(
      coverageSummaryLine(
        {
          typename: 'MissingBaseCommit',
          title: 'Unable to compare commits because no base commit was found.',
        },
        null,
      ),
    ).toBe('Unable to compare commits because no base commit was found. ⚠️');
  });
});

/** Stands in for bundles_mfe: shows the module, the props it was given, and toggles its dropdown. */
const bundleLoader: RemoteLoader = async (id) => {
  const FakeBundleSection: RemoteComponent<BundleSectionDisplay> = ({ section, ...props }) => {
    const shown = Object.fromEntries(
      Object.entries(props).filter(([, value]) => typeof value !== 'function'),
    );
    return (
      <div data-testid="bundle-section" data-id={id} data-section={section}>
        {JSON.stringify(shown)}
        {props.display === 'dropdown' && (
          <button type="button" onClick={() => props.onOpenedChange(!props.opened)}>
            toggle bundle
          </button>
        )}
      </div>
    );
  };
  return { default: FakeBundleSection as RemoteModule['default'] };
};

function mockRepo({ coverageEnabled = true, bundleAnalysisEnabled = true } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ coverageEnabled, bundleAnalysisEnabled }),
      },
    }),
  );
}

const renderAt = (url: string) =>
  renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
    loader: bundleLoader,
  });

const bundleProps = () =>
  JSON.parse(screen.getByTestId('bundle-section').textContent!.replace(/toggle bundle$/, ''));

describe('the commit page', () => {
  const mockCommit = (commit = commitPageFixture()) =>
    server.use(graphqlHandler('CommitPageData', repositoryOf({ commit }, { isCurrentUserPartOfOrg: true })));

  it('with coverage and bundles, shows two collapsed panels with their one-line summaries', async () => {
    mockRepo();
    mockCommit();
    const user = userEvent.setup();
    renderAt(`/gh/acme/widgets/commit/${SHA}`);

    const coverage = await screen.findByRole('button', {
      name: 'Coverage report: 2 lines in your changes are missing coverage ⚠️',
    });
    expect(coverage).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Add the widget parser' })).toBeInTheDocument();
    expect(screen.queryByTestId('commit-summary')).not.toBeInTheDocument();

    const section = await screen.findByTestId('bundle-section');
    expect(section).toHaveAttribute('data-id', 'bundles_mfe/CommitBundleSection');
    expect(section).toHaveAttribute('data-section', 'bundle');
    expect(bundleProps()).toEqual({
      provider: 'gh',
      owner: 'acme',
      repo: 'widgets',
      commitid: SHA,
      display: 'dropdown',
      opened: false,
    });
    await user.click(within(section).getByRole('button', { name: 'toggle bundle' }));
    expect(bundleProps()).toMatchObject({ opened: true });

    coverage.focus();
    await user.keyboard('{Enter}');
    expect(coverage).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('commit-summary')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Commit' })).toBeInTheDocument();
  });

  it('opens the panel that ?dropdown= names', async () => {
    mockRepo();
    mockCommit(commitPageFixture({ compareWithParent: comparisonErrorFixture('FirstPullRequest') }));
    const view = renderAt(`/gh/acme/widgets/commit/${SHA}?dropdown=coverage`);
    const coverage = await screen.findByRole('button', { name: /^Coverage report: once merged/ });
    expect(coverage).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('commit-summary')).toBeInTheDocument();
    await screen.findByTestId('bundle-section');
    expect(bundleProps()).toMatchObject({ opened: false });
    view.unmount();

    mockRepo();
    mockCommit();
    renderAt(`/gh/acme/widgets/commit/${SHA}?dropdown=bundle`);
    await screen.findByTestId('bundle-section');
    expect(bundleProps()).toMatchObject({ display: 'dropdown', opened: true });
    expect(screen.getByRole('button', { name: /^Coverage report:/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the coverage panel on an address that names a file or the explorer', async () => {
    for (const rest of ['src/a.ts', 'blob/src/a.ts', 'tree/src', 'indirect-changes']) {
      mockRepo();
      mockCommit();
      const view = renderAt(`/gh/acme/widgets/commit/${SHA}/${rest}`);
      const coverage = await screen.findByRole('button', { name: /^Coverage report:/ });
      expect(coverage).toHaveAttribute('aria-expanded', 'true');
      view.unmount();
    }
  });

  it('with bundles and no coverage, shows the bundle section alone', async () => {
    mockRepo({ coverageEnabled: false });
    mockCommit();
    renderAt(`/gh/acme/widgets/commit/${SHA}`);
    await screen.findByTestId('bundle-section');
    expect(bundleProps()).toEqual({
      provider: 'gh',
      owner: 'acme',
      repo: 'widgets',
      commitid: SHA,
      display: 'panel',
    });
    expect(screen.queryByRole('button', { name: /^Coverage report:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Commit' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add the widget parser' })).toBeInTheDocument();
  });

  it('without bundles, shows the coverage parts as before, with no panels', async () => {
    mockRepo({ bundleAnalysisEnabled: false });
    mockCommit();
    renderAt(`/gh/acme/widgets/commit/${SHA}`);
    expect(await screen.findByTestId('commit-summary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Coverage report:/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bundle-section')).not.toBeInTheDocument();
  });
});

describe('the pull page', () => {
  const mockPull = (pull = pullFixture()) =>
    server.use(
      graphqlHandler('PullHeadData', pullRepositoryData({ pull })),
      graphqlHandler('PullPageData', pullRepositoryData({ pull })),
    );

  it('with coverage and bundles, summarises the coverage of the pull and embeds its bundle section', async () => {
    mockRepo();
    mockPull(
      pullFixture({
        compareWithBase: pullComparisonFixture({
          patchTotals: { percentCovered: 100, lineCount: 4, hitsCount: 4, missesCount: 0, partialsCount: 0 },
        }),
      }),
    );
    renderAt('/gh/acme/widgets/pull/12?dropdown=coverage');
    const coverage = await screen.findByRole('button', {
      name: 'Coverage report: all modified lines are covered by tests ✅',
    });
    expect(coverage).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('pull-summary')).toBeInTheDocument();
    const section = await screen.findByTestId('bundle-section');
    expect(section).toHaveAttribute('data-id', 'bundles_mfe/PullBundleSection');
    expect(bundleProps()).toEqual({
      provider: 'gh',
      owner: 'acme',
      repo: 'widgets',
      pullId: 12,
      display: 'dropdown',
      opened: false,
    });
  });

  it('with bundles and no coverage, shows the bundle section alone', async () => {
    mockRepo({ coverageEnabled: false });
    mockPull();
    renderAt('/gh/acme/widgets/pull/12');
    await screen.findByTestId('bundle-section');
    expect(bundleProps()).toMatchObject({ pullId: 12, display: 'panel' });
    expect(screen.queryByRole('navigation', { name: 'Pull request' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a discount rule' })).toBeInTheDocument();
  });
});
