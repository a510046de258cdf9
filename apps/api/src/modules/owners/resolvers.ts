import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { askedRepositoryName } from './asked-repository';
import { Owner } from './owner-resolvers';

/** The owners area of the schema (libs/graphql-schema/src/schema/owners.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    // Owners belong to a provider: without one in the URL there is none to find.
    owner: (_root, { username }, context, info) => {
      if (!context.service) return null;
      const name = askedRepositoryName(info);
      return name === null
        ? context.loaders.ownerByUsername.load(username)
        : context.loaders.ownerWithRepository.load({ username, name });
    },
  },
  Owner,
};
