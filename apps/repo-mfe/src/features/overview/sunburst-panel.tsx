import { useEffect, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCoverageTreeLevels } from '@canopy/repo-data-access';
import { useConfigEnv } from '@canopy/auth';
import { preloadSunburst, Sunburst } from '@canopy/ui-kit/data-views';
import { useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { useRepoFrame } from '../common/repo-frame-context';

/** Above this many files in the head's report the sunburst is left out: it would be unreadable and slow. */
export const SUNBURST_MAX_FILES = 200_000;

/** Whether the sunburst is shown: on in the runtime config and the report small enough. */
export function useSunburstShown(fileCount: number | null): boolean {
  const { SUNBURST_ENABLED } = useConfigEnv();
  return SUNBURST_ENABLED && (fileCount == null || fileCount <= SUNBURST_MAX_FILES);
}

/**
 * Starts the chart's code download while the overview's summary loads, so the chart draws as soon as its tree
 * arrives. The tree itself waits for the summary: above `SUNBURST_MAX_FILES` files it is never asked for.
 * `enabled`: the page will show charts.
 */
export function usePreloadSunburst(enabled: boolean): void {
  const shown = useSunburstShown(null) && enabled;
  useEffect(() => {
    if (shown) preloadSunburst().catch(() => undefined);
  }, [shown]);
}

export interface SunburstPanelProps {
  branch: string;
  /** The address of a file's page (the blob page, keeping the filters). */
  fileLink: (path: string) => string;
  indicationRange?: { lowerRange: number; upperRange: number } | null;
}

/** The branch head's folders and files as a zoomable sunburst; a file opens its page. */
export function SunburstPanel({ branch, fileLink, indicationRange }: SunburstPanelProps) {
  const { provider, owner, repo } = useRepoFrame();
  const { flags, components } = useCoverageFilters();
  const navigate = useNavigate();
  // The tree comes a folder at a time: the root's three rings, then each folder's as the chart zooms into it.
  const [focus, setFocus] = useState('');
  const tree = useCoverageTreeLevels({ provider, owner, repo, branch, flags, components, focus });

  return (
    <Paper withBorder p="md" style={{ position: 'sticky', top: 0 }} data-testid="sunburst-panel">
      {tree.isError ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          The sunburst chart failed to load.
        </Text>
      ) : (
        <Sunburst
          data={tree.data ?? { name: repo, fullPath: '', lines: 0, coverage: null }}
          isLoading={tree.isPending}
          label={`Coverage of the files of ${branch}`}
          lowerRange={indicationRange?.lowerRange}
          upperRange={indicationRange?.upperRange}
          onSelect={(node) => navigate(fileLink(node.fullPath))}
          onZoom={(node) => setFocus(node.fullPath)}
        />
      )}
    </Paper>
  );
}
