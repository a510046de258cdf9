import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlHandler, setupApiMocks, type GraphqlMockRequest } from '@canopy/api-client/testing';
import {
  coverageCommitFixture,
  pullComparisonFixture,
  pullFixture,
  pullRepositoryData,
} from '@canopy/repo-data-access/testing';
import { mockIntersectionObserver, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import { renderInFrame } from '../file-explorer/frame-test-utils';
import { PullComponentsTable } from './pull-coverage-tables';
import { usePullParams } from './pull-params';

const server = setupApiMocks();

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

const components = [
  { id: 'api', name: 'API', percent: 70.5 },
  { id: 'web', name: 'Web', percent: 40 },
];

/** The pull's comparison, narrowed by the `components` filter as the server does; and its head's components. */
function mockComponents() {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('PullComponentComparison', ({ variables }) => {
      requests.push(variables);
      const wanted = (variables.filters as { components?: string[] } | undefined)?.components ?? [];
      const rows = components
        .filter((component) => wanted.length === 0 || wanted.includes(component.id))
        .map(({ id, name, percent }) => ({
          id,
          name,
          headTotals: { percentCovered: percent },
          baseTotals: { percentCovered: percent },
          patchTotals: null,
        }));
      return pullRepositoryData({
        pull: pullFixture({ compareWithBase: pullComparisonFixture({ componentComparisons: rows }) }),
      });
    }),
    graphqlHandler('PullComponentsSelector', () => {
      const head = coverageCommitFixture();
      return pullRepositoryData({
        pull: {
          pullId: 12,
          head: {
            ...head,
            coverageAnalytics: {
              ...head.coverageAnalytics!,
              flagNames: ['unit'],
              components: components.map(({ id, name }) => ({ id, name, totals: null })),
            },
          },
        },
      });
    }),
  );
  return requests;
}

/** The tab as the pull page mounts it: the components of the URL go to the table. */
function ComponentsTab() {
  const params = usePullParams();
  return (
    <PullComponentsTable pullId={12} baseCommit={null} baseBranch="main" components={params.components} />
  );
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

test('the components select narrows the table through the components parameter, and clears it', async () => {
  const requests = mockComponents();
  const user = userEvent.setup();
  const { location } = renderInFrame(<ComponentsTab />, {
    path: '/gh/acme/widgets/pull/12/components',
    url: '/gh/acme/widgets/pull/12/components',
  });
  const table = await screen.findByRole('table', { name: 'Components of pull request #12' });
  await waitFor(() => expect(rowNames(table)).toEqual(['API', 'Web']));
  // Only components here: the flags select belongs to the files tabs.
  expect(screen.queryByRole('button', { name: /Filter by flags/ })).not.toBeInTheDocument();

  const select = await screen.findByRole('button', { name: /Filter by components/ });
  expect(select).toHaveTextContent('All components');
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Web' }));
  await waitFor(() => expect(location().search).toBe('?components=web'));
  await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { components: ['web'] } }));
  await waitFor(() => expect(rowNames(screen.getByRole('table'))).toEqual(['Web']));
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: /Filter by components/ }));
  await user.click(await screen.findByRole('option', { name: 'Web' }));
  await waitFor(() => expect(location().search).toBe(''));
  await waitFor(() => expect(rowNames(screen.getByRole('table'))).toEqual(['API', 'Web']));
});

test('a shared link opens filtered, with the choice shown in the select', async () => {
  mockComponents();
  renderInFrame(<ComponentsTab />, {
    path: '/gh/acme/widgets/pull/12/components',
    url: '/gh/acme/widgets/pull/12/components?components=api',
  });
  const table = await screen.findByRole('table', { name: 'Components of pull request #12' });
  await waitFor(() => expect(rowNames(table)).toEqual(['API']));
  expect(await screen.findByRole('button', { name: /Filter by components/ })).toHaveTextContent('API');
});
