import { replaceEqualDeep } from '@tanstack/react-query';
import { createRequest, type GraphQLRequest, type OperationResult, type RequestPolicy } from '@urql/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import { pipe, subscribe } from 'wonka';
import { useApiClients } from '../client/api-client-provider';
import type { GraphqlEndpoint } from '../client/create-api-clients';
import { QUERY_STALE_TIME } from '../client/query-client';
import { decodeVariables } from './graphql-query';
import { type Answer, type GraphqlQueryDefinition, readAnswer } from './query-definition';

export interface GraphqlQueryOptions<TData> {
  /** False holds the query back (a variable it needs is not known yet). */
  enabled?: boolean;
  /** While new variables load, keep showing the previous variables' data (`isPlaceholderData`). */
  keepPreviousData?: boolean;
  /**
   * How long an answer counts as fresh (spec §9: two minutes). A newer mount of a stale query shows the cached
   * answer and asks the server again. `Infinity` for answers that cannot change during a visit.
   */
  staleTime?: number;
  /** Asks the server again this many milliseconds after each answer, while it returns a number. */
  refetchInterval?: number | false | ((data: TData | undefined) => number | false);
  /** Only shows what other queries put in the cache (and follows it); never asks the server. */
  cacheOnly?: boolean;
  /** Asks the server again when the tab comes back into view, while this holds (spec §9: off by default). */
  refetchOnWindowFocus?: (data: TData | undefined) => boolean;
}

export type QueryStatus = 'pending' | 'error' | 'success';

interface QueryResultBase {
  fetchStatus: 'fetching' | 'idle';
  /** Pending and asking the server. */
  isLoading: boolean;
  isFetching: boolean;
  /** `data` is the previous variables' answer (`keepPreviousData`). */
  isPlaceholderData: boolean;
  /** Asks the server again; every view of the answer's entities updates. */
  refetch: () => Promise<void>;
}

/**
 * The state of a query, with the fields (and meanings) pages know from TanStack Query; narrowing on `status`,
 * `isPending`, `isError` or `isSuccess` narrows `data` and `error`.
 */
export type GraphqlQueryResult<TData> = QueryResultBase &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
    | {
        status: 'error';
        isPending: false;
        isSuccess: false;
        isError: true;
        data: TData | undefined;
        error: Error;
      }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: TData; error: null }
  );

interface Snapshot {
  endpoint: GraphqlEndpoint;
  key: number;
  result?: OperationResult;
  fetching: boolean;
}

/** The request of a definition, the same object while its document and variables stay the same. */
export function useGraphqlRequest(
  document: GraphqlQueryDefinition<v.GenericSchema, unknown>['document'],
  variables: Record<string, unknown> | undefined,
): GraphQLRequest {
  const variablesJson = JSON.stringify(variables ?? {});
  return useMemo(
    () => createRequest(document, decodeVariables(JSON.parse(variablesJson) as Record<string, unknown>)),
    [document, variablesJson],
  );
}

/** cache-first while the last answer from the server is fresh; otherwise the cache's answer and the server's. */
export function requestPolicyFor(endpoint: GraphqlEndpoint, key: number, staleTime: number): RequestPolicy {
  if (staleTime === Infinity) return 'cache-first';
  const age = endpoint.answerAge(key);
  return age !== undefined && age <= staleTime ? 'cache-first' : 'cache-and-network';
}

/**
 * A cache-only read that found nothing, or a stale one (graphcache read nothing and asks the server). Every view of an operation hears its results, so the page's query also
 * hears the empty read of a cache-only view of it (the header's); that is not an answer. A server answer that
 * reads back as null (a malformed one) is: it becomes the page's parsing error.
 */
export const isEmptyRead = (result: OperationResult): boolean =>
  (result.data === null || result.data === undefined) &&
  !result.error &&
  (result.operation.context.requestPolicy === 'cache-only' || result.stale);

/**
 * graphcache answers from what it holds; when part of a selection is missing it answers with the rest
 * (`stale`) while it asks the server. Pages wait for the whole answer instead of showing a half-empty one.
 * Not only while it asks: when another query fills an entity this one failed to load, graphcache answers
 * again from the cache alone (not `stale`), with the missing nullable fields as null; that is not an answer
 * from the server either, and the failure stays.
 */
export const isPartialRead = (result: OperationResult): boolean =>
  result.operation.context.meta?.cacheOutcome === 'partial';

/**
 * Subscribes to one GraphQL operation of the normalised cache (the cache of record, docs/adr/003): the answer
 * updates whenever any query or mutation changes an entity it shows.
 */
export function useOperationSnapshot(
  endpoint: GraphqlEndpoint,
  request: GraphQLRequest,
  {
    enabled,
    staleTime,
    acceptPartial,
    cacheOnly = false,
  }: { enabled: boolean; staleTime: number; acceptPartial: boolean; cacheOnly?: boolean },
): Snapshot | undefined {
  const [snapshot, setSnapshot] = useState<Snapshot>();
  useEffect(() => {
    if (!enabled) return undefined;
    const same = (s?: Snapshot) => s?.endpoint === endpoint && s.key === request.key;
    setSnapshot((previous) =>
      same(previous) ? { ...previous!, fetching: true } : { endpoint, key: request.key, fetching: true },
    );
    const requestPolicy = cacheOnly ? 'cache-only' : requestPolicyFor(endpoint, request.key, staleTime);
    const { unsubscribe } = pipe(
      endpoint.client.executeQuery(request, { requestPolicy }),
      subscribe((result) => {
        // Another query's answer can leave this one partly read, and graphcache does not then ask the server
        // again (that could loop): keep the whole answer or the error shown rather than one with holes as nulls.
        if (!acceptPartial && isPartialRead(result)) return;
        // Nothing cached yet for a cache-only view (this one or another view of the same operation): wait.
        if (isEmptyRead(result)) return;
        setSnapshot({
          endpoint,
          key: request.key,
          result,
          fetching: result.stale || !!result.hasNext,
        });
      }),
    );
    return unsubscribe;
  }, [endpoint, request, enabled, staleTime, acceptPartial, cacheOnly]);
  return snapshot?.endpoint === endpoint && snapshot.key === request.key ? snapshot : undefined;
}

/** Validates and selects each answer once, keeping the previous data object when nothing changed. */
export function useAnswer<TSchema extends v.GenericSchema, TData>(
  definition: GraphqlQueryDefinition<TSchema, TData>,
  result: OperationResult | undefined,
): Answer<TData> | undefined {
  const memo = useRef<{ result: OperationResult; answer: Answer<TData> } | null>(null);
  if (!result) return undefined;
  if (memo.current?.result === result) return memo.current.answer;
  const answer = readAnswer(definition, result.data, result.error);
  const previous = memo.current?.answer;
  const kept: Answer<TData> =
    answer.ok && previous?.ok ? { ok: true, data: replaceEqualDeep(previous.data, answer.data) } : answer;
  memo.current = { result, answer: kept };
  return kept;
}

/** Asks the server again for `request`; the subscribed views get the answer through the cache. */
export function useRefetch(endpoint: GraphqlEndpoint, request: GraphQLRequest): () => Promise<void> {
  return useCallback(async () => {
    await endpoint.client.executeQuery(request, { requestPolicy: 'network-only' }).toPromise();
  }, [endpoint, request]);
}

function useInterval(
  refetch: () => Promise<void>,
  interval: number | false,
  enabled: boolean,
  answeredKey: unknown,
): void {
  useEffect(() => {
    if (!enabled || interval === false || !(interval > 0)) return undefined;
    const timer = setTimeout(() => void refetch(), interval);
    return () => clearTimeout(timer);
  }, [refetch, interval, enabled, answeredKey]);
}

/**
 * A GraphQL query for a page: reads graphcache (cache-first while fresh, spec §9), validates the answer with
 * the definition's schema and shapes it with `select`. Failures are typed errors (`readAnswer`).
 */
export function useGraphqlQuery<TSchema extends v.GenericSchema, TData>(
  definition: GraphqlQueryDefinition<TSchema, TData>,
  options: GraphqlQueryOptions<TData> = {},
): GraphqlQueryResult<TData> {
  const enabled = options.enabled ?? true;
  const endpoint = useApiClients().graphql(definition.provider);
  const request = useGraphqlRequest(definition.document, definition.variables);
  const snapshot = useOperationSnapshot(endpoint, request, {
    enabled,
    staleTime: options.staleTime ?? QUERY_STALE_TIME,
    acceptPartial: false,
    cacheOnly: options.cacheOnly ?? false,
  });
  const answer = useAnswer(definition, snapshot?.result);
  const refetch = useRefetch(endpoint, request);

  const previous = useRef<TData | undefined>(undefined);
  if (answer?.ok) previous.current = answer.data;
  const placeholder = !answer && options.keepPreviousData ? previous.current : undefined;

  const data = answer?.ok ? answer.data : placeholder;
  const interval =
    typeof options.refetchInterval === 'function'
      ? options.refetchInterval(data)
      : (options.refetchInterval ?? false);
  useInterval(refetch, interval, enabled, snapshot?.result);
  const refetchOnFocus = !!options.refetchOnWindowFocus?.(data);
  useEffect(() => {
    if (!enabled || !refetchOnFocus) return undefined;
    const onFocus = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, refetchOnFocus, refetch]);

  return queryResult({
    data,
    error: answer && !answer.ok ? toError(answer.error) : null,
    fetching: enabled && !options.cacheOnly && (snapshot?.fetching ?? true),
    isPlaceholderData: placeholder !== undefined,
    refetch,
  });
}

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function queryResult<TData>({
  data,
  error,
  fetching,
  isPlaceholderData,
  refetch,
}: {
  data: TData | undefined;
  error: Error | null;
  fetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<void>;
}): GraphqlQueryResult<TData> {
  const base = {
    fetchStatus: fetching ? ('fetching' as const) : ('idle' as const),
    isFetching: fetching,
    isPlaceholderData,
    refetch,
  };
  if (error) {
    return {
      ...base,
      status: 'error',
      isPending: false,
      isLoading: false,
      isSuccess: false,
      isError: true,
      data,
      error,
    };
  }
  // Data kept from the previous variables counts as data, as TanStack Query's placeholder data does.
  if (data !== undefined) {
    return {
      ...base,
      status: 'success',
      isPending: false,
      isLoading: false,
      isSuccess: true,
      isError: false,
      data,
      error: null,
    };
  }
  return {
    ...base,
    status: 'pending',
    isPending: true,
    isLoading: fetching,
    isSuccess: false,
    isError: false,
    data: undefined,
    error: null,
  };
}
