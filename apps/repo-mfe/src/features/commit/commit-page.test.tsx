import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectionFixture,
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  isTeamPlanFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  commitPageFixture,
  comparisonErrorFixture,
  comparisonFixture,
  repositoryOf,
  uploadFixture,
} from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { notRateLimitedHandler } from '../common/repo-page-test-utils';

// The shared pieces of other features load their own data: stand-ins show what this page hands them.
jest.mock('../impacted-files/impacted-files-table', () => {
  const { useIgnoredUploadIds } = jest.requireActual<typeof import('../impacted-files/ignored-uploads')>(
    '../impacted-files/ignored-uploads',
  );
  return {
    ImpactedFilesTable: ({ comparison, changes }: { comparison: { commitid: string }; changes: string }) => {
      const ignored = useIgnoredUploadIds();
      return (
        <div data-testid="impacted-files" data-ignored={[...ignored].sort().join(',')}>
          {comparison.commitid} {changes}
        </div>
      );
    },
  };
});
jest.mock('../file-explorer/file-explorer', () => ({
  FileExplorer: ({
    source,
    path,
    linkTo,
  }: {
    source: { commitid: string };
    path: string;
    linkTo: (entry: { path: string; kind: 'dir' | 'file' }) => string;
  }) => (
    <div data-testid="file-explorer">
      {source.commitid} [{path}] {linkTo({ path: 'src/lib', kind: 'dir' })}{' '}
      {linkTo({ path: 'src/a b.ts', kind: 'file' })}
    </div>
  ),
}));
jest.mock('../file-viewer/file-viewer', () => ({
  FileViewer: ({ source, path }: { source: { commitid: string }; path: string }) => (
    <div data-testid="file-viewer">
      {source.commitid} [{path}]
    </div>
  ),
}));
jest.mock('../coverage-filters/coverage-filter-selects', () => ({
  CoverageFilterSelects: () => <div data-testid="coverage-filters" />,
}));

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()), notRateLimitedHandler());

const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const PARENT = 'def5678aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

function mockRepo({ isCurrentUserPartOfOrg = true, isPrivate = false } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin: false,
        isCurrentUserPartOfOrg,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ defaultBranch: 'main', private: isPrivate }),
      },
    }),
  );
}

function mockCommit(
  commit: Record<string, unknown> | null = commitPageFixture(),
  uploads = [uploadFixture()],
  notifications: Record<string, unknown>[] = [],
  // The same owner as GetRepo's: one answer about the viewer's membership holds for every view of acme.
  { isCurrentUserPartOfOrg = true } = {},
) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphqlHandler('CommitPageData', ({ variables }) => {
      requests.push(variables);
      return repositoryOf({ commit }, { isCurrentUserPartOfOrg });
    }),
    graphqlHandler('CommitNotifications', repositoryOf({ commit: { commitid: SHA, notifications } })),
    graphqlHandler(
      'CommitUploads',
      repositoryOf({
        commit: { commitid: SHA, uploads: { totalCount: uploads.length, ...connectionFixture(uploads) } },
      }),
    ),
  );
  return requests;
}

function renderCommit(url = `/gh/acme/widgets/commit/${SHA}`) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

test('shows the header, the summary, the changed files and the uploads', async () => {
  mockRepo();
  const requests = mockCommit(commitPageFixture({ pullId: 12 }));
  renderCommit(`/gh/acme/widgets/commit/${SHA}?flags=unit`);

  expect(await screen.findByRole('heading', { name: 'Add the widget parser', level: 1 })).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ owner: 'acme', repo: 'widgets', commitid: SHA });

  const header = screen.getByTestId('commit-header');
  expect(within(header).getByRole('link', { name: 'jane' })).toHaveAttribute('href', '/gh/jane');
  expect(header).toHaveTextContent('authored commit');
  expect(within(header).getByText('abc1234')).toBeInTheDocument();
  const onHost = within(header).getByRole('link', { name: 'View commit abc1234 on GitHub' });
  expect(onHost).toHaveAttribute('href', `https://github.com/acme/widgets/commit/${SHA}`);
  expect(onHost).toHaveAttribute('target', '_blank');
  expect(onHost).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(header).getByRole('button', { name: 'Copy commit SHA' })).toBeInTheDocument();
  expect(within(header).getByText('CI Passed')).toBeInTheDocument();
  expect(header).toHaveTextContent('Branch: main');
  expect(within(header).getByRole('link', { name: 'Pull request #12' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/pull/12',
  );

  const summary = screen.getByTestId('commit-summary');
  expect(within(summary).getByRole('region', { name: 'HEAD' })).toHaveTextContent('82.97%abc1234');
  expect(within(summary).getByRole('region', { name: 'Patch' })).toHaveTextContent('75.00%');
  expect(within(summary).getByRole('region', { name: 'Change' })).toHaveTextContent('+1.25%');
  const source = within(summary).getByRole('region', { name: 'Source' });
  expect(source).toHaveTextContent('This commit abc1234 compared to def5678');
  expect(within(source).getByRole('link', { name: 'Parent commit def5678' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${PARENT}?flags=unit`,
  );

  const tabs = screen.getByRole('navigation', { name: 'Commit' });
  expect(within(tabs).getByRole('link', { name: 'Files changed 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Indirect changes 1' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${SHA}/indirect-changes?flags=unit`,
  );
  expect(within(tabs).getByRole('link', { name: 'File explorer' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${SHA}/tree?flags=unit`,
  );
  expect(screen.getByTestId('impacted-files')).toHaveTextContent(`${SHA} direct`);
  expect(screen.getByTestId('coverage-filters')).toBeInTheDocument();

  const uploads = screen.getByRole('region', { name: 'Coverage reports history' });
  expect(await within(uploads).findByTestId('uploads-overview')).toHaveTextContent('1 successful');
  expect(within(uploads).getByRole('link', { name: 'unit-tests' })).toHaveAttribute(
    'href',
    'https://github.com/acme/widgets/actions/runs/1',
  );
  expect(within(uploads).getByRole('link', { name: 'Download the report of unit-tests' })).toHaveAttribute(
    'href',
    'https://canopy.example.com/upload/gh/acme/widgets/download?path=a',
  );
  expect(within(uploads).getByText('unit')).toBeInTheDocument();
  expect(within(uploads).getByRole('region', { name: 'github-actions' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the tabs show the indirect changes, the file explorer and the file viewer at the commit', async () => {
  mockRepo();
  mockCommit();
  const user = userEvent.setup();
  const { location, navigate } = renderCommit();
  const tabs = await screen.findByRole('navigation', { name: 'Commit' });

  await user.click(within(tabs).getByRole('link', { name: 'Indirect changes 1' }));
  expect(await screen.findByTestId('impacted-files')).toHaveTextContent(`${SHA} indirect`);
  expect(within(tabs).getByRole('link', { name: 'Indirect changes 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  expect(screen.getByTestId('coverage-filters')).toBeInTheDocument();

  // The explorer and the file viewer have the filters in their own toolbars: the tab row adds none.
  await user.click(within(tabs).getByRole('link', { name: 'File explorer' }));
  expect(await screen.findByTestId('file-explorer')).toHaveTextContent(
    `${SHA} [] /gh/acme/widgets/commit/${SHA}/tree/src/lib /gh/acme/widgets/commit/${SHA}/blob/src/a%20b.ts`,
  );

  navigate(`/gh/acme/widgets/commit/${SHA}/tree/src/lib`);
  expect(await screen.findByTestId('file-explorer')).toHaveTextContent(`${SHA} [src/lib]`);
  expect(within(tabs).getByRole('link', { name: 'File explorer' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByTestId('coverage-filters')).not.toBeInTheDocument();

  navigate(`/gh/acme/widgets/commit/${SHA}/blob/src/a.ts`);
  expect(await screen.findByTestId('file-viewer')).toHaveTextContent(`${SHA} [src/a.ts]`);
  expect(screen.queryByTestId('coverage-filters')).not.toBeInTheDocument();

  // The `commit/{sha}/{path}` form shows the file too.
  navigate(`/gh/acme/widgets/commit/${SHA}/src/server.ts`);
  expect(await screen.findByTestId('file-viewer')).toHaveTextContent(`${SHA} [src/server.ts]`);
  expect(location().pathname).toBe(`/gh/acme/widgets/commit/${SHA}/src/server.ts`);
  expect(within(tabs).getByRole('link', { name: 'File explorer' })).toHaveAttribute('aria-current', 'page');
});

test.each([
  ['MissingBaseCommit', 'Unable to compare commits because no base commit was found.'],
  ['MissingBaseReport', /base of the comparison did not upload a coverage report/],
  ['MissingHeadCommit', /head of the comparison was not found/],
  ['MissingHeadReport', /head of the comparison did not upload a coverage report/],
  ['MissingComparison', 'There was an error computing the comparison between these commits.'],
])('%s is explained in place of the changed files', async (typename, title) => {
  mockRepo();
  mockCommit(commitPageFixture({ compareWithParent: comparisonErrorFixture(typename, 'server says why') }));
  renderCommit();
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText('server says why')).toBeInTheDocument();
  expect(screen.queryByTestId('impacted-files')).not.toBeInTheDocument();
  const summary = screen.getByTestId('commit-summary');
  expect(within(summary).getByRole('region', { name: 'Patch' })).toHaveTextContent('-');
  expect(within(summary).getByRole('region', { name: 'Change' })).toHaveTextContent('-');
  // Without a comparison the source is the parent.
  expect(within(summary).getByRole('region', { name: 'Source' })).toHaveTextContent('compared to def5678');
});

test('a first pull request says what will happen once merged', async () => {
  mockRepo();
  mockCommit(
    commitPageFixture({ compareWithParent: comparisonErrorFixture('FirstPullRequest'), parent: null }),
  );
  renderCommit();
  expect(
    await screen.findByText(/Once merged to your default branch, Canopy will compare your coverage reports/),
  ).toBeInTheDocument();
  expect(screen.getByText('No comparison is available for this commit yet.')).toBeInTheDocument();
  expect(screen.queryByTestId('impacted-files')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Source' })).toHaveTextContent('no parent with coverage');
});

test('a failed upload replaces the source and explains the missing data', async () => {
  mockRepo();
  mockCommit(commitPageFixture({ coverageStatus: 'ERROR' }), [
    uploadFixture({ id: 1, provider: null, ciUrl: null, name: null, buildCode: '77', flags: [] }),
    uploadFixture({
      id: 2,
      name: 'broken',
      state: 'ERROR',
      errors: {
        edges: [
          { node: { errorCode: 'REPORT_EMPTY', errorMessage: null } },
          { node: { errorCode: 'REPORT_EMPTY', errorMessage: null } },
          { node: { errorCode: 'UNKNOWN_PROCESSING', errorMessage: 'parser crashed' } },
        ],
      },
    }),
    uploadFixture({
      id: 3,
      name: 'CF[1] - integration',
      uploadType: 'CARRIEDFORWARD',
      flags: ['integration'],
      carriedForwardMessage: 'carried forward from 1234567, 2 commits back',
    }),
    uploadFixture({ id: null, name: 'waiting', state: 'STARTED' }),
  ]);
  const user = userEvent.setup();
  renderCommit();

  expect(await screen.findByTestId('source-upload-error')).toHaveTextContent(
    /There is an error processing the coverage reports/,
  );
  expect(
    screen.getByText('No coverage data is available due to incomplete uploads on the first attempt.'),
  ).toBeInTheDocument();

  const card = screen.getByRole('region', { name: 'Coverage reports history' });
  expect(await within(card).findByTestId('uploads-overview')).toHaveTextContent(
    '1 successful, 1 errored, 1 carried forward, 1 started',
  );
  const groups = within(card)
    .getAllByRole('region')
    .map((group) => group.getAttribute('aria-label'));
  expect(groups).toEqual(['Provider not specified', 'github-actions']);
  // No CI link: the build code names the upload.
  expect(within(card).getByText('77')).toBeInTheDocument();
  const errors = within(card).getAllByTestId('upload-error');
  expect(errors.map((e) => e.textContent)).toEqual([
    'Unusable report due to issues such as source code unavailability, path mismatch, empty report, or incorrect data format (2)',
    'parser crashed',
  ]);
  expect(within(card).getByTestId('carried-forward')).toHaveTextContent(
    /^carried forward from 1234567, 2 commits back$/,
  );

  await user.click(within(card).getByRole('checkbox', { name: '1 upload error — view' }));
  expect(within(card).getAllByTestId('upload')).toHaveLength(1);
  await user.click(within(card).getByRole('checkbox', { name: '1 upload error — clear' }));
  expect(within(card).getAllByTestId('upload')).toHaveLength(4);

  await user.type(within(card).getByRole('searchbox', { name: 'Search by upload or flag name' }), 'integ');
  expect(within(card).getAllByTestId('upload')).toHaveLength(1);
  await user.clear(within(card).getByRole('searchbox', { name: 'Search by upload or flag name' }));
  await user.type(within(card).getByRole('searchbox', { name: 'Search by upload or flag name' }), 'zzz');
  expect(within(card).getByText('No uploads match these filters')).toBeInTheDocument();
});

test('the flag error and upload error chips filter the uploads, by keyboard too, and clear all resets them', async () => {
  mockRepo();
  mockCommit(commitPageFixture(), [
    uploadFixture({ id: 1, name: 'fine', flags: ['unit'] }),
    uploadFixture({ id: 2, name: 'two flags', flags: ['unit', 'api'] }),
    uploadFixture({ id: 3, name: 'broken', state: 'ERROR', flags: [] }),
  ]);
  const user = userEvent.setup();
  renderCommit();
  const card = await screen.findByRole('region', { name: 'Coverage reports history' });
  await within(card).findByTestId('uploads-overview');
  // Each upload's checkbox is named after it.
  const names = () =>
    within(card)
      .getAllByTestId('upload')
      .map(
        (item) =>
          /Count the hits of (.*) in the changed lines/.exec(
            within(item).getByRole('checkbox').getAttribute('aria-label') ?? '',
          )?.[1],
      );
  expect(within(card).getAllByTestId('upload')).toHaveLength(3);
  expect(
    within(card).getByText('Multiple flags detected. Please ensure one flag per upload.'),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'clear all filters' })).not.toBeInTheDocument();

  const flagChip = within(card).getByRole('checkbox', { name: '1 flag error — view' });
  flagChip.focus();
  await user.keyboard(' ');
  expect(within(card).getByRole('checkbox', { name: '1 flag error — clear' })).toBeChecked();
  expect(names()).toEqual(['two flags']);

  await user.click(within(card).getByRole('checkbox', { name: '1 upload error — view' }));
  expect(names()).toEqual(['two flags', 'broken']);

  await user.click(within(card).getByRole('button', { name: 'clear all filters' }));
  expect(within(card).getAllByTestId('upload')).toHaveLength(3);
  expect(within(card).getByRole('checkbox', { name: '1 flag error — view' })).not.toBeChecked();
  expect(within(card).getByRole('checkbox', { name: '1 upload error — view' })).not.toBeChecked();
});

test('on an enterprise host the SHA links there when the host is configured, and is plain text otherwise', async () => {
  mockRepo();
  mockCommit();
  const view = renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: `/ghe/acme/widgets/commit/${SHA}`,
    wrapper: createTestProviders({ configEnv: { GHE_URL: 'https://git.example.com' } }),
  });
  expect(
    await screen.findByRole('link', { name: 'View commit abc1234 on GitHub Enterprise' }),
  ).toHaveAttribute('href', `https://git.example.com/acme/widgets/commit/${SHA}`);
  view.unmount();

  renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: `/ghe/acme/widgets/commit/${SHA}`,
    wrapper: createTestProviders(),
  });
  const header = await screen.findByTestId('commit-header');
  expect(within(header).getByLabelText('Commit abc1234')).toBeInTheDocument();
  expect(within(header).queryByRole('link', { name: /View commit/ })).not.toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'Copy commit SHA' })).toBeInTheDocument();
});

test('the statuses and the comment posted to the git host are listed, with why one was not', async () => {
  mockRepo();
  const row = (over: Record<string, unknown>) => ({
    state: null,
    description: null,
    url: null,
    error: null,
    postedAt: null,
    ...over,
  });
  mockCommit(
    commitPageFixture(),
    [uploadFixture()],
    [
      row({
        name: 'codecov/patch',
        outcome: 'FAILED',
        state: 'failure',
        error: 'GitHub answered 502 for statuses/abc',
      }),
      row({
        name: 'codecov/project',
        outcome: 'POSTED',
        state: 'success',
        description: '60.00% (+1.00%) compared to def5678',
      }),
      row({ name: 'comment', outcome: 'SKIPPED', error: 'the commit is the head of no pull request' }),
    ],
  );
  renderCommit();

  const card = await screen.findByRole('region', { name: 'Statuses and comment' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'codecov/patchnot postedGitHub answered 502 for statuses/abc',
    'codecov/projectsuccess60.00% (+1.00%) compared to def5678',
    'commentskippedthe commit is the head of no pull request',
  ]);
});

test('check runs are told apart from statuses, and the comment saying uploads failed has its own badge', async () => {
  mockRepo();
  const row = (over: Record<string, unknown>) => ({
    state: null,
    description: null,
    url: null,
    error: null,
    postedAt: null,
    ...over,
  });
  mockCommit(
    commitPageFixture(),
    [uploadFixture()],
    [
      row({
        name: 'codecov/patch',
        outcome: 'POSTED',
        kind: 'CHECK_RUN',
        state: 'failure',
        description: '49.16% of diff hit (target 50.00%)',
      }),
      row({
        name: 'codecov/project',
        outcome: 'POSTED',
        kind: 'STATUS',
        state: 'success',
        description: '60.00% (+1.00%) compared to def5678',
      }),
      row({
        name: 'comment',
        outcome: 'POSTED',
        kind: 'UPLOAD_ERROR_COMMENT',
        description: 'Comment edited: 1 of 2 uploads could not be processed',
      }),
      row({
        name: 'notifications',
        outcome: 'SKIPPED',
        kind: null,
        error: 'notify_error: 1 of 2 uploads could not be processed, so no status is posted',
      }),
    ],
  );
  renderCommit();

  const card = await screen.findByRole('region', { name: 'Statuses and comment' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'codecov/patchcheck runfailure49.16% of diff hit (target 50.00%)',
    'codecov/projectsuccess60.00% (+1.00%) compared to def5678',
    'commentupload errorsComment edited: 1 of 2 uploads could not be processed',
    'notificationsskippednotify_error: 1 of 2 uploads could not be processed, so no status is posted',
  ]);
});

test('while GitHub rate-limits the repository’s owner, the rate-limit banner says coverage may be incomplete', async () => {
  mockRepo();
  mockCommit();
  server.use(graphqlHandler('GetRepoRateLimitStatus', repositoryOf({ isGithubRateLimited: true })));
  renderCommit();
  expect(await screen.findByText('Rate limit exceeded')).toBeInTheDocument();
  expect(
    screen.getByText(
      /^Unable to calculate coverage due to GitHub rate limit exceeded\. Please retry later\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Github documentation.' })).toBeInTheDocument();
});

test('without a rate limit there is no rate-limit banner', async () => {
  mockRepo();
  mockCommit();
  renderCommit();
  expect(await screen.findByRole('heading', { name: 'Add the widget parser', level: 1 })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('Rate limit exceeded')).not.toBeInTheDocument();
});

test('a commit without uploads says so', async () => {
  mockRepo();
  mockCommit(commitPageFixture({ totalUploads: 0, coverageStatus: null }), []);
  renderCommit();
  expect(await screen.findByText('Currently no uploads')).toBeInTheDocument();
});

test('invalid YAML is explained and the YAML file opens read-only', async () => {
  mockRepo();
  mockCommit(
    commitPageFixture({
      yamlErrors: {
        edges: [{ node: { errorCode: 'invalid_yaml', errorMessage: 'coverage.range: must be two numbers' } }],
      },
    }),
  );
  server.use(
    graphqlHandler(
      'CommitYaml',
      repositoryOf({ commit: { commitid: SHA, yaml: 'coverage:\n  range: 7\n', yamlState: null } }),
    ),
  );
  const user = userEvent.setup();
  renderCommit();
  // The commit has coverage: the page never says it cannot be displayed while showing it.
  expect(
    await screen.findByText('The yaml has errors: the parts with errors were left out and the rest applied'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/unable to be displayed/)).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'YAML errors' })).toHaveTextContent(
    'coverage.range: must be two numbers',
  );

  await user.click(screen.getAllByRole('button', { name: 'view YAML file' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Yaml' });
  expect(within(dialog).getByText('Includes default YAML, global YAML, and repo YAML')).toBeInTheDocument();
  expect(await within(dialog).findByTestId('commit-yaml')).toHaveTextContent('range: 7');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('says which codecov.yml applied and which keys it ignored', async () => {
  mockRepo();
  mockCommit(
    commitPageFixture({
      yamlSource: {
        kind: 'REPOSITORY_FILE',
        path: '.github/codecov.yml',
        warnings: ['beta_groups: unknown key'],
      },
    }),
  );
  renderCommit();
  expect(await screen.findByLabelText('Configuration source')).toHaveTextContent(
    `Configuration: .github/codecov.yml at ${SHA.slice(0, 7)} (ignored unknown keys: beta_groups)`,
  );
});

test('bot errors show to members only', async () => {
  const botErrors = { edges: [{ node: { errorCode: 'repo_bot_invalid', errorMessage: 'bot gone' } }] };
  mockRepo();
  mockCommit(commitPageFixture({ botErrors }));
  const view = renderCommit();
  expect(await screen.findByText('Canopy could not use the bot of this repository')).toBeInTheDocument();
  view.unmount();

  mockRepo({ isCurrentUserPartOfOrg: false });
  mockCommit(commitPageFixture({ botErrors }), undefined, [], { isCurrentUserPartOfOrg: false });
  renderCommit();
  await screen.findByRole('heading', { name: 'Add the widget parser', level: 1 });
  expect(screen.queryByText('Canopy could not use the bot of this repository')).not.toBeInTheDocument();
});

test('a long message is cut until expanded', async () => {
  const message = `Subject line\n\n${'Body text. '.repeat(20)}`;
  mockRepo();
  mockCommit(commitPageFixture({ message }));
  const user = userEvent.setup();
  renderCommit();
  expect(await screen.findByRole('heading', { name: 'Subject line', level: 1 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'see more' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Body text\. Body text\./);
  expect(screen.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
});

test('a pending comparison says the numbers may change', async () => {
  mockRepo();
  mockCommit(commitPageFixture({ compareWithParent: comparisonFixture({ state: 'pending' }) }));
  renderCommit();
  expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
});

test('a commit that does not exist is the 404 page', async () => {
  mockRepo();
  mockCommit(null);
  renderCommit('/gh/acme/widgets/commit/fffffff');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

// The answer is about acme/widgets itself: the repository frame reads the same repository from the cache and
// shows what it shows for that answer.
test.each([
  ['a missing repository is the 404 page', notFoundErrorFixture(), 'Error 404'],
  ['a viewer not activated is asked to activate', ownerNotActivatedErrorFixture(), 'Activation required'],
])('%s', async (_name, repository, text) => {
  mockRepo();
  server.use(
    graphqlHandler('CommitPageData', {
      owner: { ownerid: 2, username: 'acme', isCurrentUserPartOfOrg: true, repository },
    }),
  );
  renderCommit();
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('a rate limit is the 429 page and a bad answer the parsing error page', async () => {
  mockRepo();
  server.use(graphqlErrorHandler('CommitPageData', { status: 429, body: { detail: 'Rate limit exceeded' } }));
  const view = renderCommit();
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
  view.unmount();

  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockCommit(commitPageFixture({ createdAt: 5 }));
  renderCommit();
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test('uploads that fail to load do not take the page down', async () => {
  mockRepo();
  mockCommit();
  server.use(graphqlErrorHandler('CommitUploads', { status: 500 }));
  renderCommit();
  expect(
    await screen.findByText('The uploads of this commit could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Add the widget parser', level: 1 })).toBeInTheDocument();
});

test('the page has no accessibility violations', async () => {
  mockRepo();
  mockCommit(commitPageFixture({ coverageStatus: 'ERROR', pullId: 3 }), [
    uploadFixture(),
    uploadFixture({ id: 2, state: 'ERROR', provider: null }),
  ]);
  const view = renderCommit();
  await screen.findByTestId('uploads-overview');
  const { configureAxe } = await import('jest-axe');
  const axe = configureAxe({ rules: { region: { enabled: false } } });
  const { violations } = await axe(view.container);
  expect(violations.map((v: { id: string; nodes: unknown[] }) => [v.id, v.nodes.length])).toEqual([]);
});

test('unticking uploads leaves their hits out of the diff views', async () => {
  mockRepo();
  mockCommit(commitPageFixture(), [
    uploadFixture({ id: 1, name: 'one' }),
    uploadFixture({ id: 2, name: 'two' }),
    uploadFixture({ id: 3, name: 'three', provider: 'circleci' }),
    uploadFixture({ id: null, name: 'unprocessed', state: 'STARTED', provider: 'circleci' }),
  ]);
  const user = userEvent.setup();
  renderCommit();
  const card = await screen.findByRole('region', { name: 'Coverage reports history' });
  const one = await within(card).findByRole('checkbox', {
    name: 'Count the hits of one in the changed lines',
  });
  const table = screen.getByTestId('impacted-files');
  expect(table).toHaveAttribute('data-ignored', '');
  // An upload without a session number has no hits to leave out.
  expect(within(card).queryByRole('checkbox', { name: /unprocessed/ })).not.toBeInTheDocument();

  await user.click(one);
  expect(one).not.toBeChecked();
  expect(table).toHaveAttribute('data-ignored', '1');
  const github = within(card).getByRole('checkbox', {
    name: 'Count the hits of every upload of github-actions',
  });
  expect(github).toHaveAttribute('data-indeterminate', 'true');

  await user.click(github);
  expect(table).toHaveAttribute('data-ignored', '');
  await user.click(github);
  expect(table).toHaveAttribute('data-ignored', '1,2');
  await user.click(
    within(card).getByRole('checkbox', { name: 'Count the hits of every upload of circleci' }),
  );
  expect(table).toHaveAttribute('data-ignored', '1,2,3');
});

test("a Team-plan owner's private repository: patch in the header, no summary and no indirect changes", async () => {
  mockRepo({ isPrivate: true });
  server.use(graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)));
  mockCommit(commitPageFixture());
  const { location } = renderCommit(`/gh/acme/widgets/commit/${SHA}/indirect-changes`);
  const header = await screen.findByTestId('commit-header');
  expect(within(header).getByTestId('header-patch-coverage')).toHaveTextContent('Patch Coverage 75.00%');
  expect(screen.queryByTestId('commit-summary')).not.toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Commit' });
  expect(within(tabs).queryByRole('link', { name: /Indirect changes/ })).not.toBeInTheDocument();
  // The address of the indirect changes opens the changed files.
  await waitFor(() => expect(location().pathname).toBe(`/gh/acme/widgets/commit/${SHA}`));
});
