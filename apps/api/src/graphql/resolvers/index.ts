import type { Resolvers } from '@canopy/graphql-schema';
import type { GraphQLContext } from '../context';
import { DateTime } from '../scalars';
import { Config } from './config';
import { Me, trackingMetadata, User } from './me';
import { Mutation } from './mutation';
import { Owner } from './owner';
import { Query } from './query';
import { Repository } from './repository';

export const resolvers: Resolvers<GraphQLContext> = {
  DateTime,
  Query,
  Mutation,
  Me,
  User,
  trackingMetadata,
  Owner,
  Repository,
  Config,
};
