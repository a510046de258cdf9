import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphqlHandler, repositoryFixture } from '@canopy/api-client/testing';
import {
  commitPageFixture,
  pullFixture,
  pullRepositoryData,
  repositoryOf,
} from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { RemoteComponent, RemoteLoader, RemoteModule } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { mockIntersectionObserverEachTest, setupRepoPageMocks } from '../common/repo-page-test-utils';

// The commit and pull pages embed tests_mfe's test results section for repositories with test results.

const server = setupRepoPageMocks(
  // Last: the coverage tables and cards (other features) are not under test here; their queries fail quietly.
  graphql.operation(() =>
    HttpResponse.json({ data: null, errors: [{ message: 'not mocked in this test' }] }),
  ),
);
mockIntersectionObserverEachTest();

const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/** Stands in for the remotes: each module shows its id, section and props. */
const loader: RemoteLoader = async (id) => {
  const FakeSection: RemoteComponent<Record<string, unknown>> = ({ section, ...props }) => (
    <div data-testid={`remote ${id}`} data-section={section}>
      {JSON.stringify(Object.fromEntries(Object.entries(props).filter(([, v]) => typeof v !== 'function')))}
    </div>
  );
  return { default: FakeSection as RemoteModule['default'] };
};

function mockRepo({ testAnalyticsEnabled = true, bundleAnalysisEnabled = false } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ testAnalyticsEnabled, bundleAnalysisEnabled }),
      },
    }),
  );
}

const renderAt = (url: string) =>
  renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
    loader,
  });

const TESTS = 'remote tests_mfe/CommitTestResults';
const propsOf = (testId: string) => JSON.parse(screen.getByTestId(testId).textContent!);

describe('the commit page', () => {
  const mockCommit = () =>
    server.use(
      graphqlHandler(
        'CommitPageData',
        repositoryOf({ commit: commitPageFixture() }, { isCurrentUserPartOfOrg: true }),
      ),
    );

  it("embeds the commit's test results section, beside the bundle panel", async () => {
    mockRepo({ bundleAnalysisEnabled: true });
    mockCommit();
    renderAt(`/gh/acme/widgets/commit/${SHA}`);
    const section = await screen.findByTestId(TESTS);
    expect(section).toHaveAttribute('data-section', 'tests');
    expect(propsOf(TESTS)).toEqual({ provider: 'gh', owner: 'acme', repo: 'widgets', commitid: SHA });
    expect(await screen.findByTestId('remote bundles_mfe/CommitBundleSection')).toBeInTheDocument();
  });

  it('leaves it out for a repository without test results', async () => {
    mockRepo({ testAnalyticsEnabled: false });
    mockCommit();
    renderAt(`/gh/acme/widgets/commit/${SHA}`);
    expect(await screen.findByTestId('commit-summary')).toBeInTheDocument();
    expect(screen.queryByTestId(TESTS)).not.toBeInTheDocument();
  });
});

describe('the pull page', () => {
  const mockPull = () =>
    server.use(
      graphqlHandler('PullHeadData', pullRepositoryData({ pull: pullFixture() })),
      graphqlHandler('PullPageData', pullRepositoryData({ pull: pullFixture() })),
    );

  it("embeds the test results section of the pull's head commit", async () => {
    mockRepo();
    mockPull();
    renderAt('/gh/acme/widgets/pull/12');
    const section = await screen.findByTestId(TESTS);
    expect(section).toHaveAttribute('data-section', 'tests');
    expect(propsOf(TESTS)).toEqual({
      provider: 'gh',
      owner: 'acme',
      repo: 'widgets',
      commitid: pullFixture().head.commitid,
    });
  });

  it('leaves it out for a repository without test results', async () => {
    mockRepo({ testAnalyticsEnabled: false });
    mockPull();
    renderAt('/gh/acme/widgets/pull/12');
    expect(await screen.findByTestId('pull-summary')).toBeInTheDocument();
    expect(screen.queryByTestId(TESTS)).not.toBeInTheDocument();
  });
});
