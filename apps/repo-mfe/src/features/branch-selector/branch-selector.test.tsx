import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { coverageBranchFixture, coverageRepositoryFixture } from '@canopy/repo-data-access/testing';
import { mockIntersectionObserver, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import { renderInFrame } from '../file-explorer/frame-test-utils';
import { ALL_BRANCHES, BranchSelector, BranchSource } from './branch-selector';

const server = setupApiMocks();

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

function mockBranches(pages: Record<string, { names: string[]; next?: string }>) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('GetBranches', ({ variables }) => {
      requests.push(variables);
      const term = (variables.filters as { searchValue?: string }).searchValue ?? '';
      const page = pages[`${term}|${String(variables.after ?? '')}`] ?? { names: [] };
      return coverageRepositoryFixture({
        branches: {
          totalCount: page.names.length,
          edges: page.names.map((name) => ({ cursor: name, node: coverageBranchFixture(name, null) })),
          pageInfo: { hasNextPage: !!page.next, endCursor: page.next ?? null },
        },
      });
    }),
  );
  return requests;
}

test('lists the branches, searches on the server and reports the choice', async () => {
  const requests = mockBranches({
    '|': { names: ['main', 'dev'] },
    'fea|': { names: ['feature/x'] },
  });
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderInFrame(<BranchSelector value="main" onChange={onChange} />);

  const trigger = screen.getByRole('button', { name: /Branch Context/ });
  expect(trigger).toHaveTextContent('main');
  await user.click(trigger);
  expect(await screen.findByRole('option', { name: 'dev' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: ALL_BRANCHES })).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Search for branches' }), 'fea');
  expect(await screen.findByRole('option', { name: 'feature/x' }, { timeout: 2000 })).toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({
    owner: 'acme',
    repo: 'widgets',
    filters: { searchValue: 'fea' },
    first: 20,
  });
  await user.click(screen.getByRole('option', { name: 'feature/x' }));
  expect(onChange).toHaveBeenCalledWith('feature/x');
});

test('offers All branches first when asked to', async () => {
  mockBranches({ '|': { names: ['main'] } });
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderInFrame(
    <BranchSelector value={ALL_BRANCHES} onChange={onChange} includeAllBranches label="Branch" />,
  );
  await user.click(screen.getByRole('button', { name: /Branch/ }));
  await screen.findByRole('option', { name: 'main' });
  const options = screen.getAllByRole('option');
  expect(options[0]).toHaveTextContent(ALL_BRANCHES);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
});

test('loads the next page of branches at the end of the list', async () => {
  const requests = mockBranches({ '|': { names: ['main'], next: 'c1' }, '|c1': { names: ['old'] } });
  const user = userEvent.setup();
  renderInFrame(<BranchSelector value="main" onChange={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: /Branch Context/ }));
  await screen.findByText('Loading more items...');
  act(() => observer.setIntersecting(true));
  expect(await screen.findByRole('option', { name: 'old' })).toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({ after: 'c1' });
});

test('a failed list shows no options but keeps the current branch', async () => {
  server.use(graphqlErrorHandler('GetBranches', { status: 500 }));
  renderInFrame(<BranchSelector value="main" onChange={jest.fn()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('main'),
  );
});

test('BranchSource links the latest commit', () => {
  renderInFrame(<BranchSource commitid="0123456789abcdef" />);
  const source = screen.getByTestId('branch-source');
  expect(source).toHaveTextContent('Source: latest commit 0123456');
  expect(within(source).getByRole('link')).toHaveAttribute(
    'href',
    '/gh/acme/widgets/commit/0123456789abcdef',
  );
});

test('BranchSource shows nothing without a commit', () => {
  renderInFrame(<BranchSource commitid={null} />);
  expect(screen.queryByTestId('branch-source')).not.toBeInTheDocument();
});
