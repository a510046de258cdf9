import type { RepositoryResolvers } from '@canopy/graphql-schema';
import type { RepositoryRecord } from '../../db/schema';
import { isPartOfOrg } from '../../owners/permissions';
import { DEMO_REPOSITORY, isDemoRepository } from '../../repositories/demo';
import { type GraphQLContext, viewerOwner } from '../context';
import { listBranches } from '../../coverage/branch-store';
import { listCommits } from '../../coverage/commit-store';
import { commitLookup } from '../../coverage/commit-lookup';
import { compareRefs } from '../../comparisons/outcomes';
import { listPulls, pullById, type PullState } from '../../comparisons/pull-store';
import { baseChoice } from './pull';

/** Default coverage colour range until a repository YAML sets coverage.range. */
const INDICATION_RANGE = { lowerRange: 60, upperRange: 80 };

async function isDemo(repo: RepositoryRecord, context: GraphQLContext): Promise<boolean> {
  const author = await context.loaders.ownerById.load(repo.ownerid);
  return author !== null && isDemoRepository(author.service, author.username, repo.name);
}

/** Tokens are shown to members of the owning organisation only. */
async function memberOnly<T>(repo: RepositoryRecord, context: GraphQLContext, value: T): Promise<T | null> {
  const author = await context.loaders.ownerById.load(repo.ownerid);
  return author && isPartOfOrg(viewerOwner(context), author) ? value : null;
}

export const Repository: RepositoryResolvers<GraphQLContext> = {
  displayName: async (repo, _args, context) =>
    (await isDemo(repo, context)) ? DEMO_REPOSITORY.displayName : repo.name,
  isDemo: (repo, _args, context) => isDemo(repo, context),
  author: async (repo, _args, context) => {
    const author = await context.loaders.ownerById.load(repo.ownerid);
    if (!author) throw new Error(`repository ${repo.repoid} has no owner ${repo.ownerid}`);
    return author;
  },
  // The reference's rule: exactly one pull request, and it has no base.
  isFirstPullRequest: async (repo, _args, context) => {
    const pulls = await listPulls(context.db, repo.repoid, null, 'ASC', { first: 2 });
    if (pulls.totalCount !== 1) return false;
    const choice = await baseChoice(pulls.edges[0]!.node, context);
    return !choice.trueBaseSha && !choice.comparedTo;
  },
  uploadToken: (repo, _args, context) => memberOnly(repo, context, repo.uploadToken),
  graphToken: (repo, _args, context) => memberOnly(repo, context, repo.imageToken),
  staticAnalysisToken: () => null,
  bot: async (repo, _args, context) =>
    repo.botOwnerid === null ? null : context.loaders.ownerById.load(repo.botOwnerid),
  repositoryConfig: () => ({ indicationRange: INDICATION_RANGE }),
  primaryLanguage: (repo) => repo.language,
  isGithubRateLimited: () => false,
  coverageAnalytics: (repo) => repo,
  branch: (repo, { name }, context) => context.loaders.branchByName.load({ repoid: repo.repoid, name }),
  branches: (repo, { filters, ...page }, context) => listBranches(context.db, repo, filters, page),
  commit: (repo, { id }, context) => context.loaders.commitByRef.load({ repoid: repo.repoid, ref: id }),
  commits: (repo, { filters, ...page }, context) => listCommits(context.db, repo.repoid, filters, page),
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
};
