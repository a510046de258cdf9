import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import { mutationSucceeded } from '@canopy/api-client';

/** graphcache's key of a repository, reached as the pages reach it: `owner(username:)`, then `repository(name:)`. */
export function repositoryKey(cache: Cache, owner: string, repo: string): string | null {
  const ownerKey = cache.resolve('Query', 'owner', { username: owner });
  if (typeof ownerKey !== 'string') return null;
  const key = cache.resolve(ownerKey, 'repository', { name: repo });
  return typeof key === 'string' ? key : null;
}

/**
 * After a successful repository mutation, drops the given fields of the repository (all of them when none are
 * named), so every view reading them asks the server again: the payloads answer no Repository to write.
 */
export const invalidateRepositoryOnSuccess =
  (field: string, fields?: readonly string[]): UpdateResolver =>
  (result, args, cache) => {
    if (!mutationSucceeded(result, field)) return;
    const input = args['input'] as { owner: string; repoName: string };
    const key = repositoryKey(cache, input.owner, input.repoName);
    if (!key) return;
    if (!fields) cache.invalidate(key);
    else for (const name of fields) cache.invalidate(key, name);
  };
