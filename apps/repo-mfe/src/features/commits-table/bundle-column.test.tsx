import { screen, within } from '@testing-library/react';
import {
  connectionFixture,
  graphqlHandler,
  repositoryFixture,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  bundleChangeFixture,
  commitListItemFixture,
  pullFixture,
  pullRepositoryData,
  repositoryOf,
} from '@canopy/repo-data-access/testing';
import {
  mockIntersectionObserverEachTest,
  renderRepoPage,
  setupRepoPageMocks,
} from '../common/repo-page-test-utils';

// The branch selector belongs to another feature (and loads branches): a stand-in keeps this test on the list.
jest.mock('../branch-selector/branch-selector', () => ({
  ALL_BRANCHES: 'All branches',
  BranchSelector: () => null,
}));

const server = setupRepoPageMocks();
mockIntersectionObserverEachTest();

type Variables = GraphqlMockRequest['variables'];

function mockRepo(bundleAnalysisEnabled: boolean) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ defaultBranch: 'main', bundleAnalysisEnabled }),
      },
    }),
  );
}

const cellsOf = (table: HTMLElement, column: string) => {
  const rows = within(table).getAllByRole('row');
  const index = within(rows[0]!)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === column);
  return rows.slice(1).map((row) => within(row).getAllByRole('cell')[index]!);
};

const commits = [
  commitListItemFixture({
    bundleStatus: 'COMPLETED',
    bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture(1_200) },
  }),
  commitListItemFixture({
    commitid: 'b'.repeat(40),
    bundleStatus: 'COMPLETED',
    bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture(-300) },
  }),
  commitListItemFixture({
    commitid: 'c'.repeat(40),
    bundleStatus: 'PENDING',
    bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture('MissingHeadReport') },
  }),
  commitListItemFixture({
    commitid: 'd'.repeat(40),
    bundleStatus: 'ERROR',
    bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture('MissingHeadReport') },
  }),
  commitListItemFixture({ commitid: 'e'.repeat(40), bundleStatus: null, bundleAnalysis: null }),
];

function mockCommits() {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('GetCommits', ({ variables }) => {
      requests.push(variables);
      return repositoryOf({ commits: { totalCount: commits.length, ...connectionFixture(commits) } });
    }),
  );
  return requests;
}

test('the commit list shows each commit’s bundle size change against its parent, or where its uploads stand', async () => {
  mockRepo(true);
  const requests = mockCommits();
  renderRepoPage('/gh/acme/widgets/commits');
  const table = await screen.findByRole('table', { name: 'Commits of widgets' });
  await within(table).findAllByRole('link', { name: 'Add the widget parser' });
  expect(
    within(within(table).getAllByRole('row')[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Patch Coverage', 'Bundle', 'Coverage', 'CI']);
  const cells = cellsOf(table, 'Bundle');
  expect(cells.map((cell) => cell.textContent)).toEqual(['+1.2kB', '-300B', 'Upload: ⏳', 'Upload: ❌', '-']);
  expect(cells[2]!.querySelector('[data-upload-status="pending"]')).not.toBeNull();
  expect(cells[3]!.querySelector('[data-upload-status="error"]')).not.toBeNull();
  expect(requests[0]).toMatchObject({ withBundles: true });
});

test('without bundle analysis, the commit list has no Bundle column and does not ask for bundles', async () => {
  mockRepo(false);
  const requests = mockCommits();
  renderRepoPage('/gh/acme/widgets/commits');
  const table = await screen.findByRole('table', { name: 'Commits of widgets' });
  await within(table).findAllByRole('link', { name: 'Add the widget parser' });
  expect(within(table).queryByRole('columnheader', { name: 'Bundle' })).not.toBeInTheDocument();
  expect(requests[0]).not.toHaveProperty('withBundles');
});

test('the pull list shows each pull’s bundle size change against its base', async () => {
  mockRepo(true);
  const requests: Variables[] = [];
  const head = (bundleStatus: string | null) => ({ ...pullFixture().head, bundleStatus });
  server.use(
    graphqlHandler('GetPulls', ({ variables }) => {
      requests.push(variables);
      return pullRepositoryData({
        pulls: connectionFixture([
          pullFixture({
            head: head('COMPLETED'),
            bundleAnalysisCompareWithBase: bundleChangeFixture(12_500),
          }),
          pullFixture({
            pullId: 11,
            head: head('ERROR'),
            bundleAnalysisCompareWithBase: bundleChangeFixture('MissingHeadReport'),
          }),
          pullFixture({ pullId: 10, head: head(null), bundleAnalysisCompareWithBase: null }),
        ]),
      });
    }),
  );
  renderRepoPage('/gh/acme/widgets/pulls');
  const table = await screen.findByRole('table', { name: 'Pull requests of acme/widgets' });
  await within(table).findAllByRole('link', { name: 'Add a discount rule' });
  expect(
    within(within(table).getAllByRole('row')[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Patch Coverage', 'Bundle', 'Coverage', 'Change']);
  expect(cellsOf(table, 'Bundle').map((cell) => cell.textContent)).toEqual(['+12.5kB', 'Upload: ❌', '-']);
  expect(requests[0]).toMatchObject({ withBundles: true });
});
