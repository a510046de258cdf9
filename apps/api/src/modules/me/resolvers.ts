import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { Mutation } from './me-mutations';
import { Me, trackingMetadata, User } from './me-resolvers';

/** The signed-in user's area of the schema (libs/graphql-schema/src/schema/me.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    me: (_root, _args, context) => {
      const viewer = context.viewer;
      return viewer?.owner ? { owner: viewer.owner, viewer } : null;
    },
  },
  Mutation,
  Me,
  User,
  trackingMetadata,
};
