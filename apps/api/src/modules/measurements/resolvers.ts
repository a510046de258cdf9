import type { Resolvers } from '../../graphql/generated/resolvers';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { canViewRepository, holdsSeat } from '../owners';
import { repositoriesOfOwner } from '../repositories';
import { CoverageAnalytics, Flag } from './coverage-analytics-resolvers';
import { MeasurementMutation } from './measurement-mutations';
import { repositoriesSeries } from './measurement-store';

/** The measurements area of the schema (libs/graphql-schema/src/schema/measurements.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Owner: {
    measurements: async (owner, { interval, after, before, repos, isPublic }, context) => {
      const viewer = viewerOwner(context);
      // An org's private repositories count only for viewers with a seat, as their pages do.
      const seated = !owner.isOrg || (await holdsSeat(context.db, context.settings, viewer, owner));
      let rows = await repositoriesOfOwner(context.db, owner.ownerid);
      rows = rows.filter((repo) => canViewRepository(viewer, repo) && (seated || !repo.private));
      // The Team plan's analytics count public repositories only.
      if (isPublic != null) rows = rows.filter((repo) => repo.private === !isPublic);
      if (repos?.length) {
        const wanted = new Set(repos.map((name) => name.toLowerCase()));
        rows = rows.filter((repo) => wanted.has(repo.name.toLowerCase()));
      }
      const series = await repositoriesSeries(context.db, {
        repoids: rows.map((repo) => repo.repoid),
        interval,
        after: after ? new Date(after) : null,
        before: before ? new Date(before) : null,
      });
      return series.buckets;
    },
  },
  Repository: {
    coverageAnalytics: (repo) => repo,
  },
  Mutation: MeasurementMutation,
  CoverageAnalytics,
  Flag,
};
