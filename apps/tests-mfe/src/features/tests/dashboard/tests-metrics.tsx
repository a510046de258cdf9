import type { ReactNode } from 'react';
import {
  ActionIcon,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type {
  FlakeAggregates,
  TestResultsAggregates,
  TestResultsFilterParameter,
  TestResultsInterval,
} from '@canopy/tests-data-access';
import { formatCount, formatDuration, formatPercentChange, formatRate } from './format';

/** "over the last {interval}" of the tooltips. */
export const intervalPhrases: Record<TestResultsInterval, string> = {
  INTERVAL_30_DAY: '30 days',
  INTERVAL_7_DAY: '7 days',
  INTERVAL_1_DAY: 'day',
};

function Change({ value }: { value: number | null }) {
  const text = formatPercentChange(value);
  if (text === null) return null;
  // Every figure here is better lower: more time, failures or flakes than before is a regression.
  const color = value! > 0 ? 'red' : value! < 0 ? 'teal' : 'dimmed';
  return (
    <Text span size="sm" c={color} fw={500} data-testid="metric-change">
      {text}
    </Text>
  );
}

interface MetricProps {
  title: string;
  value: string;
  change?: number | null;
  tooltip: string;
  description?: ReactNode;
  /** The table filter the card toggles; absent: the card is not clickable. */
  filter?: TestResultsFilterParameter;
  active?: TestResultsFilterParameter | null;
  onFilter?: (parameter: TestResultsFilterParameter) => void;
}

function Metric({
  title,
  value,
  change = null,
  tooltip,
  description,
  filter,
  active,
  onFilter,
}: MetricProps) {
  const pressed = !!filter && active === filter;
  const figure = (
    <Stack gap={2}>
      <Text size="xl" fw={pressed ? 700 : 500} data-testid={`metric-${title}`}>
        {value} <Change value={change} />
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper
      withBorder
      p="sm"
      data-metric={title}
      data-active={pressed || undefined}
      style={pressed ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600} component="div" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {title}
          <Tooltip label={tooltip} multiline w={260} withArrow>
            <ActionIcon variant="subtle" color="gray" size="xs" aria-label={`About ${title}: ${tooltip}`}>
              <IconInfoCircle size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Text>
        {filter && onFilter ? (
          // The visible figure is part of the button's name (screen readers and voice control match it).
          <UnstyledButton onClick={() => onFilter(filter)} aria-pressed={pressed}>
            <VisuallyHidden>{title}: </VisuallyHidden>
            {figure}
            <VisuallyHidden>
              {pressed ? ', showing only these tests' : ', show only these tests'}
            </VisuallyHidden>
          </UnstyledButton>
        ) : (
          figure
        )}
      </Stack>
    </Paper>
  );
}

function Group({ title, children, isLoading }: { title: string; children: ReactNode; isLoading: boolean }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text size="sm" fw={600} c="dimmed">
        {title}
      </Text>
      {isLoading ? <Skeleton height={88} /> : children}
    </Stack>
  );
}

export interface TestsMetricsProps {
  interval: TestResultsInterval;
  aggregates: TestResultsAggregates | null;
  flakes: FlakeAggregates | null;
  /** False where the plan has no flake detection (Team and Free plans, private repositories). */
  flakesShown?: boolean;
  isLoading: boolean;
  active: TestResultsFilterParameter | null;
  onFilter: (parameter: TestResultsFilterParameter) => void;
}

/** The default branch's figures over the window, each with its change against the window before. */
export function TestsMetrics({
  interval,
  aggregates,
  flakes,
  flakesShown = true,
  isLoading,
  active,
  onFilter,
}: TestsMetricsProps) {
  const filterProps = { active, onFilter };
  const slowCount = aggregates?.totalSlowTests ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="tests-metrics">
      <Group title="Improve CI Run Efficiency" isLoading={isLoading}>
        <SimpleGrid cols={{ base: 1, sm: flakesShown ? 3 : 2 }} spacing="sm">
          <Metric
            title="Total test run time"
            value={formatDuration(aggregates?.totalDuration ?? 0)}
            change={aggregates?.totalDurationPercentChange}
            tooltip={`The cumulative CI time spent running tests over the last ${intervalPhrases[interval]}.`}
          />
          <Metric
            title="Slowest tests"
            value={formatCount(slowCount)}
            change={aggregates?.totalSlowTestsPercentChange}
            tooltip="The tests above the 95th percentile of average run time (at most 100)."
            description={`The slowest ${formatCount(slowCount)} tests take ${formatDuration(aggregates?.slowestTestsDuration ?? 0)}`}
            filter="SLOWEST_TESTS"
            {...filterProps}
          />
          {flakesShown && (
            <Metric
              title="Time lost to flakes"
              value={formatDuration(flakes?.timeLostToFlakes ?? 0)}
              change={flakes?.timeLostToFlakesPercentChange}
              tooltip={`The CI time flaky failures took over the last ${intervalPhrases[interval]}: each at its test's average run time.`}
            />
          )}
        </SimpleGrid>
      </Group>
      <Group title="Improve Test Performance" isLoading={isLoading}>
        <SimpleGrid cols={{ base: 2, sm: flakesShown ? 4 : 2 }} spacing="sm">
          {flakesShown && (
            <>
              <Metric
                title="Flaky tests"
                value={formatCount(flakes?.flakeCount ?? 0)}
                change={flakes?.flakeCountPercentChange}
                tooltip="Tests that failed and passed without a code change, or failed on the default branch, and have not passed 30 times in a row since."
                filter="FLAKY_TESTS"
                {...filterProps}
              />
              <Metric
                title="Avg. flake rate"
                value={formatRate(flakes?.flakeRate ?? 0)}
                change={flakes?.flakeRatePercentChange}
                tooltip={`The average of the flaky tests' flaky failures over their runs, over the last ${intervalPhrases[interval]}.`}
              />
            </>
          )}
          <Metric
            title="Failed test runs"
            value={formatCount(aggregates?.totalFails ?? 0)}
            change={aggregates?.totalFailsPercentChange}
            tooltip={`The test runs that failed over the last ${intervalPhrases[interval]}, flaky failures included.`}
            filter="FAILED_TESTS"
            {...filterProps}
          />
          <Metric
            title="Skipped test runs"
            value={formatCount(aggregates?.totalSkips ?? 0)}
            change={aggregates?.totalSkipsPercentChange}
            tooltip={`The test runs that were skipped over the last ${intervalPhrases[interval]}.`}
            filter="SKIPPED_TESTS"
            {...filterProps}
          />
        </SimpleGrid>
      </Group>
    </SimpleGrid>
  );
}
