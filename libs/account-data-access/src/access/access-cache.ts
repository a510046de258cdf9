import type { UpdateResolver } from '@urql/exchange-graphcache';
import { invalidateField, mutationSucceeded } from '@canopy/api-client';

/**
 * After a successful `mutation`, drops the viewer's `me.<field>` lists (every page size), so the Access page asks
 * for them again: the payloads carry no list to write, and `me` has no key of its own.
 */
export const invalidateMeListOnSuccess =
  (mutation: string, field: 'tokens' | 'sessions'): UpdateResolver =>
  (result, _args, cache) => {
    if (!mutationSucceeded(result, mutation)) return;
    const me = cache.resolve('Query', 'me');
    if (typeof me === 'string') invalidateField(cache, me, field);
  };
