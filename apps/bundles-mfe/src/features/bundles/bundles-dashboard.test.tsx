import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configFixture,
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  bundleAnalysisComparisonFixture,
  bundleAnalysisReportFixture,
  bundleAssetFixture,
  bundleBranchFixture,
  bundleComparisonFixture,
  bundleModuleFixture,
  bundleReportFixture,
  duplicatePackageFixture,
  missingHeadReportFixture,
} from '@canopy/bundles-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import BundlesMfeRoutes from '../../remote-entry';
import { CHART_HIDDEN_KEY } from '../bundle-trend/bundle-trend';
import { NO_MODULES } from '../asset-table/asset-modules';
import { NO_DUPLICATES } from '../duplicate-packages/duplicate-packages';
import { SELECT_BRANCH, SELECT_BUNDLE } from './bundle-banners';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

type Variables = GraphqlMockRequest['variables'];

const webApp = bundleReportFixture('web-app', {
  size: 250_000,
  moduleCount: 42,
  assets: [
    bundleAssetFixture('index.js', {
      size: 200_000,
      sizes: [190_000, 200_000],
      modules: [bundleModuleFixture('src/main.ts', 150_000), bundleModuleFixture('src/app.ts', 50_000)],
    }),
    bundleAssetFixture('index.css', { size: 50_000, sizes: [50_000, 50_000] }),
  ],
});
const admin = bundleReportFixture('admin', { size: 50_000 });

interface Mocks {
  defaultBranch?: string | null;
  report?: Record<string, unknown> | null;
  comparison?: Record<string, unknown> | null;
  timescale?: boolean;
}

/** Every document of the page answered from one branch head; returns the variables each was asked with. */
function mockBundles({
  defaultBranch = 'main',
  report = bundleAnalysisReportFixture([webApp, admin]),
  comparison = bundleAnalysisComparisonFixture([bundleComparisonFixture('web-app', 1_200)]),
  timescale = true,
}: Mocks = {}) {
  const requests: Record<string, Variables[]> = {};
  const answer = (name: string, data: () => Record<string, unknown> | null) =>
    graphqlHandler(name, ({ variables }) => {
      (requests[name] ??= []).push(variables);
      return data();
    });
  const head = () => bundleBranchFixture(report, { comparison });
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ bundleAnalysisEnabled: true, defaultBranch }),
      },
    }),
    graphqlHandler('Config', { config: configFixture({ isTimescaleEnabled: timescale }) }),
    answer('GetBranches', () => ({
      owner: {
        ownerid: 1,
        username: 'acme',
        repository: {
          __typename: 'Repository',
          repoid: 10,
          branches: {
            totalCount: 2,
            edges: ['main', 'feature/x'].map((name) => ({
              cursor: name,
              node: { name, headSha: 'c0ffee', head: null },
            })),
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
          },
        },
      },
    })),
    answer('BranchBundlesNames', head),
    answer('BranchBundleSummaryData', head),
    answer('BundleSummary', head),
    answer('BundleAssets', head),
    answer('BundleAssetModules', head),
    answer('GetBundleTrend', head),
  );
  return requests;
}

const renderBundles = (url: string) =>
  renderRoute(<BundlesMfeRoutes section="bundles" />, {
    path: '/:provider/:owner/:repo/bundles/*',
    url,
    wrapper: createTestProviders(),
  });

const figure = (label: string) => screen.getByTestId(`figure-${label}`);

beforeEach(() => localStorage.clear());

test('without a branch in the path or a default branch it asks for a branch', async () => {
  mockBundles({ defaultBranch: null });
  renderBundles('/gh/acme/widgets/bundles');
  expect(await screen.findByText(SELECT_BRANCH)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Bundle/ })).toBeDisabled();
  expect(figure('Total size')).toHaveTextContent('-');
});

test('the default branch lists its bundles, totals and change, and asks for a bundle', async () => {
  const requests = mockBundles();
  const user = userEvent.setup();
  const { location } = renderBundles('/gh/acme/widgets/bundles');
  expect(await screen.findByText(SELECT_BUNDLE)).toBeInTheDocument();
  expect(requests['BranchBundleSummaryData']?.[0]).toMatchObject({ branch: 'main' });
  expect(screen.getByRole('button', { name: /Branch Context/ })).toHaveTextContent('main');
  expect(screen.getByTestId('bundle-source')).toHaveTextContent('Source: latest commit c0ffee1');
  expect(screen.getByTestId('bundle-summary-scope')).toHaveTextContent('All bundles');
  expect(figure('Total size')).toHaveTextContent('300kB');
  expect(figure('Modules')).toHaveTextContent('-');
  expect(figure('Download + parse (est.)')).toHaveTextContent('-');
  expect(figure('Change')).toHaveTextContent('+1.2kB');
  expect(screen.queryByRole('region', { name: 'Duplicated packages' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Bundle/ }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['admin', 'web-app']);
  await user.click(screen.getByRole('option', { name: 'web-app' }));
  await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/main/web-app'));
});

test('a bundle shows its figures, its trend and its assets with their share and change', async () => {
  const requests = mockBundles();
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  const table = await screen.findByRole('table', { name: 'Assets of web-app' });
  await within(table).findByText('index.js');
  expect(figure('Total size')).toHaveTextContent('250kB');
  expect(figure('gzip size (est.)')).toHaveTextContent('83.33kB');
  expect(figure('Download time (est.)')).toHaveTextContent('5s | 125ms');
  expect(figure('Modules')).toHaveTextContent('42');
  expect(figure('Change')).toHaveTextContent('+1.2kB');
  // 83,333 bytes over slow 3G (1,628 ms) and 250 kB to parse and run (250 ms).
  expect(figure('Download + parse (est.)')).toHaveTextContent('1.88s');
  const duplicates = screen.getByRole('region', { name: 'Duplicated packages' });
  expect(within(duplicates).getByText(NO_DUPLICATES)).toBeInTheDocument();
  expect(within(duplicates).queryByRole('table')).not.toBeInTheDocument();

  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['index.js', 'js', '4s', '200kB80.00%', '+10kB'],
    ['index.css', 'css', '1s', '50kB20.00%', '0B'],
  ]);
  expect(
    within(rows[0]!).getByRole('img', { name: 'Size of index.js: from 190kB to 200kB' }),
  ).toBeInTheDocument();
  expect(requests['BundleAssets']?.[0]).toMatchObject({
    branch: 'main',
    bundle: 'web-app',
    ordering: 'SIZE',
    orderingDirection: 'DESC',
    interval: 'INTERVAL_7_DAY',
    filters: {},
  });
  expect(
    await screen.findByRole('img', { name: /^Size of web-app by asset type \(JavaScript, CSS\)/ }),
  ).toBeInTheDocument();
  expect(requests['GetBundleTrend']?.[0]).toMatchObject({
    filters: {
      assetTypes: ['JAVASCRIPT_SIZE', 'STYLESHEET_SIZE', 'FONT_SIZE', 'IMAGE_SIZE', 'UNKNOWN_SIZE'],
    },
  });
});

test('a bundle holding packages more than once lists them, the most wasted bytes first', async () => {
  const bundled = bundleReportFixture('web-app', {
    duplicatePackages: [
      duplicatePackageFixture('lodash', [70_000, 68_000], ['4.17.21', '4.17.15']),
      duplicatePackageFixture('tslib', [900, 800, 700]),
    ],
  });
  mockBundles({ report: bundleAnalysisReportFixture([bundled, admin]) });
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  const duplicates = await screen.findByRole('region', { name: 'Duplicated packages' });
  const table = within(duplicates).getByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  ).toEqual([
    ['Package', 'Copies', 'Wasted size'],
    ['lodash', '2 copies: 4.17.15, 4.17.21', '68kB'],
    ['tslib', '3 copies', '1.5kB'],
  ]);
  expect(within(duplicates).queryByText(NO_DUPLICATES)).not.toBeInTheDocument();
});

test('sorting asks the server in that order', async () => {
  const requests = mockBundles();
  const user = userEvent.setup();
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  const table = await screen.findByRole('table', { name: 'Assets of web-app' });
  await within(table).findByText('index.js');
  expect(within(table).getByRole('columnheader', { name: /Size/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await user.click(within(table).getByRole('button', { name: /Asset/ }));
  await waitFor(() =>
    expect(requests['BundleAssets']?.at(-1)).toMatchObject({ ordering: 'NAME', orderingDirection: 'ASC' }),
  );
  await user.click(within(table).getByRole('button', { name: /Type/ }));
  await waitFor(() =>
    expect(requests['BundleAssets']?.at(-1)).toMatchObject({ ordering: 'TYPE', orderingDirection: 'ASC' }),
  );
  // Load time sorts by size, as the server orders assets by size.
  await user.click(within(table).getByRole('button', { name: /Est. load time/ }));
  await waitFor(() =>
    expect(requests['BundleAssets']?.at(-1)).toMatchObject({ ordering: 'SIZE', orderingDirection: 'ASC' }),
  );
});

test('an asset opens into its modules with the mouse or the keyboard; no modules says so', async () => {
  const requests = mockBundles();
  const user = userEvent.setup();
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  const open = await screen.findByRole('button', { name: 'Show the modules of index.js' });
  await user.click(open);
  const modules = await screen.findByRole('table', { name: 'Modules of index.js' });
  await within(modules).findByText('src/main.ts');
  expect(
    within(modules)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['src/main.tsts3s150kB (75.00%)', 'src/app.tsts1s50kB (25.00%)']);
  expect(requests['BundleAssetModules']?.[0]).toMatchObject({ bundle: 'web-app', asset: 'index.js' });
  expect(screen.getByRole('button', { name: 'Hide the modules of index.js' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const css = screen.getByRole('button', { name: 'Show the modules of index.css' });
  css.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText(NO_MODULES)).toBeInTheDocument();
  screen.getByRole('button', { name: 'Hide the modules of index.css' }).focus();
  await user.keyboard(' ');
  await waitFor(() => expect(screen.queryByText(NO_MODULES)).not.toBeInTheDocument());
});

test('the type and loading filters go to the URL and into every bundle query', async () => {
  const requests = mockBundles();
  const user = userEvent.setup();
  const { location } = renderBundles('/gh/acme/widgets/bundles/main/web-app');
  await screen.findByRole('table', { name: 'Assets of web-app' });

  await user.click(screen.getByRole('button', { name: /Show by type/ }));
  await user.click(await screen.findByRole('option', { name: 'CSS' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(location().search).toBe('?types%5B%5D=STYLESHEET'));
  await waitFor(() =>
    expect(requests['BundleAssets']?.at(-1)).toMatchObject({ filters: { reportGroups: ['STYLESHEET'] } }),
  );
  expect(requests['BundleSummary']?.at(-1)).toMatchObject({ filters: { reportGroups: ['STYLESHEET'] } });
  await waitFor(() =>
    expect(requests['GetBundleTrend']?.at(-1)).toMatchObject({
      filters: { assetTypes: ['STYLESHEET_SIZE'] },
    }),
  );

  await user.click(screen.getByRole('button', { name: /Show by loading/ }));
  await user.click(await screen.findByRole('option', { name: 'Lazy load files' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(location().search).toBe('?types%5B%5D=STYLESHEET&loading%5B%5D=LAZY'));
  await waitFor(() =>
    expect(requests['BundleAssets']?.at(-1)).toMatchObject({
      filters: { reportGroups: ['STYLESHEET'], loadTypes: ['LAZY'] },
    }),
  );
});

test('filters in the URL are read in the reference form, and a branch with a slash is one segment', async () => {
  const requests = mockBundles();
  renderBundles(
    '/gh/acme/widgets/bundles/feature%2Fx/web-app?types[]=JAVASCRIPT&loading[0]=ENTRY&trend=7+days',
  );
  await screen.findByRole('table', { name: 'Assets of web-app' });
  expect(requests['BundleSummary']?.[0]).toMatchObject({
    branch: 'feature/x',
    bundle: 'web-app',
    filters: { reportGroups: ['JAVASCRIPT'], loadTypes: ['ENTRY'] },
  });
  await waitFor(() => expect(requests['GetBundleTrend']?.[0]).toMatchObject({ interval: 'INTERVAL_1_DAY' }));
  expect(screen.getByRole('button', { name: /Show by type/ })).toHaveTextContent('JavaScript');
});

test('the chart hides and shows, remembered in the browser; the trend window goes to the URL', async () => {
  mockBundles();
  const user = userEvent.setup();
  const { location } = renderBundles('/gh/acme/widgets/bundles/main/web-app');
  await screen.findByRole('img', { name: /^Size of web-app by asset type/ });
  await user.click(screen.getByRole('button', { name: /Trend/ }));
  await user.click(await screen.findByRole('option', { name: '30 days' }));
  await waitFor(() => expect(location().search).toBe('?trend=30+days'));

  await user.click(screen.getByRole('button', { name: 'Hide chart' }));
  expect(screen.queryByRole('img', { name: /^Size of web-app by asset type/ })).not.toBeInTheDocument();
  expect(localStorage.getItem(CHART_HIDDEN_KEY)).toBe('true');
  expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'false');
});

test('a hidden chart stays hidden, and without timescale there is no chart', async () => {
  localStorage.setItem(CHART_HIDDEN_KEY, 'true');
  const requests = mockBundles();
  const view = renderBundles('/gh/acme/widgets/bundles/main/web-app');
  expect(await screen.findByRole('button', { name: 'Show chart' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Assets of web-app' });
  expect(requests['GetBundleTrend']).toBeUndefined();
  view.unmount();

  localStorage.clear();
  mockBundles({ timescale: false });
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  await screen.findByRole('table', { name: 'Assets of web-app' });
  expect(screen.queryByRole('button', { name: 'Hide chart' })).not.toBeInTheDocument();
});

test('a head without bundle stats shows the missing head report banner', async () => {
  mockBundles({ report: missingHeadReportFixture(), comparison: null });
  renderBundles('/gh/acme/widgets/bundles/main');
  expect(await screen.findByText('Missing Head Report')).toBeInTheDocument();
  expect(screen.getByText(/did not upload a bundle stats file\./, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Learn more here' })).toHaveAttribute(
    'href',
    expect.stringContaining('/docs/javascript-bundle-analysis'),
  );
  expect(figure('Total size')).toHaveTextContent('-');
});

test('an unknown branch and an unknown bundle say so', async () => {
  mockBundles({ report: null });
  const view = renderBundles('/gh/acme/widgets/bundles/gone');
  expect(await screen.findByText('Branch not found')).toBeInTheDocument();
  view.unmount();

  mockBundles();
  renderBundles('/gh/acme/widgets/bundles/main/nope');
  expect(await screen.findByText('Bundle not found')).toBeInTheDocument();
});

test('a server failure shows the unknown error banner', async () => {
  mockBundles();
  server.use(graphqlErrorHandler('BranchBundleSummaryData', { status: 500 }));
  renderBundles('/gh/acme/widgets/bundles/main');
  expect(await screen.findByText('Unknown Error', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('more assets load as the table scrolls to its end', async () => {
  const requests = mockBundles();
  const pageOne = bundleReportFixture('web-app', {
    assets: [bundleAssetFixture('index.js', { size: 200_000 })],
    hasNextPage: true,
    endCursor: 'p1',
  });
  const pageTwo = bundleReportFixture('web-app', {
    assets: [bundleAssetFixture('lazy.js', { size: 10_000 })],
  });
  server.use(
    graphqlHandler('BundleAssets', ({ variables }) => {
      (requests['BundleAssets'] ??= []).push(variables);
      return bundleBranchFixture(bundleAnalysisReportFixture([variables.after ? pageTwo : pageOne]));
    }),
  );
  renderBundles('/gh/acme/widgets/bundles/main/web-app');
  const table = await screen.findByRole('table', { name: 'Assets of web-app' });
  await within(table).findByText('index.js');
  act(() => observer.setIntersecting(true));
  expect(await within(table).findByText('lazy.js')).toBeInTheDocument();
  expect(requests['BundleAssets']?.at(-1)).toMatchObject({ after: 'p1' });
});
