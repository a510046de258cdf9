import * as v from 'valibot';

/** Relay `PageInfo` as the client reads it. */
export const PageInfoSchema = v.object({
  hasNextPage: v.boolean(),
  endCursor: v.nullish(v.string()),
});

export type PageInfo = v.InferOutput<typeof PageInfoSchema>;

/** A union member that carries only a message (`NotFoundError`, `OwnerNotActivatedError`, `ValidationError` …). */
export const errorMemberSchema = <const TTypename extends string>(typename: TTypename) =>
  v.object({ __typename: v.literal(typename), message: v.nullish(v.string()) });

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
