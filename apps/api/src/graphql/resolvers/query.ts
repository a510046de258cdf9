import type { QueryResolvers } from '@canopy/graphql-schema';
import type { GraphQLContext } from '../context';

export const Query: QueryResolvers<GraphQLContext> = {
  me: (_root, _args, context) => {
    const viewer = context.viewer;
    return viewer?.owner ? { owner: viewer.owner, viewer } : null;
  },
  // Owners belong to a provider: without one in the URL there is none to find.
  owner: (_root, { username }, context) =>
    context.service ? context.loaders.ownerByUsername.load(username) : null,
  config: (_root, _args, context) => ({ service: context.service }),
};
