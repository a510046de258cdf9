/**
 * The deletions answer no entity: their cache updates drop the repository's lists they change, so every
 * mounted view of those lists asks the server again, and the views of anything else stay as they are.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { UnauthorizedError } from '@canopy/api-client';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  graphqlMutationHandler,
  repositoryFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { useComponentMeasurements, useRepoComponentsSelector } from './component-measurements';
import { useDeleteComponentMeasurements } from './delete-component-measurements';
import { useDeleteFlag } from './delete-flag';
import { useFlagMeasurements } from './flag-measurements';
import { useMeasurementStatus } from './measurement-status';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };
const window = {
  interval: 'INTERVAL_7_DAY' as const,
  after: '2026-01-01T00:00:00Z',
  before: '2026-02-01T00:00:00Z',
};
// graphcache keys an Owner by these, as the server answers them.
const acme = { ownerid: 2, username: 'acme' };

function render<T>(hook: () => T) {
  return renderHook(hook, { wrapper: createApiWrapper(createTestApiClients()) });
}

const failure = (__typename: string, message: string) => ({ error: { __typename, message } });

const repositoryWith = (coverageAnalytics: object) => ({
  owner: { ...acme, repository: repositoryFixture({ coverageAnalytics: coverageAnalytics as never }) },
});

/** The repository's flags and components as the server holds them, and how often each query asked. */
function mockRepository() {
  const flags = ['e2e', 'integration', 'unit'];
  const components = [
    { componentId: 'api', name: 'API', measured: true },
    { componentId: 'web', name: 'Web', measured: true },
  ];
  const asked = { flagsTable: 0, status: 0, componentsTable: 0, componentsSelector: 0 };
  server.use(
    graphqlHandler('FlagMeasurements', ({ variables }) => {
      asked.flagsTable += 1;
      const names = (variables.filters as { flagsNames?: string[] }).flagsNames;
      const listed = names ? flags.filter((name) => names.includes(name)) : flags;
      const nodes = listed.map((name) => ({
        name,
        percentCovered: 80,
        percentChange: null,
        measurements: [],
      }));
      return repositoryWith({ flags: { ...connectionFixture(nodes), totalCount: nodes.length } });
    }),
    graphqlHandler('BackfillFlagMemberships', () => {
      asked.status += 1;
      return {
        config: { isTimescaleEnabled: true },
        ...repositoryWith({
          flagsMeasurementsActive: true,
          flagsMeasurementsBackfilled: true,
          flagsCount: flags.length,
        }),
      };
    }),
    graphqlHandler('ComponentMeasurements', () => {
      asked.componentsTable += 1;
      return repositoryWith({
        components: components.map(({ componentId, name, measured }) => ({
          componentId,
          name,
          percentCovered: measured ? 70 : null,
          percentChange: null,
          lastUploaded: null,
          measurements: measured ? [{ timestamp: '2026-01-01T00:00:00Z', avg: 70 }] : [],
        })),
      });
    }),
    graphqlHandler('RepoComponentsSelector', () => {
      asked.componentsSelector += 1;
      return repositoryWith({
        componentsYaml: components.map(({ componentId, name }) => ({ id: componentId, name })),
      });
    }),
  );
  return { flags, components, asked };
}

describe('useDeleteFlag', () => {
  it('sends the input; every flag list and the flags count of the repository are asked again', async () => {
    const { flags, asked } = mockRepository();
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('DeleteFlag', ({ variables }) => {
        const input = variables.input as { flagName: string };
        inputs.push(input);
        flags.splice(flags.indexOf(input.flagName), 1);
        return { deleteFlag: { error: null } };
      }),
    );
    const { result } = render(() => ({
      table: useFlagMeasurements({ ...repoArgs, ...window }),
      filtered: useFlagMeasurements({
        ...repoArgs,
        ...window,
        flags: ['unit', 'e2e'],
        orderingDirection: 'DESC',
      }),
      status: useMeasurementStatus({ ...repoArgs, kind: 'flags' }),
      components: useComponentMeasurements({ ...repoArgs, ...window }),
      deleteFlag: useDeleteFlag(),
    }));
    const names = (query: typeof result.current.table) =>
      query.data?.pages.flatMap((page) => page.flags.map(({ name }) => name));
    await waitFor(() => expect(names(result.current.table)).toEqual(['e2e', 'integration', 'unit']));
    await waitFor(() => expect(names(result.current.filtered)).toEqual(['e2e', 'unit']));
    await waitFor(() => expect(result.current.status.data?.count).toBe(3));
    await waitFor(() => expect(result.current.components.isSuccess).toBe(true));
    expect(asked).toMatchObject({ flagsTable: 2, status: 1, componentsTable: 1 });

    expect(await act(() => result.current.deleteFlag.mutateAsync({ ...repoArgs, flagName: 'unit' }))).toEqual(
      { error: null },
    );
    expect(inputs).toEqual([{ ownerUsername: 'acme', repoName: 'widgets', flagName: 'unit' }]);
    await waitFor(() => expect(names(result.current.table)).toEqual(['e2e', 'integration']));
    await waitFor(() => expect(names(result.current.filtered)).toEqual(['e2e']));
    await waitFor(() => expect(result.current.status.data?.count).toBe(2));
    // The components of the same repository are not the deletion's business.
    expect(asked).toMatchObject({ flagsTable: 4, status: 2, componentsTable: 1 });
  });

  it('hands back a validation error and rejects a refusal, changing nothing', async () => {
    const { asked } = mockRepository();
    server.use(
      graphqlMutationHandler('DeleteFlag', ({ variables }) => {
        const { flagName } = variables.input as { flagName: string };
        return {
          deleteFlag:
            flagName === 'locked'
              ? failure('UnauthorizedError', 'Admins only')
              : failure('ValidationError', 'Nope'),
        };
      }),
    );
    const { result } = render(() => ({
      table: useFlagMeasurements({ ...repoArgs, ...window }),
      deleteFlag: useDeleteFlag(),
    }));
    await waitFor(() => expect(result.current.table.isSuccess).toBe(true));

    expect(await act(() => result.current.deleteFlag.mutateAsync({ ...repoArgs, flagName: 'bad' }))).toEqual({
      error: { __typename: 'ValidationError', message: 'Nope' },
    });
    const locked = await act(() =>
      result.current.deleteFlag
        .mutateAsync({ ...repoArgs, flagName: 'locked' })
        .catch((error: unknown) => error),
    );
    expect(locked).toBeInstanceOf(UnauthorizedError);
    expect(locked).toMatchObject({ message: 'Admins only' });
    expect(result.current.table.data?.pages[0]?.flags).toHaveLength(3);
    expect(asked.flagsTable).toBe(1);
  });
});

describe('useDeleteComponentMeasurements', () => {
  it("sends the input; the repository's components tables are asked again, not its yaml's components", async () => {
    const { components, asked } = mockRepository();
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('DeleteComponentMeasurements', ({ variables }) => {
        const input = variables.input as { componentId: string };
        inputs.push(input);
        const component = components.find(({ componentId }) => componentId === input.componentId);
        if (component) component.measured = false;
        return { deleteComponentMeasurements: { error: null } };
      }),
    );
    const { result } = render(() => ({
      table: useComponentMeasurements({ ...repoArgs, ...window }),
      branchTable: useComponentMeasurements({ ...repoArgs, ...window, branch: 'feature/x' }),
      selector: useRepoComponentsSelector(repoArgs),
      remove: useDeleteComponentMeasurements(),
    }));
    const api = (query: typeof result.current.table) =>
      query.data?.find(({ componentId }) => componentId === 'api');
    await waitFor(() => expect(api(result.current.table)?.measurements).toHaveLength(1));
    await waitFor(() => expect(api(result.current.branchTable)?.measurements).toHaveLength(1));
    await waitFor(() => expect(result.current.selector.data).toHaveLength(2));
    expect(asked).toMatchObject({ componentsTable: 2, componentsSelector: 1 });

    expect(await act(() => result.current.remove.mutateAsync({ ...repoArgs, componentId: 'api' }))).toEqual({
      error: null,
    });
    expect(inputs).toEqual([{ ownerUsername: 'acme', repoName: 'widgets', componentId: 'api' }]);
    await waitFor(() => expect(api(result.current.table)?.measurements).toEqual([]));
    await waitFor(() => expect(api(result.current.branchTable)?.measurements).toEqual([]));
    expect(asked).toMatchObject({ componentsTable: 4, componentsSelector: 1 });
    expect(result.current.selector.data).toHaveLength(2);
  });
});
