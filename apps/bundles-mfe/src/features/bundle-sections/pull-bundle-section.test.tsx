import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlErrorHandler, setupApiMocks } from '@canopy/api-client/testing';
import {
  bundleAnalysisComparisonFixture,
  bundleAnalysisReportFixture,
  bundleComparisonErrorFixture,
  bundleComparisonFixture,
  bundlePullFixture,
  bundleReportFixture,
  missingHeadReportFixture,
} from '@canopy/bundles-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { BundleSectionDisplay } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import PullBundleSectionEntry from '../../pull-bundle-section-entry';
import { answerDocuments, tableRows as rows } from '../../testing/bundle-section-test-utils';
import { CACHED_BUNDLES, FIRST_PULL_TEXT, NO_PULL_BUNDLES } from './bundle-section-messages';

const server = setupApiMocks();
const CAPTION = 'Bundles of this pull request';

/** Every document answers from one pull; returns the variables each was asked with. */
const mockPull = (pull: Record<string, unknown>) =>
  answerDocuments(server, ['PullBADropdownSummary', 'PullBundleComparisonList', 'PullBundleHeadList'], pull);

const renderSection = (display: BundleSectionDisplay = { display: 'panel' }) =>
  renderRoute(
    <PullBundleSectionEntry
      section="bundle"
      provider="gh"
      owner="acme"
      repo="widgets"
      pullId={12}
      {...display}
    />,
    { path: '*', url: '/', wrapper: createTestProviders() },
  );

function DropdownHost() {
  const [opened, setOpened] = useState(false);
  return (
    <PullBundleSectionEntry
      section="bundle"
      provider="gh"
      owner="acme"
      repo="widgets"
      pullId={12}
      display="dropdown"
      opened={opened}
      onOpenedChange={setOpened}
    />
  );
}

test('a pull that grows a bundle shows the change, largest growth first', async () => {
  const requests = mockPull(
    bundlePullFixture({
      comparison: bundleAnalysisComparisonFixture([
        bundleComparisonFixture('admin', -2_000, 48_000),
        bundleComparisonFixture('web-app', 12_500, 262_500),
      ]),
    }),
  );
  renderSection();
  expect(await screen.findByText('changes will increase total bundle size by 10.5kB ℹ️')).toBeInTheDocument();
  await screen.findByText('web-app');
  expect(rows(screen.getByRole('table', { name: CAPTION }))).toEqual([
    ['web-app', '250kB', '262.5kB', '+12.5kB (+5.00%)'],
    ['admin', '50kB', '48kB', '-2kB (-4.00%)'],
  ]);
  expect(requests['PullBundleComparisonList']?.[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
  expect(requests['PullBADropdownSummary']?.[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
  // The head list is for pulls without a comparison.
  expect(requests['PullBundleHeadList']).toBeUndefined();
});

test('says when no bundles were found in the pull, and when sizes include cached bundles', async () => {
  mockPull(
    bundlePullFixture({
      comparison: bundleAnalysisComparisonFixture([]),
      report: bundleAnalysisReportFixture([bundleReportFixture('web-app', { isCached: true })]),
    }),
  );
  renderSection();
  expect(await screen.findByText(NO_PULL_BUNDLES)).toBeInTheDocument();
  expect(screen.getByText(CACHED_BUNDLES)).toBeInTheDocument();
  expect(screen.getByText('bundle size has no change ✅')).toBeInTheDocument();
});

test('without a comparison, explains why above the head bundles with their load time', async () => {
  const requests = mockPull(
    bundlePullFixture({
      comparison: bundleComparisonErrorFixture('MissingBaseReport'),
      report: bundleAnalysisReportFixture([
        bundleReportFixture('web-app', { size: 250_000 }),
        bundleReportFixture('admin', { size: 50_000 }),
      ]),
    }),
  );
  renderSection();
  expect(await screen.findByText('Missing Base Report')).toBeInTheDocument();
  expect(
    screen.getByText(
      /Unable to compare bundles because the base of the pull request did not upload a bundle stats file\./,
    ),
  ).toBeInTheDocument();
  await screen.findByText('web-app');
  const table = screen.getByRole('table', { name: CAPTION });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Bundle name', 'Current size', 'Estimated load time (3G)']);
  expect(rows(table)).toEqual([
    ['web-app', '250kB', '5s'],
    ['admin', '50kB', '1s'],
  ]);
  expect(requests['PullBundleHeadList']?.[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
});

test('welcomes the first pull request', async () => {
  mockPull(bundlePullFixture({ comparison: bundleComparisonErrorFixture('FirstPullRequest') }));
  renderSection();
  expect(await screen.findByText(FIRST_PULL_TEXT)).toBeInTheDocument();
  expect(await screen.findByText('web-app')).toBeInTheDocument();
});

test('a head without bundle stats is explained, with no table', async () => {
  mockPull(
    bundlePullFixture({
      comparison: bundleComparisonErrorFixture('MissingHeadReport'),
      report: missingHeadReportFixture(),
    }),
  );
  renderSection();
  expect(await screen.findByText('Missing Head Report')).toBeInTheDocument();
  expect(
    screen.getByText(
      /Unable to compare bundles because the head of the pull request did not upload a bundle stats file\./,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('as a dropdown, opens from the keyboard', async () => {
  const requests = mockPull(bundlePullFixture({}));
  const user = userEvent.setup();
  renderRoute(<DropdownHost />, { path: '*', url: '/', wrapper: createTestProviders() });
  const trigger = await screen.findByRole('button', {
    name: 'Bundle report: changes will increase total bundle size by 1.2kB ℹ️',
  });
  expect(requests['PullBundleComparisonList']).toBeUndefined();
  await user.tab();
  expect(trigger).toHaveFocus();
  await user.keyboard(' ');
  expect(await screen.findByText('web-app')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: CAPTION })).toBeInTheDocument();
});

test('offers to try again when the comparison cannot be loaded', async () => {
  server.use(
    graphqlErrorHandler('PullBADropdownSummary', { status: 500 }),
    graphqlErrorHandler('PullBundleComparisonList', { status: 500 }),
  );
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText('The bundle report could not be loaded.')).toBeInTheDocument();
  mockPull(bundlePullFixture({}));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('web-app')).toBeInTheDocument();
});
