import { useMemo, type ReactNode } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import {
  DEFAULT_HISTORICAL_TREND,
  measurementWindow,
  useMeasurementStatus,
  type MeasurementKind,
  type MeasurementWindow,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { useUrlParams } from '../common/use-url-params';
import { useRepoFrame } from '../common/repo-frame-context';
import {
  BackfillState,
  HeaderStat,
  HistoricalTrendSelect,
  MeasurementsNotConfigured,
  MeasurementsNotEnabled,
  parseHistoricalTrend,
} from './measurement-analytics';

const trendDefaults = { historicalTrend: DEFAULT_HISTORICAL_TREND as string };

export interface MeasurementsPageProps {
  kind: MeasurementKind;
  /** Shown first in the header row (the components' branch). */
  leading?: ReactNode;
  /** The page's "show by" select, last in the header row. */
  showBy: ReactNode;
  /** The table of measurements over the chosen period, once they are on and backfilled. */
  children: (period: MeasurementWindow) => ReactNode;
  /** @default 'flex-end' */
  align?: 'flex-end' | 'flex-start';
}

/**
 * The frame of the flags and components pages: the measurement status (pending, error, not enabled, none
 * configured), the count and the historical trend in the header, then the table or the backfill state.
 */
export function MeasurementsPage({
  kind,
  leading,
  showBy,
  children,
  align = 'flex-end',
}: MeasurementsPageProps) {
  const { provider, owner, repo, isMember, repository } = useRepoFrame();
  const status = useMeasurementStatus({ provider, owner, repo, kind });
  const [params, update] = useUrlParams(trendDefaults);
  const trend = parseHistoricalTrend(params.historicalTrend, DEFAULT_HISTORICAL_TREND);
  const period = useMemo(
    () => measurementWindow(trend, { oldestCommitAt: repository.oldestCommitAt }),
    [trend, repository.oldestCommitAt],
  );

  if (status.isPending) {
    return (
      <Stack gap="md" data-page={kind} aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (status.isError) return <PageError error={status.error} />;
  const { isTimescaleEnabled, active, backfilled, count } = status.data;
  if (!isTimescaleEnabled) return <MeasurementsNotEnabled kind={kind} />;
  if (count === 0) return <MeasurementsNotConfigured kind={kind} />;

  return (
    <Stack gap="lg" data-page={kind}>
      <Group align={align} gap="xl" wrap="wrap">
        {leading}
        <HeaderStat label={`Configured ${kind}`}>{count.toLocaleString('en-US')}</HeaderStat>
        <HistoricalTrendSelect value={trend} onChange={(historicalTrend) => update({ historicalTrend })} />
        {showBy}
      </Group>
      {active && backfilled ? (
        children(period)
      ) : (
        <BackfillState
          kind={kind}
          provider={provider}
          owner={owner}
          repo={repo}
          isMember={isMember}
          active={active}
        />
      )}
    </Stack>
  );
}
