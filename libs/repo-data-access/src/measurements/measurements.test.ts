import { act, renderHook, waitFor } from '@testing-library/react';
import { NotFoundError, OwnerNotActivatedError, UnauthenticatedError } from '@canopy/api-client';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  graphqlMutationHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { useActivateMeasurements } from './activate-measurements';
import { useComponentMeasurements, useRepoComponentsSelector } from './component-measurements';
import { useFlagMeasurements } from './flag-measurements';
import { BACKFILL_POLL_INTERVAL, useMeasurementStatus } from './measurement-status';
import { useReposCoverageMeasurements } from './repos-coverage-measurements';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };
// graphcache keys an Owner by these, as the server answers them.
const acme = { ownerid: 2, username: 'acme' };
const window = {
  interval: 'INTERVAL_7_DAY' as const,
  after: '2026-01-01T00:00:00Z',
  before: '2026-02-01T00:00:00Z',
};

function render<T>(hook: () => T) {
  return renderHook(hook, { wrapper: createApiWrapper(createTestApiClients()) });
}

function statusAnswer(
  kind: 'flags' | 'components',
  { active, backfilled, count = 2 }: { active: boolean; backfilled: boolean; count?: number },
) {
  return {
    config: { isTimescaleEnabled: true },
    owner: {
      ...acme,
      repository: repositoryFixture({
        coverageAnalytics: (kind === 'flags'
          ? { flagsMeasurementsActive: active, flagsMeasurementsBackfilled: backfilled, flagsCount: count }
          : {
              componentsMeasurementsActive: active,
              componentsMeasurementsBackfilled: backfilled,
              componentsCount: count,
            }) as never,
      }),
    },
  };
}

const flag = (name: string, avgs: (number | null)[]) => ({
  name,
  percentCovered: 80,
  percentChange: 1.5,
  measurements: avgs.map((avg, index) => ({ timestamp: `2026-01-0${index + 1}T00:00:00Z`, avg })),
});

describe('useMeasurementStatus', () => {
  it('reads the flag backfill state and the timescale switch', async () => {
    server.use(
      graphqlHandler('BackfillFlagMemberships', {
        config: { isTimescaleEnabled: true },
        owner: {
          ...acme,
          repository: repositoryFixture({
            coverageAnalytics: {
              flagsMeasurementsActive: true,
              flagsMeasurementsBackfilled: false,
              flagsCount: 4,
            } as never,
          }),
        },
      }),
    );
    const { result } = render(() => useMeasurementStatus({ ...repoArgs, kind: 'flags' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      isTimescaleEnabled: true,
      active: true,
      backfilled: false,
      count: 4,
    });
  });

  it('reads the component state and rejects for a missing repository or a non-activated viewer', async () => {
    server.use(
      graphqlHandler('BackfillComponentMemberships', ({ variables }) => ({
        config: { isTimescaleEnabled: true },
        owner: {
          ...acme,
          repository:
            variables.repo === 'gone'
              ? notFoundErrorFixture()
              : variables.repo === 'locked'
                ? ownerNotActivatedErrorFixture()
                : repositoryFixture({
                    coverageAnalytics: {
                      componentsMeasurementsActive: false,
                      componentsMeasurementsBackfilled: false,
                      componentsCount: 2,
                    } as never,
                  }),
        },
      })),
    );
    const ok = render(() => useMeasurementStatus({ ...repoArgs, kind: 'components' }));
    await waitFor(() => expect(ok.result.current.isSuccess).toBe(true));
    expect(ok.result.current.data).toMatchObject({ active: false, count: 2 });
    const gone = render(() => useMeasurementStatus({ ...repoArgs, repo: 'gone', kind: 'components' }));
    await waitFor(() => expect(gone.result.current.error).toBeInstanceOf(NotFoundError));
    const locked = render(() => useMeasurementStatus({ ...repoArgs, repo: 'locked', kind: 'components' }));
    await waitFor(() => expect(locked.result.current.error).toBeInstanceOf(OwnerNotActivatedError));
  });
});

describe('useMeasurementStatus while the series fill', () => {
  afterEach(() => jest.useRealTimers());

  it('asks again every 5 seconds while the series are active but not backfilled, then stops', async () => {
    jest.useFakeTimers();
    let backfilled = false;
    let asked = 0;
    server.use(
      graphqlHandler('BackfillFlagMemberships', () => {
        asked += 1;
        return statusAnswer('flags', { active: true, backfilled });
      }),
    );
    const { result } = render(() => useMeasurementStatus({ ...repoArgs, kind: 'flags' }));
    await waitFor(() => expect(result.current.data).toMatchObject({ active: true, backfilled: false }));
    expect(asked).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(BACKFILL_POLL_INTERVAL));
    await waitFor(() => expect(asked).toBe(2));
    backfilled = true;
    await act(() => jest.advanceTimersByTimeAsync(BACKFILL_POLL_INTERVAL));
    await waitFor(() => expect(result.current.data?.backfilled).toBe(true));
    expect(asked).toBe(3);

    await act(() => jest.advanceTimersByTimeAsync(BACKFILL_POLL_INTERVAL * 3));
    expect(asked).toBe(3);
  });

  it('does not poll series that are off', async () => {
    jest.useFakeTimers();
    let asked = 0;
    server.use(
      graphqlHandler('BackfillComponentMemberships', () => {
        asked += 1;
        return statusAnswer('components', { active: false, backfilled: false });
      }),
    );
    const { result } = render(() => useMeasurementStatus({ ...repoArgs, kind: 'components' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => jest.advanceTimersByTimeAsync(BACKFILL_POLL_INTERVAL * 3));
    expect(asked).toBe(1);
  });
});

describe('useFlagMeasurements', () => {
  it('pages with the end cursor and averages each flag over the window', async () => {
    const calls: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('FlagMeasurements', ({ variables }) => {
        calls.push(variables);
        const page =
          variables.after == null
            ? {
                ...connectionFixture([flag('unit', [50, null, 70])], { hasNextPage: true, endCursor: 'c1' }),
                totalCount: 2,
              }
            : { ...connectionFixture([flag('e2e', [])]), totalCount: 2 };
        return {
          owner: { ...acme, repository: repositoryFixture({ coverageAnalytics: { flags: page } as never }) },
        };
      }),
    );
    const { result } = render(() =>
      useFlagMeasurements({ ...repoArgs, ...window, flags: ['unit', 'e2e'], orderingDirection: 'DESC' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.flags[0]).toMatchObject({
      name: 'unit',
      averageCoverage: 60,
      // The server answers it over the same window as the measurements.
      percentChange: 1.5,
    });
    expect(calls[0]).toMatchObject({
      name: 'acme',
      repo: 'widgets',
      filters: { flagsNames: ['unit', 'e2e'] },
      orderingDirection: 'DESC',
      interval: 'INTERVAL_7_DAY',
      afterDate: window.after,
      beforeDate: window.before,
      first: 20,
    });
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    // The next page joins the list loaded so far.
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.flags.map(({ name }) => name))).toEqual([
        'unit',
        'e2e',
      ]),
    );
    expect(calls[1]).toMatchObject({ after: 'c1' });
    expect(result.current.data?.pages[0]?.flags[1]).toMatchObject({ name: 'e2e', averageCoverage: null });
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('useComponentMeasurements', () => {
  it('asks for a branch and components, newest name order first by default', async () => {
    const calls: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('ComponentMeasurements', ({ variables }) => {
        calls.push(variables);
        return {
          owner: {
            ...acme,
            repository: repositoryFixture({
              coverageAnalytics: {
                components: [
                  {
                    componentId: 'api',
                    name: 'API',
                    percentCovered: 70,
                    percentChange: null,
                    lastUploaded: '2026-01-02T00:00:00Z',
                    measurements: [{ timestamp: '2026-01-01T00:00:00Z', avg: 70 }],
                  },
                ],
              } as never,
            }),
          },
        };
      }),
      graphqlHandler('RepoComponentsSelector', {
        owner: {
          ...acme,
          repository: repositoryFixture({
            coverageAnalytics: { componentsYaml: [{ id: 'api', name: 'API' }] } as never,
          }),
        },
      }),
    );
    const { result } = render(() =>
      useComponentMeasurements({ ...repoArgs, ...window, branch: 'main', components: ['api'] }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      {
        componentId: 'api',
        name: 'API',
        percentCovered: 70,
        percentChange: null,
        lastUploaded: '2026-01-02T00:00:00Z',
        measurements: [{ timestamp: '2026-01-01T00:00:00Z', avg: 70 }],
      },
    ]);
    expect(calls[0]).toMatchObject({
      branch: 'main',
      filters: { components: ['api'] },
      orderingDirection: 'DESC',
    });
    const selector = render(() => useRepoComponentsSelector(repoArgs));
    await waitFor(() => expect(selector.result.current.data).toEqual([{ id: 'api', name: 'API' }]));
  });
});

describe('useReposCoverageMeasurements', () => {
  it('sends the chosen repositories and returns the series; a missing owner is not found', async () => {
    const calls: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('GetReposCoverageMeasurements', ({ variables }) => {
        calls.push(variables);
        if (variables.owner === 'nobody') return { owner: null };
        return {
          owner: {
            ...acme,
            measurements: [{ timestamp: '2026-01-01T00:00:00Z', avg: 42, min: 40, max: 44 }],
          },
        };
      }),
    );
    const { result } = render(() =>
      useReposCoverageMeasurements({
        provider: 'gh',
        owner: 'acme',
        interval: 'INTERVAL_1_DAY',
        repos: ['widgets'],
      }),
    );
    await waitFor(() =>
      expect(result.current.data).toEqual([{ timestamp: '2026-01-01T00:00:00Z', avg: 42 }]),
    );
    expect(calls[0]).toMatchObject({ owner: 'acme', interval: 'INTERVAL_1_DAY', repos: ['widgets'] });
    const missing = render(() =>
      useReposCoverageMeasurements({ provider: 'gh', owner: 'nobody', interval: 'INTERVAL_1_DAY' }),
    );
    await waitFor(() => expect(missing.result.current.error).toBeInstanceOf(NotFoundError));
    expect(calls[1]).toMatchObject({ repos: null });
  });
});

describe('useActivateMeasurements', () => {
  it('returns a validation error, rejects when signed out, and refreshes the status on success', async () => {
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('ActivateMeasurements', ({ variables }) => {
        const input = variables.input as { repoName: string };
        inputs.push(input);
        if (input.repoName === 'bad') {
          return { activateMeasurements: { error: { __typename: 'ValidationError', message: 'Nope' } } };
        }
        if (input.repoName === 'anon') {
          return {
            activateMeasurements: {
              error: { __typename: 'UnauthenticatedError', message: 'Please log in.' },
            },
          };
        }
        return { activateMeasurements: { error: null } };
      }),
    );
    const { result } = render(() => useActivateMeasurements());
    const ok = await act(() => result.current.mutateAsync({ ...repoArgs, measurementType: 'FLAG_COVERAGE' }));
    expect(ok).toEqual({ error: null });
    expect(inputs[0]).toEqual({ owner: 'acme', repoName: 'widgets', measurementType: 'FLAG_COVERAGE' });
    const bad = await act(() =>
      result.current.mutateAsync({ ...repoArgs, repo: 'bad', measurementType: 'COMPONENT_COVERAGE' }),
    );
    expect(bad).toEqual({ error: { __typename: 'ValidationError', message: 'Nope' } });
    await expect(
      act(() => result.current.mutateAsync({ ...repoArgs, repo: 'anon', measurementType: 'FLAG_COVERAGE' })),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});

describe('useActivateMeasurements beside the status', () => {
  it('has the status of the activated series asked again, and only that one', async () => {
    let flagsActive = false;
    const asked = { flags: 0, components: 0 };
    server.use(
      graphqlHandler('BackfillFlagMemberships', () => {
        asked.flags += 1;
        return statusAnswer('flags', { active: flagsActive, backfilled: flagsActive });
      }),
      graphqlHandler('BackfillComponentMemberships', () => {
        asked.components += 1;
        return statusAnswer('components', { active: false, backfilled: false });
      }),
      graphqlMutationHandler('ActivateMeasurements', ({ variables }) => {
        if ((variables.input as { repoName: string }).repoName === 'bad') {
          return { activateMeasurements: { error: { __typename: 'ValidationError', message: 'Nope' } } };
        }
        flagsActive = true;
        return { activateMeasurements: { error: null } };
      }),
    );
    const { result } = render(() => ({
      flags: useMeasurementStatus({ ...repoArgs, kind: 'flags' }),
      components: useMeasurementStatus({ ...repoArgs, kind: 'components' }),
      activate: useActivateMeasurements(),
    }));
    await waitFor(() => expect(result.current.flags.data?.active).toBe(false));
    await waitFor(() => expect(result.current.components.isSuccess).toBe(true));

    // A refused activation changes nothing.
    await act(() =>
      result.current.activate.mutateAsync({ ...repoArgs, repo: 'bad', measurementType: 'FLAG_COVERAGE' }),
    );
    expect(asked).toEqual({ flags: 1, components: 1 });

    await act(() => result.current.activate.mutateAsync({ ...repoArgs, measurementType: 'FLAG_COVERAGE' }));
    await waitFor(() => expect(result.current.flags.data).toMatchObject({ active: true, backfilled: true }));
    expect(asked).toEqual({ flags: 2, components: 1 });
    expect(result.current.components.data?.active).toBe(false);
  });
});
