import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlHandler, setupApiMocks, type GraphqlMockRequest } from '@canopy/api-client/testing';
import { coverageCommitFixture, coverageRepositoryFixture } from '@canopy/repo-data-access/testing';
import { mockIntersectionObserver, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import { frameValue, renderInFrame } from '../file-explorer/frame-test-utils';
import { overviewHandlers } from '../../testing/overview-test-utils';
import { CoverageFilterSelects } from './coverage-filter-selects';

const server = setupApiMocks();

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

const withComponents = (components: { id: string; name: string }[], flagNames: string[] = []) => {
  const base = coverageCommitFixture();
  return coverageCommitFixture({
    coverageAnalytics: {
      ...base.coverageAnalytics!,
      flagNames,
      components: components.map((component) => ({ ...component, totals: null })),
    },
  });
};

test('a branch offers the repository flags and the head components; choices go to the URL', async () => {
  const { handlers, requests } = overviewHandlers({
    flags: ['unit', 'e2e'],
    head: withComponents([{ id: 'api', name: 'API' }]),
  });
  server.use(...handlers);
  const user = userEvent.setup();
  const { location } = renderInFrame(<CoverageFilterSelects source={{ kind: 'branch', branch: 'main' }} />);

  const flags = await screen.findByRole('button', { name: /Filter by flags/ });
  expect(flags).toHaveTextContent('All flags');
  await user.click(flags);
  await user.click(await screen.findByRole('option', { name: 'unit' }));
  await waitFor(() => expect(location().search).toBe('?flags=unit'));
  await user.keyboard('{Escape}');

  const components = await screen.findByRole('button', { name: /Filter by components/ });
  expect(components).toHaveTextContent('All components');
  await user.click(components);
  await user.click(await screen.findByRole('option', { name: 'API' }));
  await waitFor(() => expect(location().search).toBe('?flags=unit&components=api'));
  expect(requests.GetBranchComponents![0]).toMatchObject({ branch: 'main' });
});

test('flag search goes to the server', async () => {
  const { handlers, requests } = overviewHandlers({ flags: ['unit', 'e2e'] });
  server.use(...handlers);
  const user = userEvent.setup();
  renderInFrame(<CoverageFilterSelects source={{ kind: 'branch', branch: 'main' }} />);
  await user.click(await screen.findByRole('button', { name: /Filter by flags/ }));
  await user.type(screen.getByRole('textbox', { name: 'Search for flags' }), 'e2');
  await waitFor(() => expect(requests.FlagsSelect!.at(-1)).toMatchObject({ filters: { term: 'e2' } }), {
    timeout: 2000,
  });
  await waitFor(() => expect(screen.queryByRole('option', { name: 'unit' })).not.toBeInTheDocument());
  expect(screen.getByRole('option', { name: 'e2e' })).toBeInTheDocument();
});

test('nothing to filter by: no selects', async () => {
  const { handlers, requests } = overviewHandlers({ flags: [] });
  server.use(...handlers);
  renderInFrame(<CoverageFilterSelects source={{ kind: 'branch', branch: 'main' }} />);
  await waitFor(() => expect(requests.GetBranchComponents).toHaveLength(1));
  await waitFor(() => expect(requests.FlagsSelect).toHaveLength(1));
  expect(screen.queryByRole('button', { name: /Filter by/ })).not.toBeInTheDocument();
});

test('a selection from the URL stays visible (and removable) even when the source lacks it', async () => {
  const { handlers } = overviewHandlers({ flags: [] });
  server.use(...handlers);
  renderInFrame(<CoverageFilterSelects source={{ kind: 'branch', branch: 'main' }} />, {
    url: '/gh/acme/widgets?flags=gone&components=old',
  });
  expect(await screen.findByRole('button', { name: /Filter by flags/ })).toHaveTextContent('gone');
  expect(screen.getByRole('button', { name: /Filter by components/ })).toHaveTextContent('old');
});

test('a commit offers its own flags', async () => {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('GetCommitComponents', ({ variables }) => {
      requests.push(variables);
      return coverageRepositoryFixture({ commit: withComponents([], ['integration']) });
    }),
  );
  const user = userEvent.setup();
  renderInFrame(<CoverageFilterSelects source={{ kind: 'commit', commitid: 'abc1234' }} />);
  await user.click(await screen.findByRole('button', { name: /Filter by flags/ }));
  expect(await screen.findByRole('option', { name: 'integration' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Filter by components/ })).not.toBeInTheDocument();
  expect(requests[0]).toMatchObject({ commit: 'abc1234' });
});

test("a Team-plan owner's private repository has no selects, even with a shared link's filters, and asks for none", async () => {
  const { handlers, requests } = overviewHandlers({
    flags: ['unit'],
    head: withComponents([{ id: 'api', name: 'API' }]),
  });
  server.use(...handlers);
  renderInFrame(<CoverageFilterSelects source={{ kind: 'commit', commitid: 'abc' }} />, {
    url: '/gh/acme/widgets?flags=unit&components=api',
    frame: frameValue({ isTeamPrivate: true }),
  });
  // Nothing renders and nothing is asked: give a request the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('coverage-filter-selects')).not.toBeInTheDocument();
  expect(requests).toEqual({});
});
