import { gql } from '@urql/core';
import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import * as v from 'valibot';
import { MutationErrorSchema, mutationSucceeded, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { UpdateBundleCacheConfigMutation } from '../generated/operations';

export const UpdateBundleCacheConfigDocument = gql`
  mutation UpdateBundleCacheConfig($input: UpdateBundleCacheConfigInput!) {
    updateBundleCacheConfig(input: $input) {
      results {
        bundleName
        isCached
        cacheConfig
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

export const UpdateBundleCacheConfigSchema = v.object({
  updateBundleCacheConfig: v.nullable(
    v.object({
      results: v.nullish(
        v.array(
          v.object({ bundleName: v.nullable(v.string()), isCached: v.boolean(), cacheConfig: v.boolean() }),
        ),
      ),
      error: MutationErrorSchema,
    }),
  ),
});

export interface UpdateBundleCacheConfigVariables {
  provider: string;
  owner: string;
  repo: string;
  /** Each bundle and whether caching is to be on. */
  bundles: ReadonlyArray<{ bundleName: string; toggleCaching: boolean }>;
}

export interface UpdateBundleCacheConfigResult {
  /** Each bundle's caching as saved. */
  results: Array<{ bundleName: string; cacheConfig: boolean }>;
  /** ValidationError for the caller's toast; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/** The `bundles` lists of every branch head of the repository graphcache holds, as the bundle documents read them. */
function cachedBundleKeys(cache: Cache, owner: string, repo: string): string[] {
  const ownerKey = cache.resolve('Query', 'owner', { username: owner });
  if (typeof ownerKey !== 'string') return [];
  const repositoryKey = cache.resolve(ownerKey, 'repository', { name: repo });
  if (typeof repositoryKey !== 'string') return [];
  const keys: string[] = [];
  for (const field of cache.inspectFields(repositoryKey)) {
    if (field.fieldName !== 'branch') continue;
    const branch = cache.resolve(repositoryKey, field.fieldKey);
    const head = typeof branch === 'string' ? cache.resolve(branch, 'head') : null;
    const analysis = typeof head === 'string' ? cache.resolve(head, 'bundleAnalysis') : null;
    const report = typeof analysis === 'string' ? cache.resolve(analysis, 'bundleAnalysisReport') : null;
    const bundles = typeof report === 'string' ? cache.resolve(report, 'bundles') : null;
    if (Array.isArray(bundles)) keys.push(...bundles.filter((key): key is string => typeof key === 'string'));
  }
  return keys;
}

/** After a successful save, every bundle list showing a changed bundle's caching asks the server again. */
const invalidateCacheConfigs: UpdateResolver = (result, args, cache) => {
  if (!mutationSucceeded(result, 'updateBundleCacheConfig')) return;
  const input = args['input'] as { owner: string; repoName: string; bundles: Array<{ bundleName: string }> };
  const changed = new Set(input.bundles.map((bundle) => bundle.bundleName));
  for (const key of cachedBundleKeys(cache, input.owner, input.repoName)) {
    const name = cache.resolve(key, 'name');
    if (typeof name === 'string' && changed.has(name)) cache.invalidate(key, 'cacheConfig');
  }
};

/**
 * Switches caching on or off for bundles of a repository (members of its owner). UnauthenticatedError and
 * UnauthorizedError reject (spec §8); a ValidationError is returned. On success the caching lists ask again.
 */
export const updateBundleCacheConfigMutation = ({
  provider,
  owner,
  repo,
  bundles,
}: UpdateBundleCacheConfigVariables) => ({
  document: UpdateBundleCacheConfigDocument,
  variables: {
    input: {
      owner,
      repoName: repo,
      bundles: bundles.map(({ bundleName, toggleCaching }) => ({ bundleName, toggleCaching })),
    },
  },
  provider,
  schema: UpdateBundleCacheConfigSchema,
  payload: (data: v.InferOutput<typeof UpdateBundleCacheConfigSchema>) => data.updateBundleCacheConfig,
  select: (data: v.InferOutput<typeof UpdateBundleCacheConfigSchema>): UpdateBundleCacheConfigResult => {
    const error = data.updateBundleCacheConfig?.error;
    return {
      results: (data.updateBundleCacheConfig?.results ?? []).flatMap((result) =>
        result.bundleName === null
          ? []
          : [{ bundleName: result.bundleName, cacheConfig: result.cacheConfig }],
      ),
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
  cacheUpdate: invalidateCacheConfigs,
});

export const useUpdateBundleCacheConfig = () => useGraphqlMutation(updateBundleCacheConfigMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateBundleCacheConfigAnswer = AcceptsAnswer<
  typeof UpdateBundleCacheConfigSchema,
  UpdateBundleCacheConfigMutation
>;
