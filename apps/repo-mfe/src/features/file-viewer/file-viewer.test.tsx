import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { overviewHandlers } from '../../testing/overview-test-utils';

// Shared pieces of other features, each tested where it lives: stand-ins keep this test on the viewer.
jest.mock('../branch-selector/branch-selector', () => ({
  ALL_BRANCHES: 'All branches',
  BranchSelector: ({ value, onChange }: { value: string; onChange: (branch: string) => void }) => (
    <div>
      <span data-testid="branch-value">{value}</span>
      <button type="button" onClick={() => onChange('feature/x')}>
        pick feature/x
      </button>
    </div>
  ),
  BranchSource: ({ commitid, label }: { commitid?: string | null; label?: string }) =>
    commitid ? (
      <span data-testid="branch-source">{`Source: ${label ?? 'latest commit'} ${commitid.slice(0, 7)}`}</span>
    ) : null,
}));
jest.mock('../coverage-filters/coverage-filter-selects', () => ({
  CoverageFilterSelects: () => <div data-testid="coverage-filter-selects" />,
}));

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const SHA = 'c0ffee1234567890c0ffee1234567890c0ffee12';
const CONTENT = [
  'import { x } from "y";',
  '',
  'export function run(a) {',
  '  if (a) return 1;',
  '  return 2;',
  '}',
].join('\n');

type Variables = GraphqlMockRequest['variables'];

function coverageFile(overrides: Record<string, unknown> = {}) {
  return {
    content: CONTENT,
    hashedPath: 'd41d8cd98f00b204e9800998ecf8427e',
    coverage: [
      { line: 1, coverage: 'H' },
      { line: 3, coverage: 'H' },
      { line: 4, coverage: 'P' },
      { line: 5, coverage: 'M' },
    ],
    hitCounts: [
      { line: 1, hitCount: 2, hitUploadIds: [1, 2], branches: null },
      { line: 3, hitCount: 2, hitUploadIds: [1, 2], branches: null },
      { line: 4, hitCount: 1, hitUploadIds: [1], branches: '1/2' },
    ],
    totals: { percentCovered: 62.5, lineCount: 4, hitsCount: 2, missesCount: 1, partialsCount: 1 },
    ...overrides,
  };
}

function commitWith(file: unknown, commitid = SHA) {
  return {
    commitid,
    coverageAnalytics: {
      flagNames: ['unit'],
      components: [{ id: 'api', name: 'API' }],
      coverageFile: () => file,
    },
  };
}

function mockRepo() {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ defaultBranch: 'main' }),
      },
    }),
    // The summary strip above the file.
    ...overviewHandlers().handlers,
  );
}

/** Answers CoverageForFile: `branches` and `commits` by name/SHA (missing → null). */
function mockCoverage({
  branches = { main: commitWith(coverageFile()) } as Record<string, unknown>,
  commits = {} as Record<string, unknown>,
  repository = null as unknown,
} = {}) {
  const requests: Variables[] = [];
  server.use(
    graphqlHandler('CoverageForFile', ({ variables }) => {
      requests.push(variables);
      return {
        owner: {
          repository: repository ?? {
            __typename: 'Repository',
            repoid: 10,
            branch: ({ name }: { name: string }) => (branches[name] ? { name, head: branches[name] } : null),
            commit: ({ id }: { id: string }) => commits[id] ?? null,
          },
        },
      };
    }),
  );
  return requests;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function renderBlob(url: string) {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

const row = (line: number) => document.querySelector<HTMLElement>(`[data-line="${line}"]`)!;

test('shows a file at a branch head with its coverage, line by line', async () => {
  mockRepo();
  const requests = mockCoverage();
  renderBlob('/gh/acme/widgets/blob/main/src/run.js?flags=unit');

  await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  expect(requests[0]).toMatchObject({
    owner: 'acme',
    repo: 'widgets',
    path: 'src/run.js',
    branch: 'main',
    flags: ['unit'],
    withBranch: true,
    withCommit: false,
    withPull: false,
  });
  const crumbs = screen.getByRole('navigation', { name: 'File path' });
  expect(within(crumbs).getByRole('link', { name: 'widgets' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/main?flags=unit',
  );
  expect(within(crumbs).getByRole('link', { name: 'src' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/tree/main/src?flags=unit',
  );
  expect(within(crumbs).getByText('run.js')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('list', { name: 'Coverage legend' })).toBeInTheDocument();
  expect(screen.getByTestId('coverage-filter-selects')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy path' })).toBeInTheDocument();
  expect(screen.getByText('62.50%')).toBeInTheDocument();
  expect(screen.getByTestId('branch-value')).toHaveTextContent('main');

  expect(row(3)).toHaveTextContent('export function run(a) {');
  expect(row(1)).toHaveAttribute('data-coverage', 'H');
  expect(within(row(4)).getByText('partially covered')).toBeInTheDocument();
  expect(within(row(4)).getByText('1/2')).toBeInTheDocument();
  expect(within(row(5)).getByText('missed')).toBeInTheDocument();
  expect(row(2)).not.toHaveAttribute('data-coverage');
});

test('the file view has the summary strip of the branch, without the charts', async () => {
  mockRepo();
  mockCoverage();
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  const strip = within(await screen.findByTestId('summary-strip'));
  expect(strip.getByTestId('branch-value')).toHaveTextContent('main');
  expect(await strip.findByText('681 of 928 lines covered')).toBeInTheDocument();
  expect(strip.getByTestId('branch-source')).toHaveTextContent('Source: latest commit c0ffee1');
  expect(strip.getByRole('button', { name: /Trend/ })).toBeInTheDocument();
  expect(await strip.findByText('+2.00%')).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  expect(screen.queryByRole('button', { name: /Hide charts|Show charts/ })).not.toBeInTheDocument();
});

test('a #L hash highlights its line; clicking numbers sets and clears it', async () => {
  mockRepo();
  mockCoverage();
  const user = userEvent.setup();
  const view = renderBlob('/gh/acme/widgets/blob/main/src/run.js#L4');
  await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  expect(row(4)).toHaveAttribute('data-highlighted', 'true');

  await user.click(within(row(3)).getByRole('link', { name: '3' }));
  expect(view.location().hash).toBe('#L3');
  expect(row(3)).toHaveAttribute('data-highlighted', 'true');
  expect(row(4)).not.toHaveAttribute('data-highlighted');

  await user.click(within(row(3)).getByRole('link', { name: '3' }));
  expect(view.location().hash).toBe('');
  expect(view.location().pathname).toBe('/gh/acme/widgets/blob/main/src/run.js');
});

test('a SHA that names no branch shows the file at that commit', async () => {
  mockRepo();
  const requests = mockCoverage({ branches: {}, commits: { c0ffee1: commitWith(coverageFile(), SHA) } });
  renderBlob('/gh/acme/widgets/blob/c0ffee1/src/run.js');
  await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  expect(requests[0]).toMatchObject({
    branch: 'c0ffee1',
    commit: 'c0ffee1',
    withBranch: true,
    withCommit: true,
  });
  expect(
    within(screen.getByRole('navigation', { name: 'File path' })).getByRole('link', { name: 'src' }),
  ).toHaveAttribute('href', '/gh/acme/widgets/commit/c0ffee1/tree/src');
});

test('changing the branch keeps the file and the filters', async () => {
  mockRepo();
  mockCoverage();
  const user = userEvent.setup();
  const view = renderBlob('/gh/acme/widgets/blob/main/src/run.js?flags=unit');
  await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  await user.click(screen.getByRole('button', { name: 'pick feature/x' }));
  expect(view.location().pathname).toBe('/gh/acme/widgets/blob/feature%2Fx/src/run.js');
  expect(view.location().search).toBe('?flags=unit');
  expect(await screen.findByText('Branch or commit not found')).toBeInTheDocument();
});

test('a file outside the report is explained', async () => {
  mockRepo();
  mockCoverage({ branches: { main: commitWith(null) } });
  renderBlob('/gh/acme/widgets/blob/main/README.md');
  expect(await screen.findByText('This file is not in the coverage report')).toBeInTheDocument();
  expect(
    screen.getByText(/README.md is not in the coverage report of the head commit of main/),
  ).toBeInTheDocument();
});

test('with filters, a file without coverage for them says so', async () => {
  mockRepo();
  mockCoverage({ branches: { main: commitWith(null) } });
  renderBlob('/gh/acme/widgets/blob/main/src/run.js?flags=e2e');
  expect(
    await screen.findByText(/has no coverage for the selected flags and components/),
  ).toBeInTheDocument();
});

test('a binary file is not shown', async () => {
  mockRepo();
  mockCoverage({ branches: { main: commitWith(coverageFile({ content: 'PNG\u0000\u0001' })) } });
  renderBlob('/gh/acme/widgets/blob/main/assets/logo.png');
  expect(
    await screen.findByText('Unable to display contents of binary file included in coverage reports.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Coverage of/ })).not.toBeInTheDocument();
});

test('without the source, the coverage of each line still shows', async () => {
  mockRepo();
  mockCoverage({ branches: { main: commitWith(coverageFile({ content: null })) } });
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  const code = await screen.findByRole('region', { name: 'Coverage of src/run.js' });
  expect(code).toHaveAttribute('data-source', 'unavailable');
  expect(screen.getByText(/There was a problem getting the source code of this file/)).toBeInTheDocument();
  expect(document.querySelectorAll('[data-line]')).toHaveLength(5);
  expect(within(row(5)).getByText('missed')).toBeInTheDocument();
});

test('a branch head without a report is explained', async () => {
  mockRepo();
  mockCoverage({ branches: { main: { commitid: SHA, coverageAnalytics: null } } });
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByText('No coverage report')).toBeInTheDocument();
});

test('a missing repository shows the error page', async () => {
  mockRepo();
  mockCoverage({ repository: notFoundErrorFixture() });
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

// graphcache holds one repository per owner and name: the frame reads this answer too, and asks for activation.
test('a viewer not activated is asked to activate', async () => {
  mockRepo();
  mockCoverage({ repository: ownerNotActivatedErrorFixture() });
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByText('Activation required')).toBeInTheDocument();
});

test('a rate limit shows the 429 page', async () => {
  mockRepo();
  server.use(
    graphqlErrorHandler('CoverageForFile', { status: 429, body: { detail: 'Rate limit exceeded' } }),
  );
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByRole('heading', { name: 'Rate limit exceeded' })).toBeInTheDocument();
});

test('an answer of the wrong shape is a parsing error', async () => {
  mockRepo();
  server.use(
    graphqlHandler(
      'CoverageForFile',
      {
        owner: {
          __typename: 'Owner',
          repository: {
            __typename: 'Repository',
            repoid: 10,
            branch: {
              __typename: 'Branch',
              name: 'main',
              head: { __typename: 'Commit', commitid: 5, coverageAnalytics: null },
            },
          },
        },
      },
      { raw: true },
    ),
  );
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByText('Error 400')).toBeInTheDocument();
});

test('shows a skeleton while loading', async () => {
  mockRepo();
  mockCoverage();
  // The answer waits until the skeleton has been seen (then the handler above answers).
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(graphql.query('CoverageForFile', () => answered.then(() => undefined)));
  renderBlob('/gh/acme/widgets/blob/main/src/run.js');
  expect(await screen.findByLabelText('Loading the file', {}, { timeout: 3000 })).toBeInTheDocument();
  answer();
  await waitFor(() => expect(screen.queryByLabelText('Loading the file')).not.toBeInTheDocument());
});
