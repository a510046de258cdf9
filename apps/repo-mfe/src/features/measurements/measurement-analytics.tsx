import type { ReactNode } from 'react';
import { Anchor, Box, Button, Center, EmptyState, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconChartBar, IconFlag, IconPuzzle } from '@tabler/icons-react';
import {
  historicalTrendLabels,
  historicalTrends,
  useActivateMeasurements,
  type HistoricalTrend,
  type MeasurementKind,
  type MeasurementPoint,
} from '@canopy/repo-data-access';
import { DEFAULT_DOCS_URL, Select, toast } from '@canopy/ui-kit';
import { CoverageChange, Sparkline } from '@canopy/ui-kit/data-views';

/** Words that differ between the flags and the components tabs. */
export const measurementCopy = {
  flags: {
    feature: 'Flags',
    analytics: 'Flag analytics',
    enable: 'Enable flag analytics',
    activationError: 'Error activating flag measurements',
    measurementType: 'FLAG_COVERAGE',
    docs: `${DEFAULT_DOCS_URL}/docs/flags`,
  },
  components: {
    feature: 'Components',
    analytics: 'Component analytics',
    enable: 'Enable component analytics',
    activationError: 'Error activating component measurements',
    measurementType: 'COMPONENT_COVERAGE',
    docs: `${DEFAULT_DOCS_URL}/docs/components`,
  },
} as const;

const icons = { flags: IconFlag, components: IconPuzzle };

/** Self-hosted installs without a time-series store have no coverage series. */
export function MeasurementsNotEnabled({ kind }: { kind: MeasurementKind }) {
  const copy = measurementCopy[kind];
  const Icon = icons[kind];
  return (
    <EmptyState
      py="xl"
      icon={<Icon size={28} aria-hidden />}
      withIndicatorBackground
      title={`The ${copy.feature} feature is not yet enabled`}
      description={
        <Anchor
          href={`${DEFAULT_DOCS_URL}/docs/implementing-flags-with-timescaledb`}
          target="_blank"
          rel="noreferrer"
        >
          Learn how you can enable {copy.feature.toLowerCase()} in your infrastructure today
        </Anchor>
      }
      data-state="not-enabled"
    />
  );
}

/** The repository has no flags uploaded / no components in its codecov.yml. */
export function MeasurementsNotConfigured({ kind }: { kind: MeasurementKind }) {
  const copy = measurementCopy[kind];
  const Icon = icons[kind];
  return (
    <EmptyState
      py="xl"
      icon={<Icon size={28} aria-hidden />}
      withIndicatorBackground
      title={`The ${copy.feature} feature is not yet configured`}
      description={
        kind === 'flags' ? (
          <Anchor href={copy.docs} target="_blank" rel="noreferrer">
            Learn how flags can help your team today
          </Anchor>
        ) : (
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              You will need to configure components in your yaml file to view the list of your components
              here.
            </Text>
            <Anchor href={copy.docs} target="_blank" rel="noreferrer">
              Get started with components
            </Anchor>
          </Stack>
        )
      }
      data-state="not-configured"
    />
  );
}

export interface BackfillStateProps {
  kind: MeasurementKind;
  provider: string;
  owner: string;
  repo: string;
  isMember: boolean;
  active: boolean;
}

/**
 * What replaces the table until the series exist: members may switch them on (the status query is asked
 * again on success, then polled while they fill); visitors are told the analytics are off.
 */
export function BackfillState({ kind, provider, owner, repo, isMember, active }: BackfillStateProps) {
  const copy = measurementCopy[kind];
  const activate = useActivateMeasurements();

  if (active) {
    return (
      <Center py="xl" data-state="backfilling">
        <Stack align="center" gap="sm" role="status">
          <Loader size="md" aria-hidden />
          <Text size="sm">It might take up to 1 hour to view your data.</Text>
        </Stack>
      </Center>
    );
  }
  if (!isMember) {
    return (
      <Center py="xl" data-state="disabled">
        <Text size="sm" c="dimmed">
          {copy.analytics} is disabled.
        </Text>
      </Center>
    );
  }

  const failed = () =>
    toast.error('Please try again. If the error persists please contact support', {
      title: copy.activationError,
      duration: 10_000,
    });

  return (
    <Box pos="relative" mih={240} data-state="inactive">
      {/* A dimmed stand-in for the table: it only hints at what will appear, so it is hidden from assistive tech. */}
      <Stack gap="xs" aria-hidden style={{ filter: 'blur(3px)' }} p="md">
        {[0, 1, 2, 3, 4].map((row) => (
          <Group key={row} gap="md" wrap="nowrap">
            <Box h={12} w="30%" bg="var(--mantine-color-default-border)" style={{ borderRadius: 4 }} />
            <Box h={12} w="30%" bg="var(--mantine-color-default-border)" style={{ borderRadius: 4 }} />
            <Box h={12} w="20%" bg="var(--mantine-color-default-border)" style={{ borderRadius: 4 }} />
          </Group>
        ))}
      </Stack>
      <Overlay backgroundOpacity={0} blur={0} center zIndex={1}>
        <Stack align="center" gap="sm">
          <IconChartBar size={28} aria-hidden />
          <Text fw={600}>No data to display</Text>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            Measurements are off for this repository. Enable them to see the coverage of each{' '}
            {kind === 'flags' ? 'flag' : 'component'} over time.
          </Text>
          <Button
            loading={activate.isPending}
            onClick={() =>
              activate.mutate(
                { provider, owner, repo, measurementType: copy.measurementType },
                {
                  onSuccess: (result) => {
                    if (result.error) failed();
                  },
                  onError: failed,
                },
              )
            }
          >
            {copy.enable}
          </Button>
        </Stack>
      </Overlay>
    </Box>
  );
}

export interface HistoricalTrendSelectProps {
  value: HistoricalTrend;
  onChange: (trend: HistoricalTrend) => void;
}

export function HistoricalTrendSelect({ value, onChange }: HistoricalTrendSelectProps) {
  return (
    <Select
      label="Historical trend"
      items={historicalTrends}
      value={value}
      itemToString={(trend) => historicalTrendLabels[trend]}
      onChange={onChange}
    />
  );
}

/** Parses the `historicalTrend` query parameter. */
export function parseHistoricalTrend(value: string, fallback: HistoricalTrend): HistoricalTrend {
  return (historicalTrends as readonly string[]).includes(value) ? (value as HistoricalTrend) : fallback;
}

/** Sparkline of the window plus the change; 'No Data' when nothing was measured. */
export function TrendCell({
  measurements,
  change,
  label,
}: {
  measurements: readonly MeasurementPoint[];
  change: number | null;
  label: string;
}) {
  const values = measurements.map((point) => point.avg);
  if (values.every((value) => value == null)) {
    return (
      <Text size="sm" c="dimmed">
        No Data
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The period's whole width is drawn, so a line measured only lately still starts under the header. */}
      <Box
        component="span"
        data-trend-track
        style={{
          display: 'inline-flex',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Sparkline values={values} label={label} />
      </Box>
      <CoverageChange value={change} />
    </Group>
  );
}

/** A labelled figure of the page header ('Configured flags' 12). */
export function HeaderStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={600} ff="monospace">
        {children}
      </Text>
    </Stack>
  );
}
