import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import { invalidateField, mutationSucceeded } from '@canopy/api-client';

/**
 * graphcache's key of a repository's `coverageAnalytics` (an object embedded in the Repository), reached the
 * way the measurement queries reach it: `owner(username:)`, then `repository(name:)`. Null while no view has
 * loaded it.
 */
export function coverageAnalyticsKey(cache: Cache, owner: string, repo: string): string | null {
  const ownerKey = cache.resolve('Query', 'owner', { username: owner });
  if (typeof ownerKey !== 'string') return null;
  const repositoryKey = cache.resolve(ownerKey, 'repository', { name: repo });
  if (typeof repositoryKey !== 'string') return null;
  const analyticsKey = cache.resolve(repositoryKey, 'coverageAnalytics');
  return typeof analyticsKey === 'string' ? analyticsKey : null;
}

/**
 * After a successful measurements mutation (`result[field]` without an `error`), drops the given fields of the
 * repository's `coverageAnalytics`, whatever their arguments, so every view reading them asks the server again.
 * The mutations answer no keyed entity, so nothing else in the cache changes by itself.
 */
export const invalidateCoverageAnalyticsOnSuccess =
  <TInput>(
    field: string,
    repositoryOf: (input: TInput) => { owner: string; repo: string },
    fieldsOf: (input: TInput) => readonly string[],
  ): UpdateResolver =>
  (result, args, cache) => {
    if (!mutationSucceeded(result, field)) return;
    const input = args['input'] as TInput;
    const { owner, repo } = repositoryOf(input);
    const key = coverageAnalyticsKey(cache, owner, repo);
    if (!key) return;
    for (const fieldName of fieldsOf(input)) invalidateField(cache, key, fieldName);
  };
