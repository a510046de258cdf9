import { type Connection, encodeCursor, type PageArgs, pageRequest, toConnection } from '../db/pagination';
import { ValidationError } from '../errors';

function hasPageArgs(args: PageArgs): boolean {
  return args.first != null || args.after != null || args.last != null || args.before != null;
}

/** Every item as one connection; cursors carry the key (the position when no key is given). */
export function wholeList<T>(
  items: readonly T[],
  keyOf: (item: T, index: number) => number = (_item, index) => index,
): Connection<T> {
  const edges = items.map((node, index) => ({ cursor: encodeCursor([keyOf(node, index)]), node }));
  return {
    edges,
    totalCount: items.length,
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * A page of a list already in memory, sorted by a unique ascending key that the cursors carry. Without any
 * pagination argument the whole list is returned.
 */
export function pageOfList<T>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => number,
): Connection<T> {
  if (!hasPageArgs(args)) return wholeList(items, keyOf);
  const request = pageRequest(args, 1);
  const cursor = request.cursor?.[0] ?? null;
  if (cursor !== null && !Number.isSafeInteger(cursor)) throw new ValidationError('Invalid cursor');
  const walk = request.backward ? [...items].reverse() : items;
  const rows = walk.filter(
    (item) =>
      cursor === null || (request.backward ? keyOf(item) < Number(cursor) : keyOf(item) > Number(cursor)),
  );
  return toConnection(rows.slice(0, request.limit + 1), request, (item) => [keyOf(item)], items.length);
}
