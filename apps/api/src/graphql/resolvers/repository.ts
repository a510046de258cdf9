import type { CoverageAnalytics, RepositoryResolvers } from '@canopy/graphql-schema';
import type { RepositoryRecord } from '../../db/schema';
import { isPartOfOrg } from '../../owners/permissions';
import { DEMO_REPOSITORY, isDemoRepository } from '../../repositories/demo';
import { type GraphQLContext, viewerOwner } from '../context';
import { listBranches } from '../coverage-data/branch-store';
import { listCommits } from '../coverage-data/commit-store';

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

/** The totals the repository keeps for its default branch (set by ingestion, or seeded). */
function storedCoverage(repo: RepositoryRecord): CoverageAnalytics | null {
  const totals = repo.coverageTotals;
  if (!totals) return null;
  const { commitSha, hits, misses, lines } = totals;
  return { percentCovered: repo.coveragePercent, commitSha, hits, misses, lines };
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
  // Pull requests arrive with ingestion; until then no repository has a first pull request.
  isFirstPullRequest: () => false,
  uploadToken: (repo, _args, context) => memberOnly(repo, context, repo.uploadToken),
  graphToken: (repo, _args, context) => memberOnly(repo, context, repo.imageToken),
  staticAnalysisToken: () => null,
  bot: async (repo, _args, context) =>
    repo.botOwnerid === null ? null : context.loaders.ownerById.load(repo.botOwnerid),
  repositoryConfig: () => ({ indicationRange: INDICATION_RANGE }),
  primaryLanguage: (repo) => repo.language,
  isGithubRateLimited: () => false,
  coverageAnalytics: (repo) => storedCoverage(repo),
  branch: (repo, { name }, context) => context.loaders.branchByName.load({ repoid: repo.repoid, name }),
  branches: (repo, { filters, ...page }, context) => listBranches(context.db, repo, filters, page),
  commit: (repo, { id }, context) => context.loaders.commitByRef.load({ repoid: repo.repoid, ref: id }),
  commits: (repo, { filters, ...page }, context) => listCommits(context.db, repo.repoid, filters, page),
};
