import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readRepeatedParam, writeRepeatedParam } from '@canopy/routes';
import {
  bundleLoadTypes,
  bundleReportGroups,
  type BundleLoadType,
  type BundleReportGroup,
} from '@canopy/bundles-data-access';
import { DEFAULT_TREND, isTrend, type Trend } from '../bundle-trend/trend-window';

const known = <T extends string>(all: readonly T[], values: string[]): T[] =>
  all.filter((value) => values.includes(value));

export interface BundleFilterParams {
  /** "Show by type" (`types[]`); empty: every type. */
  types: BundleReportGroup[];
  /** "Show by loading" (`loading[]`); empty: every load type. */
  loading: BundleLoadType[];
  /** The trend chart's window (`trend`). */
  trend: Trend;
  setTypes: (types: readonly BundleReportGroup[]) => void;
  setLoading: (loading: readonly BundleLoadType[]) => void;
  setTrend: (trend: Trend) => void;
}

/**
 * The dashboard's filters, kept in the query string so a view can be shared and Back restores it; the branch
 * and bundle are in the path (`useBundlePath`). Each choice adds a history entry.
 */
export function useBundleFilterParams(): BundleFilterParams {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(serialized);
    const trend = current.get('trend') ?? DEFAULT_TREND;
    return {
      types: known(bundleReportGroups, readRepeatedParam(current, 'types')),
      loading: known(bundleLoadTypes, readRepeatedParam(current, 'loading')),
      trend: isTrend(trend) ? trend : DEFAULT_TREND,
    };
  }, [serialized]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    ...values,
    setTypes: (types) => update((next) => writeRepeatedParam(next, 'types', types)),
    setLoading: (loading) => update((next) => writeRepeatedParam(next, 'loading', loading)),
    setTrend: (trend) =>
      update((next) => (trend === DEFAULT_TREND ? next.delete('trend') : next.set('trend', trend))),
  };
}

/** The branch and bundle of the path (decoded by the router: 'feat%2Fx' is 'feat/x'). */
export function useBundlePath(): { branch: string | null; bundle: string | null } {
  const { branch, bundle } = useParams();
  return { branch: branch || null, bundle: bundle || null };
}
