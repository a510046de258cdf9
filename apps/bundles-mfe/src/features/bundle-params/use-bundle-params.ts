import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  bundleLoadTypes,
  bundleReportGroups,
  type BundleLoadType,
  type BundleReportGroup,
} from '@canopy/bundles-data-access';
import { DEFAULT_TREND, isTrend, type Trend } from '../bundle-trend/trend-window';

/**
 * Every value of a repeated query parameter: `types[]=A` as the reference writes it, and `types=A` or
 * `types[0]=A` from hand-made links.
 */
function readAll(params: URLSearchParams, key: string): string[] {
  const values: string[] = [];
  for (const [name, value] of params) {
    if (value && (name === key || (name.startsWith(`${key}[`) && /^\[\d*\]$/.test(name.slice(key.length))))) {
      values.push(value);
    }
  }
  return values;
}

function writeAll(params: URLSearchParams, key: string, values: readonly string[]) {
  for (const name of [...params.keys()]) {
    if (name === key || name.startsWith(`${key}[`)) params.delete(name);
  }
  for (const value of values) params.append(`${key}[]`, value);
}

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
      types: known(bundleReportGroups, readAll(current, 'types')),
      loading: known(bundleLoadTypes, readAll(current, 'loading')),
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
    setTypes: (types) => update((next) => writeAll(next, 'types', types)),
    setLoading: (loading) => update((next) => writeAll(next, 'loading', loading)),
    setTrend: (trend) =>
      update((next) => (trend === DEFAULT_TREND ? next.delete('trend') : next.set('trend', trend))),
  };
}

/** The branch and bundle of the path (decoded by the router: 'feat%2Fx' is 'feat/x'). */
export function useBundlePath(): { branch: string | null; bundle: string | null } {
  const { branch, bundle } = useParams();
  return { branch: branch || null, bundle: bundle || null };
}
