import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlErrorHandler, setupApiMocks } from '@canopy/api-client/testing';
import {
  bundleAnalysisComparisonFixture,
  bundleAnalysisReportFixture,
  bundleCommitFixture,
  bundleComparisonErrorFixture,
  bundleComparisonFixture,
  bundleReportFixture,
  missingHeadReportFixture,
} from '@canopy/bundles-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { BundleSectionDisplay } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import CommitBundleSectionEntry from '../../commit-bundle-section-entry';
import { answerDocuments, tableRows } from '../../testing/bundle-section-test-utils';
import { CACHED_BUNDLES, FIRST_PULL_TEXT, NO_COMMIT_BUNDLES } from './bundle-section-messages';

const server = setupApiMocks();
const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/** Both documents answer from one commit; returns the variables each was asked with. */
const mockCommit = (commit: Record<string, unknown>) =>
  answerDocuments(server, ['CommitBADropdownSummary', 'CommitBundleList'], commit);

function renderSection(display: BundleSectionDisplay = { display: 'panel' }) {
  return renderRoute(
    <CommitBundleSectionEntry
      section="bundle"
      provider="gh"
      owner="acme"
      repo="widgets"
      commitid={SHA}
      {...display}
    />,
    { path: '*', url: '/', wrapper: createTestProviders() },
  );
}

/** The dropdown display with its open state kept as a page keeps it. */
function DropdownHost({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <CommitBundleSectionEntry
      section="bundle"
      provider="gh"
      owner="acme"
      repo="widgets"
      commitid={SHA}
      display="dropdown"
      opened={opened}
      onOpenedChange={setOpened}
    />
  );
}

const rowNames = (table: HTMLElement) => tableRows(table).map((cells) => cells[0]);

const grown = bundleAnalysisComparisonFixture([
  bundleComparisonFixture('web-app', 50_000, 250_000),
  bundleComparisonFixture('admin', 40_000, 40_000, 'added'),
  bundleComparisonFixture('legacy', -30_000, 0, 'removed'),
]);

test('shows the summary and the bundles against the parent, largest growth first, sortable from the keyboard', async () => {
  const requests = mockCommit(bundleCommitFixture({ comparison: grown }));
  renderSection();

  expect(screen.getByRole('heading', { name: 'Bundle report' })).toBeInTheDocument();
  expect(await screen.findByText('changes will increase total bundle size by 60kB ℹ️')).toBeInTheDocument();
  await screen.findByText('web-app');
  const table = screen.getByRole('table', { name: 'Bundles of this commit' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Bundle name', 'Previous size', 'New size', 'Change']);
  expect(within(table).getByRole('columnheader', { name: 'Change' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(rowNames(table)).toEqual(['web-app', 'adminadded', 'legacyremoved']);

  const webApp = within(table).getAllByRole('row')[1]!;
  expect(
    within(webApp)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['web-app', '200kB', '250kB', '+50kB (+25.00%)']);
  // An added bundle had no previous size: no percentage.
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('+40kB');
  expect(within(table).getAllByRole('row')[2]).not.toHaveTextContent('%');

  const user = userEvent.setup();
  within(table).getByRole('button', { name: 'Bundle name' }).focus();
  await user.keyboard('{Enter}');
  expect(rowNames(table)).toEqual(['adminadded', 'legacyremoved', 'web-app']);
  await user.keyboard('{Enter}');
  expect(rowNames(table)).toEqual(['web-app', 'legacyremoved', 'adminadded']);
  await user.click(within(table).getByRole('button', { name: 'Change' }));
  expect(rowNames(table)).toEqual(['legacyremoved', 'adminadded', 'web-app']);

  expect(requests['CommitBundleList']?.[0]).toEqual({ owner: 'acme', repo: 'widgets', commitid: SHA });
  expect(requests['CommitBADropdownSummary']?.[0]).toEqual({ owner: 'acme', repo: 'widgets', commitid: SHA });
});

test.each([
  [-1_500, 'changes will decrease total bundle size by 1.5kB ℹ️'],
  [0, 'bundle size has no change ✅'],
])('words a total change of %d bytes', async (change, line) => {
  mockCommit(
    bundleCommitFixture({
      comparison: bundleAnalysisComparisonFixture([bundleComparisonFixture('web-app', change)]),
    }),
  );
  renderSection();
  expect(await screen.findByText(line)).toBeInTheDocument();
});

test('as a dropdown, loads the bundles only once opened, with the mouse or the keyboard', async () => {
  const requests = mockCommit(bundleCommitFixture({ comparison: grown }));
  const user = userEvent.setup();
  renderRoute(<DropdownHost />, { path: '*', url: '/', wrapper: createTestProviders() });

  const trigger = await screen.findByRole('button', {
    name: 'Bundle report: changes will increase total bundle size by 60kB ℹ️',
  });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(requests['CommitBundleList']).toBeUndefined();

  trigger.focus();
  await user.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByText('web-app')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Bundles of this commit' })).toBeInTheDocument();
  expect(requests['CommitBundleList']).toHaveLength(1);

  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown the page opens shows its bundles at once', async () => {
  mockCommit(bundleCommitFixture({ comparison: grown }));
  renderRoute(<DropdownHost initiallyOpen />, { path: '*', url: '/', wrapper: createTestProviders() });
  expect(await screen.findByText('web-app')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Bundles of this commit' })).toBeInTheDocument();
});

test('says when the reported size includes cached bundles', async () => {
  mockCommit(
    bundleCommitFixture({
      comparison: grown,
      report: bundleAnalysisReportFixture([bundleReportFixture('web-app', { isCached: true })]),
    }),
  );
  renderSection();
  expect(await screen.findByText(CACHED_BUNDLES)).toBeInTheDocument();
});

test('on the first pull request, welcomes the reader and lists the head bundles with their load time', async () => {
  mockCommit(
    bundleCommitFixture({
      comparison: bundleComparisonErrorFixture('FirstPullRequest'),
      report: bundleAnalysisReportFixture([bundleReportFixture('web-app', { size: 250_000 })]),
    }),
  );
  renderSection();
  expect(
    await screen.findByText(
      'once merged to your default branch, the next pull requests and commits will include bundle report details ℹ️',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText(FIRST_PULL_TEXT)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Bundles of this commit' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Bundle name', 'Current size', 'Estimated load time (3G)']);
  expect(
    within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['web-app', '250kB', '5s']);
});

test('explains a missing base report above the head bundles, and a missing head report alone', async () => {
  mockCommit(bundleCommitFixture({ comparison: bundleComparisonErrorFixture('MissingBaseReport') }));
  const view = renderSection();
  expect(await screen.findByText('Missing Base Report')).toBeInTheDocument();
  expect(
    screen.getByText(/Unable to compare bundles because its parent did not upload a bundle stats file\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Learn more here' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('table', { name: 'Bundles of this commit' })).toHaveTextContent('web-app');
  view.unmount();

  mockCommit(
    bundleCommitFixture({
      comparison: bundleComparisonErrorFixture('MissingHeadReport'),
      report: missingHeadReportFixture(),
    }),
  );
  renderSection();
  expect(await screen.findByText('Missing Head Report')).toBeInTheDocument();
  expect(
    screen.getByText(
      /Unable to compare bundles because the head of this commit did not upload a bundle stats file\./,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'unable to compare bundles because the head of this commit did not upload a bundle stats file ❌',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('says when the bundle stats are still processing, or failed', async () => {
  mockCommit(
    bundleCommitFixture({
      bundleStatus: 'PENDING',
      comparison: bundleComparisonErrorFixture('MissingHeadReport'),
      report: missingHeadReportFixture(),
    }),
  );
  const view = renderSection();
  expect(await screen.findByText('bundle stats are still processing ⏳')).toBeInTheDocument();
  expect(await screen.findByText('Bundle stats are still processing')).toBeInTheDocument();
  view.unmount();

  mockCommit(
    bundleCommitFixture({
      bundleStatus: 'ERROR',
      comparison: bundleComparisonErrorFixture('MissingHeadReport'),
      report: missingHeadReportFixture(),
      uploadError: 'unsupported stats version "9" (expected "1", "2" or "3")',
    }),
  );
  renderSection();
  expect(await screen.findByText('the bundle stats could not be processed ❌')).toBeInTheDocument();
  expect(await screen.findByText('The bundle stats could not be processed')).toBeInTheDocument();
  expect(screen.getByTestId('bundle-upload-error')).toHaveTextContent(
    'Reason: unsupported stats version "9" (expected "1", "2" or "3")',
  );
});

test('shows the empty state when the comparison has no bundles, and loading until the answer', async () => {
  mockCommit(bundleCommitFixture({ comparison: bundleAnalysisComparisonFixture([]) }));
  renderSection();
  expect(screen.getByRole('table', { name: 'Bundles of this commit' })).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText(NO_COMMIT_BUNDLES)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Bundles of this commit' })).not.toHaveAttribute('aria-busy');
});

test('offers to try again when the bundles cannot be loaded', async () => {
  server.use(
    graphqlErrorHandler('CommitBADropdownSummary', { status: 500 }),
    graphqlErrorHandler('CommitBundleList', { status: 500 }),
  );
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('the bundle report could not be loaded ❌')).toBeInTheDocument();
  expect(await screen.findByText('The bundle report could not be loaded.')).toBeInTheDocument();

  mockCommit(bundleCommitFixture({ comparison: grown }));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('web-app')).toBeInTheDocument();
});
