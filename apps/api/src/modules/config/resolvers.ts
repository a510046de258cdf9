import type { Resolvers } from '@canopy/graphql-schema';
import type { GraphQLContext } from '../../graphql/context';
import { Config } from './config-resolvers';

/** Installation-wide settings (libs/graphql-schema/src/schema/config.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    config: (_root, _args, context) => ({ service: context.service }),
  },
  Config,
};
