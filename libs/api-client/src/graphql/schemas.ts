import * as v from 'valibot';
import { NotFoundError } from '../errors/errors';
import { type PageErrorTypename, throwOnErrorUnion } from './graphql-query';

/** Relay `PageInfo` as the client reads it. */
export const PageInfoSchema = v.object({
  hasNextPage: v.boolean(),
  endCursor: v.nullish(v.string()),
});

export type PageInfo = v.InferOutput<typeof PageInfoSchema>;

/** `CoverageTotals` as every page reads it: each figure may be missing, and a document selects those it shows. */
export const CoverageTotalsSchema = v.object({
  percentCovered: v.nullish(v.number()),
  fileCount: v.nullish(v.number()),
  lineCount: v.nullish(v.number()),
  hitsCount: v.nullish(v.number()),
  missesCount: v.nullish(v.number()),
  partialsCount: v.nullish(v.number()),
});

/** Report paths that matched no file of the repository, as ingestion recorded them. */
export const UnmatchedPathsSchema = v.object({
  count: v.number(),
  paths: v.array(v.string()),
  message: v.nullish(v.string()),
});

/** A page's cursor as the hooks hand it out: `endCursor` is null, never undefined. */
export interface PageCursor {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The cursor of a page; no `pageInfo` (no connection at all) is the last page. */
export function pageCursorOf(pageInfo: PageInfo | null | undefined): PageCursor {
  return { hasNextPage: pageInfo?.hasNextPage ?? false, endCursor: pageInfo?.endCursor ?? null };
}

/** `getNextPageParam` of an infinite query whose pages carry a `pageInfo`. */
export const nextPageParam = ({ pageInfo }: { pageInfo: PageCursor }): string | null =>
  pageInfo.hasNextPage ? pageInfo.endCursor : null;

/** The edges of a connection (the schema allows null edges). */
export const edgesSchema = <TNode extends v.GenericSchema>(node: TNode) =>
  v.array(v.nullable(v.object({ node })));

/** A Relay connection: `edges { node }` and `pageInfo`, with `entries` beside them (`totalCount` …). */
export const connectionSchema = <
  TNode extends v.GenericSchema,
  const TEntries extends v.ObjectEntries = Record<never, never>,
>(
  node: TNode,
  entries: TEntries = {} as TEntries,
) => v.object({ ...entries, edges: edgesSchema(node), pageInfo: PageInfoSchema });

/** The fields of Owner its cache key is made of (`ownerid`, else `username` for a viewer outside the org). */
export const OwnerKeyEntries = {
  ownerid: v.nullish(v.number()),
  username: v.nullish(v.string()),
};

/** A union member that carries only a message (`NotFoundError`, `OwnerNotActivatedError`, `ValidationError` …). */
export const errorMemberSchema = <const TTypename extends string>(typename: TTypename) =>
  v.object({ __typename: v.literal(typename), message: v.nullish(v.string()) });

/**
 * `owner.repository`: the Repository (always with `repoid`, its cache key) and `entries`, or the
 * NotFoundError / OwnerNotActivatedError that stands in for it.
 */
export const repositoryResultSchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.variant('__typename', [
    v.object({ __typename: v.literal('Repository'), repoid: v.number(), ...entries }),
    errorMemberSchema('NotFoundError'),
    errorMemberSchema('OwnerNotActivatedError'),
  ]);

/**
 * The answer of a repository query, `{ owner { repository } }` (owner null when it does not exist);
 * `ownerEntries` are the owner's own fields the query reads.
 */
export const ownerRepositorySchema = <
  const TEntries extends v.ObjectEntries,
  const TOwnerEntries extends v.ObjectEntries = Record<never, never>,
>(
  entries: TEntries,
  ownerEntries: TOwnerEntries = {} as TOwnerEntries,
) =>
  v.object({ owner: v.nullable(v.object({ ...ownerEntries, repository: repositoryResultSchema(entries) })) });

/** Any `{ owner { repository } }` answer, for code that reads several such queries alike. */
export interface OwnerRepositoryData {
  owner: { repository: { __typename: string; message?: string | null } } | null;
}

/**
 * The repository out of a `{ owner { repository } }` answer. A missing owner or repository throws
 * `NotFoundError`, a viewer without a seat in the org `OwnerNotActivatedError`.
 */
export function repositoryOf<TRepository extends { __typename: string; message?: string | null }>(data: {
  owner: { repository: TRepository } | null;
}): Exclude<TRepository, { __typename: PageErrorTypename }> {
  if (!data.owner) throw new NotFoundError();
  return throwOnErrorUnion(data.owner.repository);
}

/** A mutation payload's `error`: any `ResolverError` (typename and message), or null. */
export const MutationErrorSchema = v.nullish(
  v.object({
    __typename: v.string(),
    message: v.nullish(v.string()),
  }),
);

/** Edges of a connection (the schema allows null edges) to a list of nodes. */
export function nodesOf<TNode>(edges: ReadonlyArray<{ node: TNode } | null | undefined>): TNode[] {
  return edges.flatMap((edge) => (edge ? [edge.node] : []));
}
