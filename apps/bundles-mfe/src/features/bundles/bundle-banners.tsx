import { Anchor, Text } from '@mantine/core';
import type { BundleReportProblem } from '@canopy/bundles-data-access';
import { Banner, DEFAULT_DOCS_URL } from '@canopy/ui-kit';

export const SELECT_BRANCH = 'Please select a branch to view the list of bundles.';
export const SELECT_BUNDLE = 'Please select a bundle to view the detailed bundle breakdown.';
export const BUNDLE_DOCS_URL = `${DEFAULT_DOCS_URL}/docs/javascript-bundle-analysis`;

/** What to do next when nothing is selected yet. */
export function SelectionInfo({ children }: { children: string }) {
  return (
    <Banner data-testid="bundle-info">
      <Text size="sm">{children}</Text>
    </Banner>
  );
}

export type BundleProblem = BundleReportProblem | { kind: 'missing-bundle' } | { kind: 'unknown' };

/** Why the branch (or bundle) has nothing to show. */
export function BundleErrorBanner({
  problem,
  branch,
  bundle,
}: {
  problem: BundleProblem;
  branch: string;
  bundle?: string | null;
}) {
  switch (problem.kind) {
    case 'missing-head-report':
      return (
        <Banner variant="warning" title="Missing Head Report">
          <Text size="sm">
            Unable to load bundles because the head of the branch did not upload a bundle stats file.{' '}
            <Anchor href={BUNDLE_DOCS_URL} target="_blank" rel="noopener noreferrer" size="sm">
              Learn more here
            </Anchor>
          </Text>
        </Banner>
      );
    case 'missing-branch':
      return (
        <Banner variant="warning" title="Branch not found">
          <Text size="sm">
            There is no branch named{' '}
            <Text span ff="monospace" inherit>
              {branch}
            </Text>{' '}
            with a known head commit. Choose another branch.
          </Text>
        </Banner>
      );
    case 'missing-bundle':
      return (
        <Banner variant="warning" title="Bundle not found">
          <Text size="sm">
            The head of{' '}
            <Text span ff="monospace" inherit>
              {branch}
            </Text>{' '}
            has no bundle named{' '}
            <Text span ff="monospace" inherit>
              {bundle}
            </Text>
            . Choose another bundle.
          </Text>
        </Banner>
      );
    default:
      return (
        <Banner variant="error" title="Unknown Error">
          <Text size="sm">An unknown error occurred while loading the bundle analysis report.</Text>
        </Banner>
      );
  }
}
