import { act, renderHook } from '@testing-library/react';
import { UnauthorizedError, queryKeys } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlMutationHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { useDeleteComponentMeasurements } from './delete-component-measurements';
import { useDeleteFlag } from './delete-flag';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };

function render<T>(hook: () => T) {
  const clients = createTestApiClients();
  const invalidate = jest.spyOn(clients.queryClient, 'invalidateQueries');
  return { ...renderHook(hook, { wrapper: createApiWrapper(clients) }), invalidate };
}

const failure = (__typename: string, message: string) => ({ error: { __typename, message } });

describe('useDeleteFlag', () => {
  it('sends the input, refreshes the flag lists, table and count, and hands back a validation error', async () => {
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('DeleteFlag', ({ variables }) => {
        const input = variables.input as { flagName: string };
        inputs.push(input);
        if (input.flagName === 'bad') return { deleteFlag: failure('ValidationError', 'Nope') };
        if (input.flagName === 'locked') return { deleteFlag: failure('UnauthorizedError', 'Admins only') };
        return { deleteFlag: { error: null } };
      }),
    );
    const { result, invalidate } = render(() => useDeleteFlag());
    expect(await act(() => result.current.mutateAsync({ ...repoArgs, flagName: 'unit' }))).toEqual({
      error: null,
    });
    expect(inputs[0]).toEqual({ ownerUsername: 'acme', repoName: 'widgets', flagName: 'unit' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.repo.part('gh', 'acme', 'widgets', 'flags'),
      queryKeys.repo.part('gh', 'acme', 'widgets', 'flag-measurements'),
      queryKeys.repo.part('gh', 'acme', 'widgets', 'measurement-status', 'flags'),
    ]);

    invalidate.mockClear();
    expect(await act(() => result.current.mutateAsync({ ...repoArgs, flagName: 'bad' }))).toEqual({
      error: { __typename: 'ValidationError', message: 'Nope' },
    });
    expect(invalidate).not.toHaveBeenCalled();
    const locked = await act(() =>
      result.current.mutateAsync({ ...repoArgs, flagName: 'locked' }).catch((error: unknown) => error),
    );
    expect(locked).toBeInstanceOf(UnauthorizedError);
    expect(locked).toMatchObject({ message: 'Admins only' });
  });
});

describe('useDeleteComponentMeasurements', () => {
  it('sends the input and refreshes the components tables', async () => {
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('DeleteComponentMeasurements', ({ variables }) => {
        inputs.push(variables.input);
        return { deleteComponentMeasurements: { error: null } };
      }),
    );
    const { result, invalidate } = render(() => useDeleteComponentMeasurements());
    expect(await act(() => result.current.mutateAsync({ ...repoArgs, componentId: 'api' }))).toEqual({
      error: null,
    });
    expect(inputs).toEqual([{ ownerUsername: 'acme', repoName: 'widgets', componentId: 'api' }]);
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: queryKeys.repo.part('gh', 'acme', 'widgets', 'component-measurements'),
    });
  });
});
