import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  notFoundErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import type { Repository } from '@canopy/api-client';
import { createTestProviders } from '@canopy/auth/testing';
import { shortPathHash } from '@canopy/ui-kit/data-views';
import { renderRoute } from '@canopy/ui-kit/testing';
import { IgnoredUploadsContext } from './ignored-uploads';
import { RepoFrameContext } from '../common/repo-frame-context';
import { ImpactedFilesTable, type ImpactedFilesTableProps } from './impacted-files-table';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
type Variables = GraphqlMockRequest['variables'];

const SHA = 'c0ffee1234567890c0ffee1234567890c0ffee12';

function impactedFile(overrides: Record<string, unknown> = {}) {
  return {
    fileName: 'a.ts',
    headName: 'src/a.ts',
    baseName: 'src/a.ts',
    isNewFile: false,
    isRenamedFile: false,
    isDeletedFile: false,
    missesCount: 3,
    changeCoverage: -1.5,
    hashedPath: 'h1',
    headCoverage: { percentCovered: 75 },
    baseCoverage: { percentCovered: 76.5 },
    patchCoverage: { percentCovered: 50 },
    ...overrides,
  };
}

const files = [
  impactedFile(),
  impactedFile({
    fileName: 'b.ts',
    headName: 'src/b.ts',
    baseName: null,
    isNewFile: true,
    missesCount: 0,
    changeCoverage: null,
    headCoverage: { percentCovered: 100 },
    baseCoverage: null,
    patchCoverage: { percentCovered: 100 },
  }),
  impactedFile({
    fileName: 'old.ts',
    headName: null,
    baseName: 'src/old.ts',
    isDeletedFile: true,
    missesCount: 0,
    headCoverage: null,
    patchCoverage: null,
    changeCoverage: null,
  }),
];

function comparisonWith(results: unknown[]) {
  return {
    __typename: 'Comparison',
    state: 'processed',
    impactedFiles: () => ({ __typename: 'ImpactedFiles', results }),
  };
}

function mockCommitFiles(compareWithParent: unknown = comparisonWith(files)) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('CommitImpactedFiles', ({ variables }) => {
      requests.push(variables);
      return {
        owner: {
          ownerid: 1,
          username: 'acme',
          repository: { __typename: 'Repository', repoid: 10, commit: { commitid: SHA, compareWithParent } },
        },
      };
    }),
  );
  return requests;
}

function mockPullFiles(compareWithBase: unknown = comparisonWith(files)) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('PullImpactedFiles', ({ variables }) => {
      requests.push(variables);
      return {
        owner: {
          ownerid: 1,
          username: 'acme',
          repository: { __typename: 'Repository', repoid: 10, pull: { pullId: 12, compareWithBase } },
        },
      };
    }),
  );
  return requests;
}

const segments = {
  __typename: 'SegmentComparisons',
  results: [
    {
      header: '@@ -1,2 +1,3 @@',
      hasUnintendedChanges: false,
      lines: [
        line({ baseNumber: '1', headNumber: '1', content: 'const a = 1;', headCoverage: 'H', hitCount: 2 }),
        line({ baseNumber: null, headNumber: '2', content: 'run(a);', headCoverage: 'M', hitCount: 0 }),
      ],
    },
  ],
};

function line({ hitCount, ...rest }: Record<string, unknown>) {
  return {
    baseCoverage: null,
    ...rest,
    coverageInfo: { hitCount, hitUploadIds: hitCount ? [1] : [] },
  };
}

function mockCommitFile(segmentsResult: unknown = segments, file: Record<string, unknown> = {}) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('ImpactedFileComparedWithParent', ({ variables }) => {
      requests.push(variables);
      return {
        owner: {
          ownerid: 1,
          username: 'acme',
          repository: {
            __typename: 'Repository',
            repoid: 10,
            commit: {
              commitid: SHA,
              compareWithParent: {
                __typename: 'Comparison',
                impactedFile: () => ({ ...impactedFile(file), segments: segmentsResult }),
              },
            },
          },
        },
      };
    }),
  );
  return requests;
}

const frame = {
  provider: 'gh',
  owner: 'acme',
  repo: 'widgets',
  repository: repositoryFixture() as unknown as Repository,
  isAdmin: false,
  isMember: true,
  basePath: '/gh/acme/widgets',
};

function renderTable(props: ImpactedFilesTableProps, url = `/gh/acme/widgets/commit/${SHA}`) {
  return renderRoute(
    <RepoFrameContext value={frame}>
      <ImpactedFilesTable {...props} />
    </RepoFrameContext>,
    { path: '/:provider/:owner/:repo/*', url, wrapper: createTestProviders() },
  );
}

const commit = { kind: 'commit', commitid: SHA } as const;
const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) }).closest('tr')!;

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

test('lists the files a commit changed, sorted on the server by HEAD coverage', async () => {
  const requests = mockCommitFiles();
  renderTable(
    { comparison: commit, changes: 'direct' },
    `/gh/acme/widgets/commit/${SHA}?flags=unit&components=api`,
  );
  const table = await screen.findByRole('table', { name: 'Files changed, with their coverage' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'HEAD %', 'Patch %', 'Change']);
  expect(within(table).getByRole('columnheader', { name: 'HEAD %' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(requests[0]).toMatchObject({
    owner: 'acme',
    repo: 'widgets',
    commitid: SHA,
    filters: {
      hasUnintendedChanges: false,
      flags: ['unit'],
      components: ['api'],
      ordering: { parameter: 'HEAD_COVERAGE', direction: 'ASC' },
    },
  });
  const a = rowOf('src/a.ts');
  expect(within(a).getByText('75.00%')).toBeInTheDocument();
  expect(within(a).getByText('50.00%')).toBeInTheDocument();
  expect(within(a).getByText('-1.50%')).toBeInTheDocument();
  expect(within(rowOf('src/b.ts')).getByText('New')).toBeInTheDocument();
  expect(within(rowOf('src/old.ts')).getByText('Deleted')).toBeInTheDocument();
  expect(within(rowOf('src/old.ts')).getAllByText('-')).toHaveLength(3);
  // The key of the diff colours and hit counts sits above the table, as on the file viewer.
  const legend = screen.getByRole('list', { name: 'Coverage legend' });
  expect(within(legend).getByText('Covered')).toBeInTheDocument();
  expect(within(legend).getByText('Number of uploads that hit the line')).toBeInTheDocument();
});

test('sorting asks the server again and keeps the sort in the URL', async () => {
  const requests = mockCommitFiles();
  const user = userEvent.setup();
  const view = renderTable({ comparison: commit, changes: 'direct' });
  await screen.findByRole('button', { name: /src\/a.ts/ });
  // The default sort is left out of the URL.
  expect(view.location().search).toBe('');
  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() =>
    expect(requests.at(-1)).toMatchObject({
      filters: { ordering: { parameter: 'FILE_NAME', direction: 'ASC' } },
    }),
  );
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  expect(view.location().search).toBe('?ordering=FILE_NAME&direction=ASC');
  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() =>
    expect(requests.at(-1)).toMatchObject({
      filters: { ordering: { parameter: 'FILE_NAME', direction: 'DESC' } },
    }),
  );
  expect(view.location().search).toBe('?ordering=FILE_NAME&direction=DESC');

  // Back restores the previous sort.
  view.navigate(-1);
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'),
  );
  view.navigate(-1);
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: 'HEAD %' })).toHaveAttribute('aria-sort', 'ascending'),
  );
  expect(view.location().search).toBe('');
});

test('a shared link opens the table in its sort', async () => {
  const requests = mockPullFiles();
  renderTable(
    { comparison: { kind: 'pull', pullId: 12 }, changes: 'indirect' },
    '/gh/acme/widgets/pull/12/indirect-changes?ordering=CHANGE_COVERAGE&direction=ASC',
  );
  await screen.findByRole('button', { name: /src\/a.ts/ });
  expect(requests[0]).toMatchObject({
    filters: { hasUnintendedChanges: true, ordering: { parameter: 'CHANGE_COVERAGE', direction: 'ASC' } },
  });
  expect(screen.getByRole('columnheader', { name: 'Change' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a row opens its diff inline, prefetched on hover, with a link to the full file', async () => {
  mockCommitFiles();
  const fileRequests = mockCommitFile();
  const user = userEvent.setup();
  const view = renderTable(
    { comparison: commit, changes: 'direct' },
    `/gh/acme/widgets/commit/${SHA}?flags=unit`,
  );
  const toggle = await screen.findByRole('button', { name: /src\/a.ts/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  fireEvent.mouseEnter(rowOf('src/a.ts'));
  await waitFor(() => expect(fileRequests).toHaveLength(1));
  // The diff is taken under the page's filters, like the table.
  expect(fileRequests[0]).toMatchObject({
    commitid: SHA,
    path: 'src/a.ts',
    filters: {},
    fileFilters: { flags: ['unit'] },
  });

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  expect(toggle).toHaveAttribute('aria-controls', diff.closest('tr')!.id);
  expect(within(diff).getByText('@@ -1,2 +1,3 @@')).toBeInTheDocument();
  expect(within(diff).getByRole('link', { name: 'View full file' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${SHA}/blob/src/a.ts?flags=unit`,
  );
  const added = within(diff).getByRole('link', { name: 'Head line 2' });
  expect(added.closest('[data-row-index]')).toHaveAttribute('data-coverage', 'M');
  // The API gives the text without its diff prefix: a head-only line is shown as added, in full.
  expect(added.closest('[data-row-index]')).toHaveAttribute('data-change', 'added');
  expect(added.closest('[data-row-index]')).toHaveTextContent('run(a);');
  const context = within(diff).getByRole('link', { name: 'Head line 1' }).closest('[data-row-index]');
  expect(context).toHaveAttribute('data-change', 'context');
  expect(context).toHaveTextContent('const a = 1;');

  await user.click(added);
  expect(view.location().hash).toBe(`#${shortPathHash('src/a.ts')}-R2`);
  expect(added.closest('[data-row-index]')).toHaveAttribute('data-selected', 'true');

  await user.click(toggle);
  expect(screen.queryByRole('region', { name: 'Diff of src/a.ts' })).not.toBeInTheDocument();
});

test("an open diff starts with the file's header: its label, a copy button and its figures", async () => {
  mockCommitFiles();
  mockCommitFile(segments, {
    headName: 'src/a.ts',
    baseName: 'src/was-a.ts',
    isRenamedFile: true,
    headCoverage: { percentCovered: 75 },
    patchCoverage: { percentCovered: 50 },
    changeCoverage: -1.5,
  });
  const user = userEvent.setup();
  renderTable({ comparison: commit, changes: 'direct' });
  await user.click(await screen.findByRole('button', { name: /src\/a.ts/ }));
  const diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  const header = screen.getByTestId('diff-file-header');
  // Before the first hunk.
  expect(header.compareDocumentPosition(diff) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(header).getByTitle('Renamed from src/was-a.ts')).toHaveTextContent('Renamed');
  expect(within(header).getByText('HEAD').nextSibling).toHaveTextContent('75.00%');
  expect(within(header).getByText('Patch').nextSibling).toHaveTextContent('50.00%');
  expect(within(header).getByText('Change').nextSibling).toHaveTextContent('-1.50%');

  await user.click(within(header).getByRole('button', { name: 'Copy src/a.ts' }));
  expect(await navigator.clipboard.readText()).toBe('src/a.ts');
  expect(within(header).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

test('the header of an indirect change has no patch figure', async () => {
  mockCommitFiles();
  mockCommitFile(segments, { isNewFile: true, baseName: null, patchCoverage: null });
  const user = userEvent.setup();
  renderTable({ comparison: commit, changes: 'indirect' });
  await user.click(await screen.findByRole('button', { name: /src\/a.ts/ }));
  const header = await screen.findByTestId('diff-file-header');
  expect(within(header).getByText('New')).toBeInTheDocument();
  expect(within(header).getByText('HEAD')).toBeInTheDocument();
  expect(within(header).queryByText('Patch')).not.toBeInTheDocument();
});

test('a line link opens its file and highlights the line', async () => {
  mockCommitFiles();
  mockCommitFile();
  renderTable(
    { comparison: commit, changes: 'direct' },
    `/gh/acme/widgets/commit/${SHA}#${shortPathHash('src/a.ts')}-L1`,
  );
  const diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  expect(within(diff).getByRole('link', { name: 'Base line 1' }).closest('[data-row-index]')).toHaveAttribute(
    'data-selected',
    'true',
  );
});

test.each([
  [{ __typename: 'UnknownPath', message: 'x' }, /could not find this file by path for: src\/a.ts/],
  [{ __typename: 'ProviderError', message: 'x' }, /problem getting the source code from your provider/],
])('a diff that cannot be built is explained (%o)', async (segmentsResult, text) => {
  mockCommitFiles();
  mockCommitFile(segmentsResult);
  const user = userEvent.setup();
  renderTable({ comparison: commit, changes: 'direct' });
  await user.click(await screen.findByRole('button', { name: /src\/a.ts/ }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('the pull request variant: missed lines first, against a chosen base', async () => {
  const requests = mockPullFiles();
  renderTable(
    { comparison: { kind: 'pull', pullId: 12, baseCommit: 'abc1234' }, changes: 'direct' },
    '/gh/acme/widgets/pull/12',
  );
  const table = await screen.findByRole('table', { name: 'Files changed, with their coverage' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Missed lines', 'HEAD %', 'Patch %', 'Change']);
  expect(requests[0]).toMatchObject({
    pullId: 12,
    baseCommit: 'abc1234',
    filters: { hasUnintendedChanges: false, ordering: { parameter: 'MISSES_COUNT', direction: 'DESC' } },
  });
  expect(within(rowOf('src/a.ts')).getByText('3')).toBeInTheDocument();
});

test('an empty pull request list says everything is accounted for', async () => {
  mockPullFiles(comparisonWith([]));
  renderTable({ comparison: { kind: 'pull', pullId: 12 }, changes: 'direct' }, '/gh/acme/widgets/pull/12');
  expect(
    await screen.findByText('Everything is accounted for! No changes detected that need to be reviewed.'),
  ).toBeInTheDocument();
});

test('indirect changes ask for files changed outside the diff, with their own columns and empty text', async () => {
  const requests = mockCommitFiles(comparisonWith([]));
  renderTable({ comparison: commit, changes: 'indirect' });
  const table = await screen.findByRole('table', {
    name: 'Files with indirect coverage changes, with their coverage',
  });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'HEAD %', 'Change']);
  expect(requests[0]).toMatchObject({ filters: { hasUnintendedChanges: true } });
  expect(screen.getByRole('list', { name: 'Coverage legend' })).toBeInTheDocument();
  expect(
    screen.getByText('No files covered by tests and selected flags and/or components were changed'),
  ).toBeInTheDocument();
});

test('an empty commit list uses the reference words', async () => {
  mockCommitFiles(comparisonWith([]));
  renderTable({ comparison: commit, changes: 'direct' });
  expect(
    await screen.findByText('No files covered by tests and selected flags were changed'),
  ).toBeInTheDocument();
});

test.each([
  ['FirstPullRequest', "No comparison made since it's your first commit with Canopy."],
  ['MissingBaseCommit', 'Unable to compare commits because no base commit was found.'],
  ['MissingBaseReport', /base of the comparison did not upload a coverage report/],
  ['MissingHeadCommit', /head of the comparison was not found/],
  ['MissingHeadReport', /head of the comparison did not upload a coverage report/],
  ['MissingComparison', /error computing the comparison/],
])('%s is explained', async (typename, text) => {
  mockPullFiles({ __typename: typename, message: `server says ${typename}` });
  renderTable({ comparison: { kind: 'pull', pullId: 12 }, changes: 'direct' }, '/gh/acme/widgets/pull/12');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByText(`server says ${typename}`)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('unknown flags are explained', async () => {
  mockCommitFiles({
    __typename: 'Comparison',
    state: 'processed',
    impactedFiles: () => ({ __typename: 'UnknownFlags', message: 'No coverage with chosen flags' }),
  });
  renderTable({ comparison: commit, changes: 'direct' }, `/gh/acme/widgets/commit/${SHA}?flags=nope`);
  expect(
    await screen.findByText(/No coverage report uploaded for the selected flags in this commit/),
  ).toBeInTheDocument();
});

test('a missing repository is the 404 page', async () => {
  server.use(
    graphqlHandler('CommitImpactedFiles', {
      owner: { ownerid: 1, username: 'acme', repository: notFoundErrorFixture() },
    }),
  );
  renderTable({ comparison: commit, changes: 'direct' });
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('a rate limit is the 429 page', async () => {
  server.use(
    graphqlErrorHandler('PullImpactedFiles', { status: 429, body: { detail: 'Rate limit exceeded' } }),
  );
  renderTable({ comparison: { kind: 'pull', pullId: 12 }, changes: 'direct' }, '/gh/acme/widgets/pull/12');
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  server.use(
    graphqlHandler(
      'CommitImpactedFiles',
      {
        owner: {
          __typename: 'Owner',
          ownerid: 1,
          username: 'acme',
          repository: {
            __typename: 'Repository',
            repoid: 10,
            commit: {
              __typename: 'Commit',
              commitid: SHA,
              compareWithParent: {
                __typename: 'Comparison',
                state: 7,
                impactedFiles: { __typename: 'ImpactedFiles', results: [] },
              },
            },
          },
        },
      },
      { raw: true },
    ),
  );
  renderTable({ comparison: commit, changes: 'direct' });
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('uploads unticked on the commit page drop out of the hit counts', async () => {
  mockCommitFiles();
  server.use(
    graphqlHandler('ImpactedFileComparedWithParent', {
      owner: {
        ownerid: 1,
        username: 'acme',
        repository: {
          __typename: 'Repository',
          repoid: 10,
          commit: {
            commitid: SHA,
            compareWithParent: {
              __typename: 'Comparison',
              impactedFile: () => ({
                ...impactedFile(),
                segments: {
                  __typename: 'SegmentComparisons',
                  results: [
                    {
                      header: '@@ -1 +1 @@',
                      hasUnintendedChanges: false,
                      lines: [
                        {
                          baseNumber: '1',
                          headNumber: '1',
                          content: 'a();',
                          baseCoverage: 'H',
                          headCoverage: 'H',
                          coverageInfo: { hitCount: 2, hitUploadIds: [1, 2] },
                        },
                      ],
                    },
                  ],
                },
              }),
            },
          },
        },
      },
    }),
  );
  const user = userEvent.setup();
  renderRoute(
    <RepoFrameContext value={frame}>
      <IgnoredUploadsContext value={new Set([2])}>
        <ImpactedFilesTable comparison={commit} changes="direct" />
      </IgnoredUploadsContext>
    </RepoFrameContext>,
    {
      path: '/:provider/:owner/:repo/*',
      url: `/gh/acme/widgets/commit/${SHA}`,
      wrapper: createTestProviders(),
    },
  );
  await user.click(await screen.findByRole('button', { name: /src\/a.ts/ }));
  const diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  expect(diff.querySelector('[data-hit-count]')).toHaveAttribute('data-hit-count', '1');
});

test("a pull request's diff is asked for under the page's flags and components, and again when they change", async () => {
  mockPullFiles();
  const fileRequests: Variables[] = [];
  server.use(
    graphqlHandler('ImpactedFileComparison', ({ variables }) => {
      fileRequests.push(variables);
      const filtered = Boolean(variables.fileFilters);
      return {
        owner: {
          ownerid: 1,
          username: 'acme',
          repository: {
            __typename: 'Repository',
            repoid: 10,
            pull: {
              pullId: 12,
              compareWithBase: {
                __typename: 'Comparison',
                // Under the filters the added line is missed: its hits come from the other flag's upload.
                impactedFile: () => ({
                  ...impactedFile(),
                  segments: {
                    __typename: 'SegmentComparisons',
                    results: [
                      {
                        header: '@@ -1 +1,2 @@',
                        hasUnintendedChanges: false,
                        lines: [
                          line({
                            baseNumber: null,
                            headNumber: '2',
                            content: 'run(a);',
                            headCoverage: filtered ? 'M' : 'H',
                            hitCount: filtered ? 0 : 1,
                          }),
                        ],
                      },
                    ],
                  },
                }),
              },
            },
          },
        },
      };
    }),
  );
  const user = userEvent.setup();
  const view = renderTable(
    { comparison: { kind: 'pull', pullId: 12 }, changes: 'direct' },
    '/gh/acme/widgets/pull/12?flags=unit&components=api',
  );
  await user.click(await screen.findByRole('button', { name: /src\/a.ts/ }));
  let diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  expect(fileRequests[0]).toMatchObject({
    pullId: 12,
    path: 'src/a.ts',
    fileFilters: { flags: ['unit'], components: ['api'] },
  });
  expect(within(diff).getByRole('link', { name: 'Head line 2' }).closest('[data-row-index]')).toHaveAttribute(
    'data-coverage',
    'M',
  );

  view.navigate('/gh/acme/widgets/pull/12');
  // Another key: the unfiltered diff is asked for.
  await waitFor(() => expect(fileRequests.at(-1)).toMatchObject({ fileFilters: null }));
  diff = await screen.findByRole('region', { name: 'Diff of src/a.ts' });
  await waitFor(() =>
    expect(
      within(diff).getByRole('link', { name: 'Head line 2' }).closest('[data-row-index]'),
    ).toHaveAttribute('data-coverage', 'H'),
  );
});

test("a Team-plan owner's private repository gets the cut-down table: each name opens its file", async () => {
  const requests = mockCommitFiles();
  renderRoute(
    <RepoFrameContext value={{ ...frame, isTeamPrivate: true }}>
      <ImpactedFilesTable comparison={commit} changes="direct" />
    </RepoFrameContext>,
    {
      path: '/:provider/:owner/:repo/*',
      url: `/gh/acme/widgets/commit/${SHA}?flags=unit`,
      wrapper: createTestProviders(),
    },
  );
  const table = await screen.findByRole('table', { name: 'Files changed, with their coverage' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Missed lines', 'Patch %']);
  expect(within(table).getByRole('link', { name: 'src/a.ts' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${SHA}/blob/src/a.ts`,
  );
  expect(within(table).queryByRole('button', { name: /src\/a\.ts/ })).not.toBeInTheDocument();
  // Flags are not part of the Team plan: a shared link's flags do not filter the files.
  expect((requests[0] as { filters: { flags?: string[] } }).filters.flags ?? []).toEqual([]);
});
