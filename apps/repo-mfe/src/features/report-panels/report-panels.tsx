import { useState, type ReactNode } from 'react';
import { Accordion, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { BundleSectionDisplay } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';

/** The "coverage" panel's one line (reference §10), from the comparison's problem or its patch. */
export function coverageSummaryLine(
  problem: { typename: string; title: string } | null,
  patch: { missesCount?: number | null; partialsCount?: number | null } | null | undefined,
): string {
  if (problem?.typename === 'FirstPullRequest') {
    return 'once merged to your default branch, Canopy will compare your coverage reports and display the results here ℹ️';
  }
  if (problem) return `${problem.title} ⚠️`;
  const missed = (patch?.missesCount ?? 0) + (patch?.partialsCount ?? 0);
  if (missed === 0) return 'all modified lines are covered by tests ✅';
  return `${missed.toLocaleString('en-US')} ${missed === 1 ? 'line in your changes is' : 'lines in your changes are'} missing coverage ⚠️`;
}

export interface ReportPanelsProps {
  /** The "coverage" panel's one line. */
  coverageSummary: ReactNode;
  /** The page's coverage parts, as they show without bundle analysis. */
  children: ReactNode;
  /** The embedded bundle section, in the display asked for. */
  bundle: (display: BundleSectionDisplay) => ReactNode;
  /** Open the coverage panel when the page opens: the address names a coverage view (a file, the explorer). */
  coverageFirst?: boolean;
}

/**
 * The reports of a commit or pull page (reference §10 "Display modes"): coverage alone; the bundle section alone
 * where the repository has bundle analysis and no coverage; or both as collapsible "coverage" and "bundle"
 * panels, `?dropdown=coverage|bundle` opening one when the page opens (and coverage opening on an address that
 * names a coverage view, such as a file).
 */
export function ReportPanels({
  coverageSummary,
  children,
  bundle,
  coverageFirst = false,
}: ReportPanelsProps) {
  const { repository } = useRepoFrame();
  const [search] = useSearchParams();
  const [coverageOpened, setCoverageOpened] = useState(
    () => coverageFirst || search.get('dropdown') === 'coverage',
  );
  const [bundleOpened, setBundleOpened] = useState(() => search.get('dropdown') === 'bundle');

  if (!repository.bundleAnalysisEnabled) return children;
  if (repository.coverageEnabled === false) return bundle({ display: 'panel' });
  return (
    <Stack gap="sm">
      <Accordion
        variant="contained"
        value={coverageOpened ? 'coverage' : null}
        onChange={(value) => setCoverageOpened(value === 'coverage')}
      >
        <Accordion.Item value="coverage">
          <Accordion.Control>
            <Text size="sm" span fw={600}>
              Coverage report:
            </Text>{' '}
            <Text size="sm" span data-testid="coverage-summary">
              {coverageSummary}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">{coverageOpened && children}</Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {bundle({ display: 'dropdown', opened: bundleOpened, onOpenedChange: setBundleOpened })}
    </Stack>
  );
}
