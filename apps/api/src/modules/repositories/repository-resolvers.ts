import type { RepositoryResolvers } from '../../graphql/generated/resolvers';
import type { RepositoryRecord } from '../../db/schema';
import { isPartOfOrg } from '../owners';
import { DEMO_REPOSITORY, isDemoRepository } from './demo';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';

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
  uploadToken: (repo, _args, context) => memberOnly(repo, context, repo.uploadToken),
  graphToken: (repo, _args, context) => memberOnly(repo, context, repo.imageToken),
  staticAnalysisToken: () => null,
  bot: async (repo, _args, context) =>
    repo.botOwnerid === null ? null : context.loaders.ownerById.load(repo.botOwnerid),
  repositoryConfig: () => ({ indicationRange: INDICATION_RANGE }),
  primaryLanguage: (repo) => repo.language,
  hasRepoAccess: async (repo, _args, context) => {
    const viewer = viewerOwner(context);
    if (!viewer) return false;
    if (viewer.permission.includes(repo.repoid)) return true;
    const author = await context.loaders.ownerById.load(repo.ownerid);
    return author !== null && isPartOfOrg(viewer, author);
  },
};
