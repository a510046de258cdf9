import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';

/** Whether a mutation's payload (`result[field]`) came back without an `error`. */
export function mutationSucceeded(result: Record<string, unknown>, field: string): boolean {
  const payload = result[field] as { error?: unknown } | null | undefined;
  return !!payload && !payload.error;
}

/** Every entry of a field, whatever its arguments (`owner(username: …)` for every username). */
export function invalidateField(cache: Cache, entity: string, fieldName: string): void {
  for (const field of cache.inspectFields(entity)) {
    if (field.fieldName === fieldName)
      cache.invalidate(entity, field.fieldName, field.arguments ?? undefined);
  }
}

/**
 * After a successful mutation of `field`, drops the given root fields, so every view reading them asks the
 * server again (`me` has no key: a change to the viewer cannot update it by itself).
 */
export const invalidateRootFieldsOnSuccess =
  (field: string, rootFields: readonly string[]): UpdateResolver =>
  (result, _args, cache) => {
    if (!mutationSucceeded(result, field)) return;
    for (const rootField of rootFields) invalidateField(cache, 'Query', rootField);
  };
