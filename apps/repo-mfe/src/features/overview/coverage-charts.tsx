import { useId, useState } from 'react';
import { Button, Grid, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { CoverageChart, type CoverageChartPoint } from '@canopy/ui-kit/data-views';
import { SunburstPanel, useSunburstShown } from './sunburst-panel';

/** localStorage key of the "Hide charts" choice (the reference's key, so the choice carries over). */
export const CHART_HIDDEN_KEY = 'is-chart-hidden';

/** Whether the charts were hidden ("Hide charts") on an earlier visit. */
export function readHidden(): boolean {
  try {
    return window.localStorage.getItem(CHART_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeHidden(hidden: boolean) {
  try {
    window.localStorage.setItem(CHART_HIDDEN_KEY, String(hidden));
  } catch {
    // Storage can be off (private mode): the toggle still works for this visit.
  }
}

export interface CoverageChartsProps {
  branch: string;
  points: readonly CoverageChartPoint[];
  isLoading: boolean;
  isError: boolean;
  /** Files in the head's report, for the sunburst's size limit. */
  fileCount: number | null;
  /** The address of a file's page, for the sunburst's file arcs. */
  fileLink: (path: string) => string;
  indicationRange?: { lowerRange: number; upperRange: number } | null;
}

/** The coverage chart and the sunburst of the branch, behind a "Hide charts / Show charts" toggle. */
export function CoverageCharts({
  branch,
  points,
  isLoading,
  isError,
  fileCount,
  fileLink,
  indicationRange,
}: CoverageChartsProps) {
  const [hidden, setHidden] = useState(readHidden);
  const regionId = useId();
  const withSunburst = useSunburstShown(fileCount);
  const toggle = () => {
    storeHidden(!hidden);
    setHidden(!hidden);
  };

  return (
    <section aria-label="Charts" data-testid="coverage-charts" data-hidden={hidden || undefined}>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={!hidden}
          aria-controls={regionId}
          rightSection={
            hidden ? <IconChevronDown size={14} aria-hidden /> : <IconChevronUp size={14} aria-hidden />
          }
        >
          {hidden ? 'Show charts' : 'Hide charts'}
        </Button>
      </Group>
      <div id={regionId} hidden={hidden}>
        {!hidden && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: withSunburst ? 9 : 12 }}>
              <Paper withBorder p="md" h="100%">
                {isError ? (
                  <Text c="dimmed" size="sm" ta="center" py="xl">
                    The coverage chart failed to load.
                  </Text>
                ) : (
                  <CoverageChart data={points} label={`Coverage of ${branch}`} isLoading={isLoading} />
                )}
              </Paper>
            </Grid.Col>
            {withSunburst && (
              <Grid.Col span={{ base: 12, md: 3 }}>
                <SunburstPanel branch={branch} fileLink={fileLink} indicationRange={indicationRange} />
              </Grid.Col>
            )}
          </Grid>
        )}
      </div>
    </section>
  );
}
