import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRepeatedParam, writeRepeatedParam } from '@canopy/routes';
import {
  DEFAULT_TEST_RESULTS_INTERVAL,
  DEFAULT_TEST_RESULTS_SORT,
  testResultsFilterParameters,
  testResultsIntervals,
  testResultsOrderings,
  type TestResultsFilterParameter,
  type TestResultsInterval,
  type TestResultsSort,
} from '@canopy/tests-data-access';

const oneOf = <T extends string>(all: readonly T[], value: string | null): T | null =>
  all.find((candidate) => candidate === value) ?? null;

/** The query parameters of the dashboard, each left out while it has its default. */
const KEYS = ['historicalTrend', 'testSuites', 'flags', 'parameter', 'term', 'sort', 'direction'];

export interface TestsParams {
  /** "Historical trend" (`historicalTrend`). */
  interval: TestResultsInterval;
  /** "Test suites" (`testSuites[]`); empty: every suite. */
  testSuites: string[];
  /** "Flags" (`flags[]`); empty: every flag. */
  flags: string[];
  /** The metric card that filters the table (`parameter`). */
  parameter: TestResultsFilterParameter | null;
  /** "Search by name" (`term`). */
  term: string;
  /** The table's order (`sort`, `direction`). */
  sort: TestResultsSort;
  /** True while every parameter has its default. */
  isDefault: boolean;
  setInterval: (interval: TestResultsInterval) => void;
  setTestSuites: (suites: readonly string[]) => void;
  setFlags: (flags: readonly string[]) => void;
  /** Chooses the card's filter, or clears it when it is the one chosen. */
  toggleParameter: (parameter: TestResultsFilterParameter) => void;
  setTerm: (term: string) => void;
  setSort: (sort: TestResultsSort) => void;
  reset: () => void;
}

/**
 * The dashboard's filters, kept in the query string so a view can be shared and Back restores it; the branch
 * is in the path. Each choice adds a history entry.
 */
export function useTestsParams(): TestsParams {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(serialized);
    const sortParameter = oneOf(testResultsOrderings, current.get('sort'));
    const direction = oneOf(['ASC', 'DESC'] as const, current.get('direction'));
    return {
      interval: oneOf(testResultsIntervals, current.get('historicalTrend')) ?? DEFAULT_TEST_RESULTS_INTERVAL,
      testSuites: readRepeatedParam(current, 'testSuites'),
      flags: readRepeatedParam(current, 'flags'),
      parameter: oneOf(testResultsFilterParameters, current.get('parameter')),
      term: current.get('term') ?? '',
      sort: sortParameter
        ? { parameter: sortParameter, direction: direction ?? 'DESC' }
        : DEFAULT_TEST_RESULTS_SORT,
      isDefault: ![...current.keys()].some((name) =>
        KEYS.some((key) => name === key || name.startsWith(`${key}[`)),
      ),
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
  const setOrDelete = (next: URLSearchParams, key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);

  return {
    ...values,
    setInterval: (interval) =>
      update((next) =>
        setOrDelete(next, 'historicalTrend', interval === DEFAULT_TEST_RESULTS_INTERVAL ? null : interval),
      ),
    setTestSuites: (suites) => update((next) => writeRepeatedParam(next, 'testSuites', suites)),
    setFlags: (flags) => update((next) => writeRepeatedParam(next, 'flags', flags)),
    toggleParameter: (parameter) =>
      update((next) => setOrDelete(next, 'parameter', values.parameter === parameter ? null : parameter)),
    setTerm: (term) => update((next) => setOrDelete(next, 'term', term.trim() ? term : null)),
    setSort: (sort) =>
      update((next) => {
        const isDefault =
          sort.parameter === DEFAULT_TEST_RESULTS_SORT.parameter &&
          sort.direction === DEFAULT_TEST_RESULTS_SORT.direction;
        setOrDelete(next, 'sort', isDefault ? null : sort.parameter);
        setOrDelete(next, 'direction', isDefault ? null : sort.direction);
      }),
    reset: () =>
      update((next) => {
        for (const name of [...next.keys()]) {
          if (KEYS.some((key) => name === key || name.startsWith(`${key}[`))) next.delete(name);
        }
      }),
  };
}
