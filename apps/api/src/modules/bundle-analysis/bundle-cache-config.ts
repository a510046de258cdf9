import type { GraphQLContext } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { isPartOfOrg } from '../owners';
import { findViewableRepository, visibleRepository } from '../repositories';
import { cachedOnBranchHead, knownBundleNames, saveCacheConfigs } from './bundle-cache-store';
import { MAX_BUNDLE_NAME } from './process-bundle';

/** Bundle caching settings of a repository (docs/api-contract.md §1.16, `updateBundleCacheConfig`). */

/** Bundles one change may name: more than any repository builds. */
export const MAX_CACHE_BUNDLES = 100;

export const REPO_NOT_FOUND = 'Repo not found';
export const NOT_MEMBER = 'Only members of the organization can change bundle caching';

type Refusal =
  typeof UNAUTHENTICATED | { __typename: 'UnauthorizedError' | 'ValidationError'; message: string };

export interface CacheConfigResult {
  bundleName: string;
  isCached: boolean;
  cacheConfig: boolean;
}

/** What is wrong with the list of bundles asked for, if anything (before the repository is read). */
export function cacheInputProblem(bundles: ReadonlyArray<{ bundleName: string }>): string | null {
  if (bundles.length === 0) return 'Choose at least one bundle';
  if (bundles.length > MAX_CACHE_BUNDLES)
    return `At most ${MAX_CACHE_BUNDLES} bundles can be changed at once`;
  const seen = new Set<string>();
  for (const { bundleName } of bundles) {
    if (bundleName.trim() === '') return 'A bundle name is required';
    if (bundleName.length > MAX_BUNDLE_NAME)
      return `A bundle name is longer than ${MAX_BUNDLE_NAME} characters`;
    if (seen.has(bundleName)) return `The bundle "${bundleName}" is named more than once`;
    seen.add(bundleName);
  }
  return null;
}

/**
 * Switches caching of bundles on or off. Members of the repository's owner; a repository the viewer may not see
 * answers as one that does not exist. Every bundle must be one the repository has stored.
 */
export async function updateBundleCacheConfig(
  context: GraphQLContext,
  input: {
    owner: string;
    repoName: string;
    bundles: ReadonlyArray<{ bundleName: string; toggleCaching: boolean }>;
  },
): Promise<{ error: Refusal } | { error: null; results: CacheConfigResult[] }> {
  const viewer = signedIn(context);
  if (!viewer) return { error: UNAUTHENTICATED };
  const found = visibleRepository(
    await findViewableRepository(context.loaders, viewer.owner, input.owner, input.repoName),
  );
  if (!found) return { error: validation(REPO_NOT_FOUND) };
  if (!isPartOfOrg(viewer.owner, found.owner))
    return { error: { __typename: 'UnauthorizedError', message: NOT_MEMBER } };
  const problem = cacheInputProblem(input.bundles);
  if (problem) return { error: validation(problem) };
  const { repoid, defaultBranch } = found.repository;
  const names = input.bundles.map((bundle) => bundle.bundleName);
  const known = await knownBundleNames(context.db, repoid, names);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0)
    return { error: validation(`These bundles do not exist in the repository: ${unknown.join(', ')}`) };
  await saveCacheConfigs(
    context.db,
    repoid,
    input.bundles.map((bundle) => ({ bundleName: bundle.bundleName, isCaching: bundle.toggleCaching })),
  );
  const cached = await cachedOnBranchHead(context.db, repoid, defaultBranch, names);
  return {
    error: null,
    results: input.bundles.map((bundle) => ({
      bundleName: bundle.bundleName,
      isCached: cached.has(bundle.bundleName),
      cacheConfig: bundle.toggleCaching,
    })),
  };
}
