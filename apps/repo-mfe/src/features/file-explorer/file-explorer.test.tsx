import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  restHandler,
  notFoundErrorFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  coverageCommitFixture,
  coverageRepositoryFixture,
  pathContentFixture,
  pathContentsConnectionFixture,
} from '@canopy/repo-data-access/testing';
import { mockIntersectionObserver, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import type { CoverageSource } from '../common/coverage-source';
import { overviewHandlers, type OverviewMockOptions } from '../../testing/overview-test-utils';
import { FileExplorer } from './file-explorer';
import { renderInFrame } from './frame-test-utils';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

const linkTo = ({ path, kind }: { path: string; kind: 'dir' | 'file' }) =>
  `/gh/acme/widgets/${kind === 'dir' ? 'tree' : 'blob'}/main/${path}`;

function renderExplorer({
  url = '/gh/acme/widgets',
  path = '',
  source = { kind: 'branch', branch: 'main' } as CoverageSource,
} = {}) {
  return renderInFrame(<FileExplorer source={source} path={path} linkTo={linkTo} />, { url });
}

function mock(options: OverviewMockOptions = {}) {
  const { handlers, requests } = overviewHandlers(options);
  server.use(...handlers);
  return requests;
}

const contentsOf = (variables: GraphqlMockRequest['variables']) =>
  variables as { path: string; after: string | null; filters: Record<string, unknown> };

test('the file list shows every file with its full path, most missed lines first', async () => {
  const requests = mock({
    contents: (variables) =>
      contentsOf(variables).filters.displayType === 'LIST'
        ? pathContentsConnectionFixture([pathContentFixture('src/deep/a.ts', { hits: 1, misses: 9 })], {
            totalCount: 1,
          })
        : pathContentsConnectionFixture([pathContentFixture('src', { kind: 'dir' })]),
  });
  const user = userEvent.setup();
  const { location } = renderExplorer();
  const explorer = within(await screen.findByTestId('file-explorer'));
  expect(await explorer.findByRole('link', { name: 'src' })).toBeInTheDocument();
  expect(explorer.getByRole('navigation', { name: 'File path' })).toBeInTheDocument();

  await user.click(explorer.getByRole('radio', { name: 'File list' }));
  await waitFor(() => expect(location().search).toBe('?displayType=list'));
  expect(await explorer.findByRole('link', { name: 'src/deep/a.ts' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/blob/main/src/deep/a.ts',
  );
  expect(contentsOf(requests.BranchContents!.at(-1)!).filters).toEqual({
    displayType: 'LIST',
    ordering: { parameter: 'MISSES', direction: 'DESC' },
  });
  expect(explorer.getByTestId('total-files')).toHaveTextContent('1 total file');
  // The header row and the one file the server counts.
  expect(explorer.getByRole('table')).toHaveAttribute('aria-rowcount', '2');
  expect(explorer.queryByRole('navigation', { name: 'File path' })).not.toBeInTheDocument();
  expect(explorer.getByRole('columnheader', { name: /Missed/ })).toHaveAttribute('aria-sort', 'descending');
  expect(explorer.getByText('10.00%')).toBeInTheDocument();
  expect(explorer.getByText('9')).toBeInTheDocument();
});

test('sorting is done by the server and kept in the URL', async () => {
  const requests = mock();
  const user = userEvent.setup();
  const { location } = renderExplorer();
  const explorer = within(await screen.findByTestId('file-explorer'));
  await explorer.findByRole('link', { name: 'src' });
  await user.click(explorer.getByRole('button', { name: /Covered/ }));
  await waitFor(() => expect(location().search).toBe('?ordering=HITS&direction=ASC'));
  await waitFor(() =>
    expect(contentsOf(requests.BranchContents!.at(-1)!).filters).toMatchObject({
      ordering: { parameter: 'HITS', direction: 'ASC' },
    }),
  );
  expect(explorer.getByRole('columnheader', { name: /Covered/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a search lists matching files (after 500 ms) and says when there are none', async () => {
  const requests = mock({
    contents: (variables) =>
      contentsOf(variables).filters.searchValue
        ? pathContentsConnectionFixture([])
        : pathContentsConnectionFixture([pathContentFixture('README.md')]),
  });
  const user = userEvent.setup();
  const { location } = renderExplorer();
  const explorer = within(await screen.findByTestId('file-explorer'));
  await explorer.findByRole('link', { name: 'README.md' });
  await user.type(explorer.getByRole('searchbox', { name: 'Search for files' }), 'zzz');
  await waitFor(() => expect(location().search).toBe('?search=zzz'), { timeout: 2000 });
  expect(await explorer.findByText('No results found')).toBeInTheDocument();
  expect(contentsOf(requests.BranchContents!.at(-1)!).filters).toMatchObject({
    displayType: 'LIST',
    searchValue: 'zzz',
  });
  expect(explorer.getByRole('radio', { name: 'File list' })).toBeChecked();
});

test.each([
  [{ __typename: 'MissingCoverage', message: 'x' }, '', 'No coverage data available.'],
  [
    { __typename: 'MissingCoverage', message: 'x' },
    '?flags=unit',
    'No coverage report uploaded for the selected flags in this branch head commit',
  ],
  [
    { __typename: 'MissingCoverage', message: 'x' },
    '?flags=unit&components=api',
    'No coverage report uploaded for the selected flags and components in this branch head commit',
  ],
  [
    { __typename: 'UnknownFlags', message: 'x' },
    '?flags=nope',
    'No coverage report uploaded for the selected flags in this branch head commit',
  ],
  [
    { __typename: 'UnknownPath', message: 'x' },
    '',
    'Unknown filepath. Please ensure that files/directories exist and are not empty.',
  ],
  [
    { __typename: 'MissingHeadReport', message: 'x' },
    '',
    'No coverage report uploaded for this branch head commit',
  ],
])('%o with "%s" explains itself', async (result, query, message) => {
  mock({ contents: () => result, flags: ['unit'] });
  renderExplorer({ url: `/gh/acme/widgets${query}` });
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('hovering a folder loads its contents before it is opened', async () => {
  const requests = mock();
  const user = userEvent.setup();
  renderExplorer();
  const explorer = within(await screen.findByTestId('file-explorer'));
  const link = await explorer.findByRole('link', { name: 'src' });
  await user.hover(link);
  await waitFor(() => expect(requests.BranchContents!.some((r) => contentsOf(r).path === 'src')).toBe(true));
  expect(contentsOf(requests.BranchContents!.find((r) => contentsOf(r).path === 'src')!).filters).toEqual({
    displayType: 'TREE',
    ordering: { parameter: 'NAME', direction: 'ASC' },
  });
});

test('more rows load as the list scrolls', async () => {
  const requests = mock({
    contents: (variables) =>
      contentsOf(variables).after
        ? pathContentsConnectionFixture([pathContentFixture('z-last.ts')], { totalCount: 21 })
        : pathContentsConnectionFixture(
            Array.from({ length: 20 }, (_, index) => pathContentFixture(`file-${index}.ts`)),
            { hasNextPage: true, endCursor: 'p1', totalCount: 21 },
          ),
  });
  renderExplorer();
  const explorer = within(await screen.findByTestId('file-explorer'));
  await explorer.findByRole('link', { name: 'file-0.ts' });
  await waitFor(() => expect(requests.BranchContents!.some((r) => contentsOf(r).after === 'p1')).toBe(true));
  expect(await explorer.findByRole('link', { name: 'z-last.ts' })).toBeInTheDocument();
});

test('a commit source reads the commit and names it in its messages', async () => {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('CommitPathContents', ({ variables }) => {
      requests.push(variables);
      return coverageRepositoryFixture({
        commit: coverageCommitFixture({
          deprecatedPathContents: { __typename: 'MissingHeadReport', message: 'x' },
        }),
      });
    }),
    graphqlHandler('GetCommitComponents', coverageRepositoryFixture({ commit: coverageCommitFixture() })),
  );
  renderExplorer({ source: { kind: 'commit', commitid: 'abc1234' } });
  expect(await screen.findByText('No coverage report uploaded for this commit')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ commit: 'abc1234', path: '' });
});

test('an unknown repository is the 404 page', async () => {
  mock();
  server.use(
    graphqlHandler('BranchContents', {
      owner: { ownerid: 2, username: 'acme', repository: notFoundErrorFixture() },
    }),
  );
  renderExplorer();
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('a failed load keeps the toolbar and offers to try again in the table area', async () => {
  mock();
  server.use(graphqlErrorHandler('BranchContents', { status: 500 }));
  const user = userEvent.setup();
  const { location } = renderExplorer({ url: '/gh/acme/widgets?search=zzz' });
  const explorer = within(await screen.findByTestId('file-explorer'));
  const alert = await explorer.findByRole('alert');
  expect(alert).toHaveTextContent('The files failed to load');
  expect(alert).toHaveTextContent('Error 500.');
  expect(screen.queryByRole('heading', { name: 'Server error' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  // The search that led here can still be changed, and the list tried again.
  expect(explorer.getByRole('searchbox', { name: 'Search for files' })).toHaveValue('zzz');
  expect(explorer.getByRole('radio', { name: 'Code tree' })).toBeInTheDocument();
  mock({ contents: () => pathContentsConnectionFixture([pathContentFixture('src/README.md')]) });
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await explorer.findByRole('link', { name: 'src/README.md' })).toBeInTheDocument();
  expect(location().search).toBe('?search=zzz');
});
