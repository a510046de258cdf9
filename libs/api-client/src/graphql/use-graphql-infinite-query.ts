import { useCallback, useEffect, useRef, useState } from 'react';
import { pipe, subscribe } from 'wonka';
import type * as v from 'valibot';
import { useApiClients } from '../client/api-client-provider';
import { QUERY_STALE_TIME } from '../client/query-client';
import type { PageCursor } from './schemas';
import type { GraphqlQueryDefinition } from './query-definition';
import {
  type GraphqlQueryResult,
  isPartialRead,
  queryResult,
  toError,
  useAnswer,
  useGraphqlRequest,
  useOperationSnapshot,
  useRefetch,
} from './use-graphql-query';

export interface GraphqlInfiniteQueryOptions {
  enabled?: boolean;
  /** While new variables load, keep showing the previous variables' list (`isPlaceholderData`). */
  keepPreviousData?: boolean;
  staleTime?: number;
}

/** Every page loaded so far, merged by graphcache into one (`pages` keeps TanStack Query's shape). */
export interface InfiniteData<TPage> {
  pages: TPage[];
  pageParams: Array<string | null>;
}

export type GraphqlInfiniteQueryResult<TPage> = GraphqlQueryResult<InfiniteData<TPage>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<void>;
};

/** A list's first page: the definition with `after: null`, the request the list starts with. */
export function firstPageQuery<TSchema extends v.GenericSchema, TPage>(
  definition: GraphqlQueryDefinition<TSchema, TPage>,
): GraphqlQueryDefinition<TSchema, TPage> {
  return { ...definition, variables: { ...definition.variables, after: null } };
}

/**
 * A list loaded page by page. The definition's document takes an `$after` cursor; graphcache merges the pages
 * of its connection field (`pagedConnections` in client/graphcache.ts), so the answer for the latest cursor is
 * the whole list loaded so far, and a return to the page starts with every page already loaded.
 */
export function useGraphqlInfiniteQuery<
  TSchema extends v.GenericSchema,
  TPage extends { pageInfo: PageCursor },
>(
  definition: GraphqlQueryDefinition<TSchema, TPage>,
  options: GraphqlInfiniteQueryOptions = {},
): GraphqlInfiniteQueryResult<TPage> {
  const enabled = options.enabled ?? true;
  const endpoint = useApiClients().graphql(definition.provider);
  const first = useGraphqlRequest(definition.document, firstPageQuery(definition).variables);
  const [cursor, setCursor] = useState<{ list: number; after: string | null }>({
    list: first.key,
    after: null,
  });
  const after = cursor.list === first.key ? cursor.after : null;
  const request = useGraphqlRequest(definition.document, { ...definition.variables, after });
  const snapshot = useOperationSnapshot(endpoint, request, {
    enabled,
    staleTime: options.staleTime ?? QUERY_STALE_TIME,
    // The pages loaded so far, while the next one comes from the server.
    acceptPartial: after !== null,
  });
  const answer = useAnswer(definition, snapshot?.result);
  const refetch = useRefetch(endpoint, first);

  // A mutation that drops the list (its `cacheUpdate`) leaves the first page missing from the cache: start again
  // from the first page, as a new visit would, rather than ask the server only for the last page read.
  useEffect(() => {
    if (!enabled || after === null) return undefined;
    let whole = false;
    const { unsubscribe } = pipe(
      endpoint.client.executeQuery(first, { requestPolicy: 'cache-only' }),
      subscribe((result) => {
        const missing = result.data == null || isPartialRead(result);
        if (!missing) whole = true;
        else if (whole) setCursor({ list: first.key, after: null });
      }),
    );
    return unsubscribe;
  }, [endpoint, first, after, enabled]);

  // The list as last shown: kept while the next page's first answer is on its way, and across variables when
  // `keepPreviousData` asks for it.
  const shown = useRef<{ list: number; page: TPage } | null>(null);
  if (answer?.ok) shown.current = { list: first.key, page: answer.data };
  const kept =
    !answer && shown.current && (shown.current.list === first.key || options.keepPreviousData)
      ? shown.current
      : null;
  const page = answer?.ok ? answer.data : kept?.page;
  const isPlaceholderData = !answer?.ok && !!kept && kept.list !== first.key;

  const fetching = enabled && (snapshot?.fetching ?? true);
  const hasNextPage = !!page?.pageInfo.hasNextPage && !!page.pageInfo.endCursor;
  const endCursor = page?.pageInfo.endCursor ?? null;
  const fetchNextPage = useCallback(async () => {
    if (endCursor) setCursor({ list: first.key, after: endCursor });
  }, [endCursor, first.key]);

  return {
    ...queryResult({
      data: page ? { pages: [page], pageParams: [null] } : undefined,
      error: answer && !answer.ok ? toError(answer.error) : null,
      fetching,
      isPlaceholderData,
      refetch,
    }),
    hasNextPage,
    isFetchingNextPage: after !== null && fetching && !isPlaceholderData,
    fetchNextPage,
  };
}
