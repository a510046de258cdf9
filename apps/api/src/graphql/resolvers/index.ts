import type { Resolvers } from '@canopy/graphql-schema';
import type { GraphQLContext } from '../context';
import { DateTime } from '../scalars';
import { Branch } from './branch';
import { Commit, CommitCoverageAnalytics } from './commit';
import { Comparison, ImpactedFile, LineComparison, SegmentComparison } from './comparison';
import { Pull } from './pull';
import { File } from './coverage-file';
import { CoverageAnalytics, Flag } from './coverage-analytics';
import { Config } from './config';
import { Me, trackingMetadata, User } from './me';
import { MeasurementMutation } from './measurement-mutations';
import { Mutation } from './mutation';
import { Owner } from './owner';
import { PathContents } from './path-contents';
import { Query } from './query';
import { Repository } from './repository';
import { Upload } from './upload';

export const resolvers: Resolvers<GraphQLContext> = {
  DateTime,
  Query,
  Mutation: { ...Mutation, ...MeasurementMutation },
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
  Pull,
  Comparison,
  ImpactedFile,
  SegmentComparison,
  LineComparison,
  File,
  CoverageAnalytics,
  Flag,
};
