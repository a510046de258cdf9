import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  isTeamPlanFixture,
  notFoundErrorFixture,
  repositoryFixture,
  ownerNotActivatedErrorFixture,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  commitListItemFixture,
  coverageFileFixture,
  PULL_BASE_SHA,
  PULL_HEAD_SHA,
  pullComparisonErrorFixture,
  pullComparisonFixture,
  pullFixture,
  pullRepositoryData,
} from '@canopy/repo-data-access/testing';
import { configureAxe } from 'jest-axe';
import {
  mockIntersectionObserverEachTest,
  renderRepoPage,
  setupRepoPageMocks,
} from '../common/repo-page-test-utils';

const server = setupRepoPageMocks(
  // Last: the tabs' own tables (other features) are not under test here, their queries fail quietly.
  graphql.operation(() =>
    HttpResponse.json({ data: null, errors: [{ message: 'not mocked in this test' }] }),
  ),
);

mockIntersectionObserverEachTest();

type Variables = GraphqlMockRequest['variables'];

/** The frame's owner, by the keys the cache files it under. */
const acme = { ownerid: 2, username: 'acme' };

/** Answers every pull query from one pull; records the variables of the comparison queries. */
function mockPull(pull: Record<string, unknown> | null = pullFixture()) {
  const comparisonRequests: Variables[] = [];
  const answer = ({ variables }: GraphqlMockRequest) => {
    comparisonRequests.push(variables);
    return pullRepositoryData({ pull });
  };
  server.use(
    graphqlHandler('PullHeadData', pullRepositoryData({ pull })),
    graphqlHandler('PullPageData', answer),
    graphqlHandler('PullFlagComparisons', answer),
    graphqlHandler('PullComponentComparison', answer),
  );
  return comparisonRequests;
}

const renderPull = (url = '/gh/acme/widgets/pull/12') => renderRepoPage(url);

const short = (sha: string) => sha.slice(0, 7);

test('shows the header, the summary cards and the tabs with their counts', async () => {
  mockPull();
  renderPull('/gh/acme/widgets/pull/12?flags=unit');

  expect(await screen.findByRole('heading', { level: 1, name: 'Add a discount rule' })).toBeInTheDocument();
  const header = screen.getByTestId('pull-header');
  expect(within(header).getByText('Open')).toBeInTheDocument();
  expect(within(header).getAllByText('#12').length).toBeGreaterThan(0);
  const onHost = within(header).getByRole('link', { name: 'View pull request #12 on GitHub' });
  expect(onHost).toHaveAttribute('href', 'https://github.com/acme/widgets/pull/12');
  expect(onHost).toHaveAttribute('target', '_blank');
  expect(onHost).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(header).getByText('CI Passed')).toBeInTheDocument();
  expect(within(header).getByText('ada')).toBeInTheDocument();
  expect(within(header).getByTestId('pull-branches')).toHaveTextContent(
    'Head branch: discountBase branch: main',
  );
  // The app header's breadcrumb (pulls / #12) is the way back; the page does not repeat it.
  expect(within(header).queryByRole('link', { name: 'Pulls' })).not.toBeInTheDocument();
  expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();

  const summary = await screen.findByTestId('pull-summary');
  const card = (name: string) => within(summary).getByRole('region', { name });
  expect(within(card('HEAD')).getByText('82.97%')).toBeInTheDocument();
  expect(within(card('HEAD')).getByText(short(PULL_HEAD_SHA))).toBeInTheDocument();
  expect(within(card('Patch')).getByText('75.00%')).toBeInTheDocument();
  expect(within(card('Change')).getByText('+1.25%')).toBeInTheDocument();
  expect(within(card('Source')).getByTestId('source-text')).toHaveTextContent(
    `Coverage data is based on HEAD ${short(PULL_HEAD_SHA)} compared to BASE ${short(PULL_BASE_SHA)}.`,
  );
  expect(
    within(card('Source')).getByRole('link', { name: `BASE commit ${short(PULL_BASE_SHA)}` }),
  ).toHaveAttribute('href', `/gh/acme/widgets/commit/${PULL_BASE_SHA}?flags=unit`);
  expect(
    within(card('Source')).getByRole('link', { name: `HEAD commit ${short(PULL_HEAD_SHA)}` }),
  ).toHaveAttribute('href', `/gh/acme/widgets/commit/${PULL_HEAD_SHA}?flags=unit`);
  expect(screen.queryByTestId('pull-notes')).not.toBeInTheDocument();

  const tabs = screen.getByRole('navigation', { name: 'Pull request' });
  const expected: Array<[RegExp, string]> = [
    [/^Files changed\s*3$/, '/gh/acme/widgets/pull/12?flags=unit'],
    [/^Indirect changes\s*1$/, '/gh/acme/widgets/pull/12/indirect-changes?flags=unit'],
    [/^Commits\s*3$/, '/gh/acme/widgets/pull/12/commits?flags=unit'],
    [/^Flags\s*2$/, '/gh/acme/widgets/pull/12/flags?flags=unit'],
    [/^Components\s*1$/, '/gh/acme/widgets/pull/12/components?flags=unit'],
    [/^File explorer$/, '/gh/acme/widgets/pull/12/tree?flags=unit'],
  ];
  for (const [name, href] of expected) {
    expect(within(tabs).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(tabs).getByRole('link', { name: /^Files changed/ })).toHaveAttribute('aria-current', 'page');
  const repoTabs = screen.getByRole('navigation', { name: 'Repository' });
  expect(within(repoTabs).getByRole('link', { name: 'Pulls' })).toHaveAttribute('aria-current', 'page');
});

test('while GitHub rate-limits the repository’s owner, the rate-limit banner says coverage may be incomplete', async () => {
  mockPull();
  server.use(
    graphqlHandler('GetRepoRateLimitStatus', {
      owner: { ...acme, repository: { __typename: 'Repository', repoid: 10, isGithubRateLimited: true } },
    }),
  );
  renderPull();
  expect(await screen.findByText('Rate limit exceeded')).toBeInTheDocument();
  expect(
    screen.getByText(
      /^Unable to calculate coverage due to GitHub rate limit exceeded\. Please retry later\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Github documentation.' })).toBeInTheDocument();
});

test('explains a pseudo-base, its distance, a base behind the branch, upload counts and a missing diff', async () => {
  mockPull(
    pullFixture({
      behindBy: 4,
      behindByCommit: 'fedcba9876543210fedcba9876543210fedcba98',
      compareWithBase: pullComparisonFixture({
        isPseudoBase: true,
        trueBaseCommit: '1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        baseDistance: 2,
        baseExplanation:
          'The true base 1111111 has no report: compared with def5678, its nearest ancestor with one.',
        hasDifferentNumberOfHeadAndBaseReports: true,
        headUploadCount: 3,
        baseUploadCount: 2,
        diffSource: 'NONE',
        diffMessage: 'The git provider is not configured.',
        patchTotals: null,
        state: 'pending',
      }),
    }),
  );
  renderPull();
  const notes = await screen.findByTestId('pull-notes');
  expect(within(notes).getByTestId('note-base-explanation')).toHaveTextContent(
    'The true base 1111111 has no report: compared with def5678, its nearest ancestor with one.',
  );
  expect(within(notes).getByTestId('note-base-distance')).toHaveTextContent(
    'The true base 1111111 has no coverage report; BASE is 2 commits away from it.',
  );
  expect(within(notes).getByTestId('note-behind-by')).toHaveTextContent(
    'BASE commit is 4 commits behind HEAD on main (fedcba9).',
  );
  expect(within(notes).getByTestId('note-upload-counts')).toHaveTextContent(
    'Commits have different number of coverage report uploads: HEAD has 3 uploads, BASE has 2 uploads.',
  );
  expect(within(notes).getByTestId('note-no-diff')).toHaveTextContent('The git provider is not configured.');
  expect(within(notes).getByTestId('note-pending')).toHaveTextContent('still processing');
  const patch = within(screen.getByTestId('pull-summary')).getByRole('region', { name: 'Patch' });
  expect(within(patch).getByText('-')).toBeInTheDocument();
});

test('compares with a commit the reader types, then goes back to the automatic base', async () => {
  const requests = mockPull();
  const user = userEvent.setup();
  const { location } = renderPull('/gh/acme/widgets/pull/12?flags=unit');
  await screen.findByTestId('pull-summary');
  expect(requests[0]).toMatchObject({ pullId: 12, baseCommit: null });

  await user.click(screen.getByRole('button', { name: 'Compare with another commit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compare with another commit' });
  await user.type(within(dialog).getByRole('textbox', { name: /Commit SHA or branch/ }), 'abc1234');
  await user.click(within(dialog).getByRole('button', { name: 'Compare' }));

  await waitFor(() => expect(location().search).toBe('?flags=unit&base=abc1234'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ baseCommit: 'abc1234' }));
  expect(await screen.findByTestId('source-text')).toHaveTextContent('a base you picked');
  const tabs = screen.getByRole('navigation', { name: 'Pull request' });
  expect(within(tabs).getByRole('link', { name: /^Flags/ })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/pull/12/flags?flags=unit&base=abc1234',
  );

  await user.click(screen.getByRole('button', { name: 'Reset to automatic base' }));
  await waitFor(() => expect(location().search).toBe('?flags=unit'));
});

test('offers the recent commits of the target branch as bases', async () => {
  mockPull();
  const commitRequests: Variables[] = [];
  server.use(
    graphqlHandler('GetCommits', ({ variables }) => {
      commitRequests.push(variables);
      return pullRepositoryData({
        commits: {
          totalCount: 1,
          ...connectionFixture([
            commitListItemFixture({
              commitid: '2222222cccccccccccccccccccccccccccccccc',
              message: 'Tidy the cart',
            }),
          ]),
        },
      });
    }),
  );
  const user = userEvent.setup();
  const { location } = renderPull();
  await screen.findByTestId('pull-summary');
  await user.click(screen.getByRole('button', { name: 'Compare with another commit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compare with another commit' });
  await user.click(within(dialog).getByRole('button', { name: /Recent commits of main/ }));
  await user.click(await screen.findByRole('option', { name: '2222222 Tidy the cart' }));
  await waitFor(() => expect(location().search).toBe('?base=2222222cccccccccccccccccccccccccccccccc'));
  expect(commitRequests[0]).toMatchObject({ filters: { branchName: 'main' } });
});

test('welcomes the first pull request of the repository', async () => {
  mockPull(
    pullFixture({
      firstPull: true,
      comparedTo: null,
      trueBase: null,
      compareWithBase: pullComparisonErrorFixture('FirstPullRequest'),
    }),
  );
  renderPull();
  expect(
    await screen.findByText('Welcome to Canopy! This is the first pull request of the repository.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/Once merged to your default branch, Canopy will compare/)).toBeInTheDocument();
});

test.each([
  ['MissingBaseCommit', 'Unable to compare commits because no base commit was found.'],
  [
    'MissingBaseReport',
    'Unable to compare commits because the base of the pull request did not upload a coverage report.',
  ],
  ['MissingHeadCommit', 'Unable to compare commits because the head of the pull request was not found.'],
  [
    'MissingHeadReport',
    'Unable to compare commits because the head of the pull request did not upload a coverage report.',
  ],
  ['MissingComparison', 'There was an error computing the comparison for this pull request.'],
])('explains %s in a banner and keeps the tabs', async (typename, title) => {
  mockPull(pullFixture({ compareWithBase: pullComparisonErrorFixture(typename, `server says ${typename}`) }));
  renderPull();
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(`server says ${typename}`)).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pull request' })).toBeInTheDocument();
  expect(within(screen.getByTestId('pull-summary')).getByRole('region', { name: 'HEAD' })).toHaveTextContent(
    '-',
  );
});

test('a head with a failed upload says so in place of the source', async () => {
  mockPull(pullFixture({ head: { ...pullFixture().head, coverageStatus: 'ERROR' } }));
  renderPull();
  expect(await screen.findByTestId('source-upload-error')).toHaveTextContent(
    'There is an error processing the coverage reports of HEAD.',
  );
});

test('the Flags tab lists each flag with HEAD, patch and change', async () => {
  mockPull();
  renderPull('/gh/acme/widgets/pull/12/flags');
  const table = await screen.findByRole('table', { name: 'Flags of pull request #12' });
  await within(table).findByText('unit');
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'HEAD %', 'Patch %', 'Change %']);
  expect(rows[1]).toHaveTextContent('unit90.00%100.00%+1.50%');
  expect(rows[2]).toHaveTextContent('integration60.00%--2.00%');
  const tabs = screen.getByRole('navigation', { name: 'Pull request' });
  expect(within(tabs).getByRole('link', { name: /^Flags/ })).toHaveAttribute('aria-current', 'page');
});

test('the Flags tab explains flags when there are none', async () => {
  mockPull(pullFixture({ compareWithBase: pullComparisonFixture({ flagComparisons: [] }) }));
  renderPull('/gh/acme/widgets/pull/12/flags');
  expect(await screen.findByRole('heading', { name: 'Flags are not configured' })).toBeInTheDocument();
});

test('the Flags tab explains a comparison that could not be made', async () => {
  mockPull(pullFixture({ compareWithBase: pullComparisonErrorFixture('MissingBaseReport') }));
  renderPull('/gh/acme/widgets/pull/12/flags');
  const title =
    'Unable to compare commits because the base of the pull request did not upload a coverage report.';
  // Once above the summary, once in place of the flags table.
  await waitFor(() => expect(screen.getAllByText(title)).toHaveLength(2));
  expect(screen.queryByRole('table', { name: 'Flags of pull request #12' })).not.toBeInTheDocument();
});

test('the Components tab lists components, filtered by the query, and links to their history', async () => {
  const requests = mockPull();
  renderPull('/gh/acme/widgets/pull/12/components?components=api');
  const table = await screen.findByRole('table', { name: 'Components of pull request #12' });
  await within(table).findByText('API');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('API70.50%50.00%+0.50%');
  expect(screen.getByRole('link', { name: 'View components over time' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/components',
  );
  await waitFor(() =>
    expect(requests.some((r) => JSON.stringify(r.filters) === JSON.stringify({ components: ['api'] }))).toBe(
      true,
    ),
  );
});

test('the Components tab explains components when there are none', async () => {
  mockPull(pullFixture({ compareWithBase: pullComparisonFixture({ componentComparisons: [] }) }));
  renderPull('/gh/acme/widgets/pull/12/components');
  expect(await screen.findByRole('heading', { name: 'Components are not configured' })).toBeInTheDocument();
  expect(screen.getByText('See how components can help you today!')).toBeInTheDocument();
});

test('the file explorer tab is current under tree and blob', async () => {
  mockPull();
  renderPull('/gh/acme/widgets/pull/12/blob/src/cart.js');
  const tabs = await screen.findByRole('navigation', { name: 'Pull request' });
  expect(within(tabs).getByRole('link', { name: 'File explorer' })).toHaveAttribute('aria-current', 'page');
});

test('the File explorer tab and its files show one flags select and one components select', async () => {
  mockPull();
  server.use(
    graphqlHandler('CoverageForFile', {
      owner: {
        repository: {
          __typename: 'Repository',
          repoid: 10,
          pull: {
            pullId: 12,
            head: {
              commitid: PULL_HEAD_SHA,
              coverageAnalytics: {
                flagNames: ['unit'],
                components: [{ id: 'api', name: 'API' }],
                coverageFile: coverageFileFixture(),
              },
            },
          },
        },
      },
    }),
  );
  // Selected in the URL, both selects show whatever the options queries answer.
  const filters = '?flags=unit&components=api';
  const selects = (name: RegExp) => screen.queryAllByRole('button', { name });
  const { navigate } = renderPull(`/gh/acme/widgets/pull/12/tree${filters}`);

  await screen.findByTestId('file-explorer');
  expect(selects(/Filter by flags/)).toHaveLength(1);
  expect(selects(/Filter by components/)).toHaveLength(1);

  navigate(`/gh/acme/widgets/pull/12/blob/src/cart.js${filters}`);
  expect(await screen.findByText('export function run(a) {')).toBeInTheDocument();
  expect(selects(/Filter by flags/)).toHaveLength(1);
  expect(selects(/Filter by components/)).toHaveLength(1);

  // The changed-files tabs have theirs above the table, once; the indirect changes are explained once, by it.
  navigate(`/gh/acme/widgets/pull/12/indirect-changes${filters}`);
  await waitFor(() => expect(selects(/Filter by flags/)).toHaveLength(1));
  expect(selects(/Filter by components/)).toHaveLength(1);
  expect(screen.queryByText(/Files that the pull request did not change/)).not.toBeInTheDocument();
});

test('an unknown sub-path goes to the pull root and keeps the query', async () => {
  mockPull();
  const { location } = renderPull('/gh/acme/widgets/pull/12/nonsense?flags=unit');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/pull/12'));
  expect(location().search).toBe('?flags=unit');
});

test('an unknown pull request is the 404 page', async () => {
  mockPull(null);
  renderPull('/gh/acme/widgets/pull/99');
  expect(await screen.findByText('Error 404')).toBeInTheDocument();
});

test('a pull id that is not an integer is the 404 page', async () => {
  renderPull('/gh/acme/widgets/pull/abc');
  expect(await screen.findByText('Error 404')).toBeInTheDocument();
});

test('an unknown repository is the 404 page and a viewer without a seat is asked to activate', async () => {
  server.use(graphqlHandler('PullHeadData', { owner: { ...acme, repository: notFoundErrorFixture() } }));
  const first = renderPull();
  expect(await screen.findByText('Error 404')).toBeInTheDocument();
  first.unmount();

  server.use(
    graphqlHandler('PullHeadData', { owner: { ...acme, repository: ownerNotActivatedErrorFixture() } }),
  );
  renderPull();
  // The answer is about acme/widgets itself: the repository frame, which reads the same repository, shows it.
  expect(await screen.findByText('Activation required')).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  // DateTime passes any value through the schema; the client expects a string.
  mockPull(pullFixture({ updatestamp: 5 }));
  renderPull();
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('a rate-limited request is the 429 page', async () => {
  server.use(graphqlErrorHandler('PullHeadData', { status: 429, body: { detail: 'Rate limit exceeded' } }));
  renderPull();
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('a failed comparison is an inline error with a retry, the rest of the page stays', async () => {
  mockPull();
  server.use(graphqlErrorHandler('PullPageData', { status: 500 }));
  renderPull();
  expect(
    await screen.findByText('The coverage comparison of this pull request could not be loaded.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Add a discount rule' })).toBeInTheDocument();
});

test('the page has no accessibility violations', async () => {
  mockPull(
    pullFixture({
      behindBy: 2,
      compareWithBase: pullComparisonFixture({
        isPseudoBase: true,
        trueBaseCommit: '1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        baseDistance: 1,
        baseExplanation: 'Compared with the nearest ancestor that has a report.',
        hasDifferentNumberOfHeadAndBaseReports: true,
      }),
    }),
  );
  const { container } = renderPull('/gh/acme/widgets/pull/12/flags');
  await screen.findByRole('table', { name: 'Flags of pull request #12' });
  await screen.findByTestId('pull-notes');
  const { violations } = await configureAxe({ rules: { region: { enabled: false } } })(container);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});

test('while the head is still processing, a missing comparison says so instead of an error', async () => {
  mockPull(
    pullFixture({
      head: { ...pullFixture().head, coverageStatus: 'PENDING' },
      compareWithBase: pullComparisonErrorFixture('MissingHeadReport'),
    }),
  );
  renderPull();
  expect(
    await screen.findByText('Coverage data is not yet available and still processing.'),
  ).toBeInTheDocument();
  expect(
    screen.queryByText(
      'Unable to compare commits because the head of the pull request did not upload a coverage report.',
    ),
  ).not.toBeInTheDocument();
});

test("a Team-plan owner's private repository: patch in the header, no summary, only Files changed, Commits and File explorer", async () => {
  mockPull();
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ...acme,
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ private: true }),
      },
    }),
    graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)),
  );
  renderPull('/gh/acme/widgets/pull/12/indirect-changes');
  const header = await screen.findByTestId('pull-header');
  expect(await within(header).findByTestId('header-patch-coverage')).toHaveTextContent(
    'Patch Coverage 75.00%',
  );
  const tabs = screen.getByRole('navigation', { name: 'Pull request' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+$/, '').trim()),
  ).toEqual(['Files changed', 'Commits', 'File explorer']);
  // Indirect changes are not part of the Team plan: the address opens the changed files.
  await waitFor(() =>
    expect(within(tabs).getByRole('link', { name: /^Files changed/ })).toHaveAttribute(
      'aria-current',
      'page',
    ),
  );
  expect(screen.queryByTestId('pull-summary')).not.toBeInTheDocument();
});
