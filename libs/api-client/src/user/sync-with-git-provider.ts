import { gql } from '@urql/core';
import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { useApiClients } from '../client/api-client-provider';
import { invalidateField, mutationSucceeded } from '../client/cache-updates';
import { registerQueryUpdate } from '../client/graphcache';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { MutationErrorSchema } from '../graphql/schemas';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { IsSyncingWithGitProviderQuery, SyncWithGitProviderMutation } from '../generated/operations';

/** How often a running sync is asked about. */
export const SYNC_POLL_INTERVAL = 2000;

export const SyncWithGitProviderDocument = gql`
  mutation SyncWithGitProvider {
    syncWithGitProvider {
      me {
        isSyncingWithGitProvider
      }
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const SyncWithGitProviderSchema = v.object({
  syncWithGitProvider: v.nullable(
    v.object({
      me: v.nullish(v.object({ isSyncingWithGitProvider: v.boolean() })),
      error: MutationErrorSchema,
    }),
  ),
});

export const IsSyncingWithGitProviderDocument = gql`
  query IsSyncingWithGitProvider {
    me {
      isSyncingWithGitProvider
    }
  }
`;

export const IsSyncingWithGitProviderSchema = v.object({
  me: v.nullable(v.object({ isSyncingWithGitProvider: v.boolean() })),
});

// The caches (one per provider) that have seen a sync wait or run: when one says it is over, what the sync
// changed is dropped from that cache once.
const syncsUnderWay = new WeakSet<Cache>();
const ME = 'Query.me';

function noteSync(cache: Cache, syncing: boolean | undefined): void {
  if (syncing === true) {
    syncsUnderWay.add(cache);
  } else if (syncing === false && syncsUnderWay.delete(cache)) {
    // A sync adds and removes organisations and repositories: every owner's lists and the viewer's own. The
    // viewer's `me` (no key: filed under `Query.me`) keeps the answer being written, so its query does not ask
    // again for nothing.
    invalidateField(cache, 'Query', 'owner');
    for (const field of cache.inspectFields(ME)) {
      if (field.fieldName !== 'isSyncingWithGitProvider' && field.fieldName !== '__typename')
        cache.invalidate(ME, field.fieldName, field.arguments ?? undefined);
    }
  }
}

// Any query that reads `me { isSyncingWithGitProvider }` tells whether the sync is over.
registerQueryUpdate('me', (result, _args, cache) => {
  const me = result['me'] as { isSyncingWithGitProvider?: boolean } | null | undefined;
  noteSync(cache, me?.isSyncingWithGitProvider);
});

/** The mutation's answer says the sync is queued: the polling query starts from that at once. */
const startSync: UpdateResolver = (result, _args, cache) => {
  if (!mutationSucceeded(result, 'syncWithGitProvider')) return;
  const payload = result['syncWithGitProvider'] as { me?: { isSyncingWithGitProvider?: boolean } | null };
  if (payload.me?.isSyncingWithGitProvider !== true) return;
  cache.updateQuery({ query: IsSyncingWithGitProviderDocument }, () => ({
    __typename: 'Query',
    me: { __typename: 'Me', isSyncingWithGitProvider: true },
  }));
};

export interface SyncWithGitProviderVariables {
  provider: string;
}

export interface SyncWithGitProviderResult {
  /** The sync waits or runs (false when the server had nothing to start). */
  isSyncing: boolean;
  error: { __typename: string; message: string | null } | null;
}

/**
 * Spec §7: asks the server to read the signed-in person's organisations and repositories from their git host
 * again. It runs in the background; `useIsSyncingWithGitProvider` follows it and refreshes what it changed.
 */
export const syncWithGitProviderMutation = ({ provider }: SyncWithGitProviderVariables) => ({
  document: SyncWithGitProviderDocument,
  variables: {},
  provider,
  schema: SyncWithGitProviderSchema,
  payload: (data: v.InferOutput<typeof SyncWithGitProviderSchema>) => data.syncWithGitProvider,
  select: (data: v.InferOutput<typeof SyncWithGitProviderSchema>): SyncWithGitProviderResult => {
    const payload = data.syncWithGitProvider;
    const error = payload?.error
      ? { __typename: payload.error.__typename, message: payload.error.message ?? null }
      : null;
    return { isSyncing: !error && !!payload?.me?.isSyncingWithGitProvider, error };
  },
  cacheUpdate: startSync,
});

export const useSyncWithGitProvider = () => useGraphqlMutation(syncWithGitProviderMutation);

/** Whether a sync of the signed-in person waits or runs; false for a guest. */
export const isSyncingWithGitProviderQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: IsSyncingWithGitProviderDocument,
    provider,
    schema: IsSyncingWithGitProviderSchema,
    select: (data): boolean => !!data.me?.isSyncingWithGitProvider,
  });

export interface IsSyncingOptions {
  /** False holds the query back (a guest, a visitor). @default true */
  enabled?: boolean;
  /** Runs once each time a sync this page saw is over, after the user records were refreshed. */
  onFinished?: () => void;
}

/**
 * Follows the signed-in person's sync: asks every 2 seconds while it waits or runs, and stops when it is over.
 * When one ends, the owners' GraphQL lists and `me` are dropped from the cache (the update above) and the REST
 * user records (`/internal/user`, whose owners the landing redirect reads) are asked again; then `onFinished`
 * runs. graphcache does not ask again for a view on screen that another query's answer emptied (it could loop),
 * so a page showing a list the sync changes refetches it in `onFinished`.
 */
export function useIsSyncingWithGitProvider(
  provider: string,
  { enabled = true, onFinished }: IsSyncingOptions = {},
) {
  const { queryClient } = useApiClients();
  const query = useGraphqlQuery(isSyncingWithGitProviderQuery(provider), {
    enabled,
    refetchInterval: (syncing) => (syncing ? SYNC_POLL_INTERVAL : false),
  });
  const syncing = query.data;
  const wasSyncing = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (syncing) {
      wasSyncing.current = true;
    } else if (syncing === false && wasSyncing.current) {
      wasSyncing.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all }).then(() => finished.current?.());
    }
  }, [syncing, queryClient]);

  return query;
}

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SyncWithGitProviderAnswer = AcceptsAnswer<
  typeof SyncWithGitProviderSchema,
  SyncWithGitProviderMutation
>;
type _IsSyncingWithGitProviderAnswer = AcceptsAnswer<
  typeof IsSyncingWithGitProviderSchema,
  IsSyncingWithGitProviderQuery
>;
