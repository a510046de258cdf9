import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { commitLookup } from '../coverage';
import { compareRefs, compareWithParent } from './outcomes';
import { Comparison, ImpactedFile, LineComparison, SegmentComparison } from './comparison-resolvers';
import { listPulls, pullById, type PullState } from './pull-store';
import { baseChoice, Pull } from './pull-resolvers';

/** The comparisons area of the schema (libs/graphql-schema/src/schema/comparisons.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Repository: {
    // The reference's rule: exactly one pull request, and it has no base.
    isFirstPullRequest: async (repo, _args, context) => {
      const pulls = await listPulls(context.db, repo.repoid, null, 'ASC', { first: 2 });
      if (pulls.totalCount !== 1) return false;
      const choice = await baseChoice(pulls.edges[0]!.node, context);
      return !choice.trueBaseSha && !choice.comparedTo;
    },
    pull: (repo, { id }, context) => pullById(context.db, repo.repoid, id),
    pulls: (repo, { filters, orderingDirection, ...page }, context) => {
      const states = (filters?.state ?? [])
        .filter((state) => state !== null)
        .map((state) => state.toLowerCase());
      return listPulls(context.db, repo.repoid, states as PullState[], orderingDirection ?? 'DESC', page);
    },
    compare: async (repo, { base, head }, context) => {
      const owner = await context.loaders.ownerById.load(repo.ownerid);
      if (!owner) throw new Error(`repository ${repo.repoid} has no owner`);
      return compareRefs(context.comparisons, repo, owner, base, head, commitLookup(context, repo.repoid));
    },
  },
  Commit: {
    compareWithParent: async (commit, _args, context) => {
      const repo = await context.loaders.repositoryById.load(commit.repoid);
      const owner = repo && (await context.loaders.ownerById.load(repo.ownerid));
      if (!repo || !owner) throw new Error(`commit ${commit.id} has no repository`);
      return compareWithParent(context.comparisons, repo, owner, commit, commitLookup(context, repo.repoid));
    },
  },
  Pull,
  Comparison,
  ImpactedFile,
  SegmentComparison,
  LineComparison,
};
