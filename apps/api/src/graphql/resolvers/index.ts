import type { Resolvers } from '@canopy/graphql-schema';
import type { GraphQLContext } from '../context';
import { DateTime } from '../scalars';
import { Branch } from './branch';
import { Commit, CommitCoverageAnalytics } from './commit';
import { Config } from './config';
import { Me, trackingMetadata, User } from './me';
import { Mutation } from './mutation';
import { Owner } from './owner';
import { PathContents } from './path-contents';
import { Query } from './query';
import { Repository } from './repository';
import { Upload } from './upload';

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
  Branch,
  Commit,
  CommitCoverageAnalytics,
  Upload,
  PathContents,
};
