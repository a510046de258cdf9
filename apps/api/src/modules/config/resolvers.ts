import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { Config } from './config-resolvers';

/** Installation-wide settings (libs/graphql-schema/src/schema/config.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    config: (_root, _args, context) => ({ service: context.service }),
  },
  Config,
};
