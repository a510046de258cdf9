import type { UpdateResolver } from '@urql/exchange-graphcache';
import type { OperationDefinitionNode } from 'graphql';
import { useCallback, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useApiClients } from '../client/api-client-provider';
import type { ApiClients } from '../client/create-api-clients';
import { registerMutationUpdate } from '../client/graphcache';
import { decodeVariables, errorForTypename } from './graphql-query';
import { type GraphqlQueryDefinition, readAnswer } from './query-definition';
import { toError } from './use-graphql-query';

/**
 * A mutation: a query definition plus `payload`, which picks the object holding `error` out of the answer,
 * and `cacheUpdate`, what the mutation changes in graphcache beyond the keyed entities of its answer (a list
 * it adds to or removes from, the viewer's `me`). Keyed entities in the answer update every view by themselves.
 */
export interface GraphqlMutationDefinition<
  TSchema extends v.GenericSchema,
  TResult,
> extends GraphqlQueryDefinition<TSchema, TResult> {
  payload: (
    data: v.InferOutput<TSchema>,
  ) => { error?: { __typename: string; message?: string | null } | null } | null | undefined;
  cacheUpdate?: UpdateResolver;
  /** Runs after a successful call (REST queries the change makes stale: `queryClient.invalidateQueries`). */
  onSuccess?: (result: TResult, clients: ApiClients) => Promise<unknown> | void;
}

/** The mutation field a document runs (`updateProfile`), under which graphcache finds its updater. */
function mutationField(
  document: GraphqlMutationDefinition<v.GenericSchema, unknown>['document'],
): string | undefined {
  const operation = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
  );
  const field = operation?.selectionSet.selections.find((selection) => selection.kind === 'Field');
  return field?.kind === 'Field' ? field.name.value : undefined;
}

/**
 * Runs a mutation through the provider's client (so graphcache writes its answer) and returns the selected
 * result. Spec §8: a payload `error` that is UnauthenticatedError, UnauthorizedError or NotFoundError is thrown
 * as the typed error; any other (ValidationError …) is returned for the caller to show.
 */
export async function runGraphqlMutation<TSchema extends v.GenericSchema, TResult>(
  clients: ApiClients,
  definition: GraphqlMutationDefinition<TSchema, TResult>,
): Promise<TResult> {
  const field = mutationField(definition.document);
  if (field && definition.cacheUpdate) registerMutationUpdate(field, definition.cacheUpdate);
  const { client } = clients.graphql(definition.provider);
  const result = await client
    .mutation(definition.document, decodeVariables(definition.variables ?? {}))
    .toPromise();
  let validated: v.InferOutput<TSchema> | undefined;
  const answer = readAnswer(
    {
      ...definition,
      select: (data) => {
        validated = data;
        return definition.select(data);
      },
    },
    result.data,
    result.error,
  );
  if (!answer.ok) throw answer.error;
  const payloadError = validated === undefined ? undefined : definition.payload(validated)?.error;
  if (payloadError && payloadError.__typename !== 'OwnerNotActivatedError') {
    const error = errorForTypename(payloadError.__typename, payloadError.message);
    if (error) throw error;
  }
  await definition.onSuccess?.(answer.data, clients);
  return answer.data;
}

export interface MutateCallbacks<TVariables, TResult> {
  onSuccess?: (result: TResult, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: (result: TResult | undefined, error: Error | null, variables: TVariables) => void;
}

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** A mutation's state, with the fields (and meanings) pages know from TanStack Query. */
export interface GraphqlMutationResult<TVariables, TResult> {
  mutate: (variables: TVariables, callbacks?: MutateCallbacks<TVariables, TResult>) => void;
  mutateAsync: (variables: TVariables, callbacks?: MutateCallbacks<TVariables, TResult>) => Promise<TResult>;
  reset: () => void;
  data: TResult | undefined;
  error: Error | null;
  variables: TVariables | undefined;
  status: MutationStatus;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

interface MutationState<TVariables, TResult> {
  status: MutationStatus;
  data?: TResult;
  error: Error | null;
  variables?: TVariables;
}

/** A mutation for a page: `define` builds the definition from the variables `mutate` is called with. */
export function useGraphqlMutation<TVariables, TSchema extends v.GenericSchema, TResult>(
  define: (variables: TVariables) => GraphqlMutationDefinition<TSchema, TResult>,
): GraphqlMutationResult<TVariables, TResult> {
  const clients = useApiClients();
  const [state, setState] = useState<MutationState<TVariables, TResult>>({ status: 'idle', error: null });
  // Only the latest call's outcome is shown, as with TanStack Query.
  const latest = useRef(0);
  const defineRef = useRef(define);
  defineRef.current = define;

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: MutateCallbacks<TVariables, TResult> = {}) => {
      const call = ++latest.current;
      setState({ status: 'pending', error: null, variables });
      try {
        const result = await runGraphqlMutation(clients, defineRef.current(variables));
        if (call === latest.current) setState({ status: 'success', data: result, error: null, variables });
        callbacks.onSuccess?.(result, variables);
        callbacks.onSettled?.(result, null, variables);
        return result;
      } catch (caught) {
        const error = toError(caught);
        if (call === latest.current) setState({ status: 'error', error, variables });
        callbacks.onError?.(error, variables);
        callbacks.onSettled?.(undefined, error, variables);
        throw error;
      }
    },
    [clients],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateCallbacks<TVariables, TResult>) => {
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle', error: null });
  }, []);

  return {
    mutate,
    mutateAsync,
    reset,
    data: state.data,
    error: state.error,
    variables: state.variables,
    status: state.status,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
