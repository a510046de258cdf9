import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { ownerNameFromPath } from './owner-name';
import { Owner } from './owner-resolvers';

/** The owners area of the schema (libs/graphql-schema/src/schema/owners.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    // Owners belong to a provider: without one in the URL there is none to find. Pages name a GitLab subgroup
    // as their URL does (`group:sub`).
    owner: (_root, { username }, context) =>
      context.service ? context.loaders.ownerByUsername.load(ownerNameFromPath(username)) : null,
  },
  Owner,
};
