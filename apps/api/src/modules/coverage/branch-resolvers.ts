import type { BranchResolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';

export const Branch: BranchResolvers<GraphQLContext> = {
  name: (branch) => branch.branch,
  headSha: (branch) => branch.head,
  head: (branch, _args, context) =>
    context.loaders.commitByRef.load({ repoid: branch.repoid, ref: branch.head }),
};
