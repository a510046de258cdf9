import type { Resolvers } from '../graphql/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import type { AreaRoutes } from './area-routes';
import * as ai from './ai';
import * as badges from './badges';
import * as billing from './billing';
import * as bundleAnalysis from './bundle-analysis';
import * as comparisons from './comparisons';
import * as config from './config';
import * as coverage from './coverage';
import * as coverageTree from './coverage-tree';
import * as me from './me';
import * as members from './members';
import * as okta from './okta';
import * as measurements from './measurements';
import * as notifications from './notifications';
import * as owners from './owners';
import * as repositories from './repositories';
import * as repositoryConfig from './repository-config';
import * as selfHostedUsers from './self-hosted-users';
import * as sync from './sync';
import * as testResults from './test-results';
import * as testAnalytics from './test-analytics';
import * as tokens from './tokens';
import * as uploads from './uploads';
import * as validate from './validate';

/** What an area module offers the server: resolvers for the fields its SDL file adds, REST routes, or both. */
export interface Area {
  resolvers?: Resolvers<GraphQLContext>;
  routes?: AreaRoutes;
}

/**
 * Every area module; a new area adds itself here (docs/adr/014). Its resolvers join the schema and its REST
 * routes join the server, in this order.
 */
export const AREAS: readonly Area[] = [
  config,
  me,
  owners,
  members,
  okta,
  repositories,
  coverage,
  coverageTree,
  comparisons,
  measurements,
  notifications,
  tokens,
  repositoryConfig,
  uploads,
  bundleAnalysis,
  testResults,
  validate,
  sync,
  badges,
  selfHostedUsers,
  testAnalytics,
  billing,
  ai,
];
