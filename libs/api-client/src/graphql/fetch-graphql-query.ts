import { createRequest } from '@urql/core';
import type * as v from 'valibot';
import { filter, pipe, take, toPromise } from 'wonka';
import type { ApiClients } from '../client/create-api-clients';
import { QUERY_STALE_TIME } from '../client/query-client';
import { decodeVariables } from './graphql-query';
import { type GraphqlQueryDefinition, readAnswer } from './query-definition';
import { firstPageQuery } from './use-graphql-infinite-query';
import { isEmptyRead, isPartialRead, requestPolicyFor } from './use-graphql-query';

/**
 * Reads a query outside React (a route loader, a hover that warms the next page): from graphcache while the
 * last answer is fresh (spec §9), otherwise from the server, which also fills the cache for the page's hook.
 * Rejects with the typed error of the answer.
 */
export async function fetchGraphqlQuery<TSchema extends v.GenericSchema, TData>(
  clients: ApiClients,
  definition: GraphqlQueryDefinition<TSchema, TData>,
  { staleTime = QUERY_STALE_TIME }: { staleTime?: number } = {},
): Promise<TData> {
  const endpoint = clients.graphql(definition.provider);
  const request = createRequest(definition.document, decodeVariables(definition.variables ?? {}));
  const policy = requestPolicyFor(endpoint, request.key, staleTime);
  const result = await pipe(
    endpoint.client.executeQuery(request, {
      requestPolicy: policy === 'cache-first' ? 'cache-first' : 'network-only',
    }),
    // Views of the same operation share its results: wait for a whole answer, not another view's empty read.
    filter((answer) => !answer.stale && !isEmptyRead(answer) && !isPartialRead(answer)),
    take(1),
    toPromise,
  );
  const answer = readAnswer(definition, result.data, result.error);
  if (!answer.ok) throw answer.error;
  return answer.data;
}

/** Warms the cache for a page about to open; failures are left for the page to show. */
export function prefetchGraphqlQuery<TSchema extends v.GenericSchema, TData>(
  clients: ApiClients,
  definition: GraphqlQueryDefinition<TSchema, TData>,
): void {
  fetchGraphqlQuery(clients, definition).catch(() => undefined);
}

/** Warms the cache with the first page of a list read by `useGraphqlInfiniteQuery`, the page it starts with. */
export function prefetchGraphqlInfiniteQuery<TSchema extends v.GenericSchema, TPage>(
  clients: ApiClients,
  definition: GraphqlQueryDefinition<TSchema, TPage>,
): void {
  prefetchGraphqlQuery(clients, firstPageQuery(definition));
}
