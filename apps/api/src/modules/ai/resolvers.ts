import type {
  ConfigResolvers,
  MutationResolvers,
  OwnerResolvers,
  PullResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { isPartOfOrg } from '../owners';
import { findViewableRepository, visibleRepository } from '../repositories';
import { activeInstallation, aiAppOf, enabledRepositoryNames } from './ai-app';
import { type AiSuggestionRecord, latestSuggestions } from './ai-store';
import { requestSuggestion } from './request-suggestion';

function suggestionValue(record: AiSuggestionRecord) {
  return {
    id: String(record.id),
    status: record.status,
    commitid: record.commitid,
    body: record.body,
    error: record.error,
    commentPosted: record.commentPosted,
    createdAt: record.createdAt,
  };
}

const Owner: OwnerResolvers<GraphQLContext> = {
  // {org}: only the owner's members learn whether the app is installed and where.
  aiFeaturesEnabled: async (owner, _args, context) =>
    isPartOfOrg(viewerOwner(context), owner) &&
    (await activeInstallation(context.db, owner.ownerid)) !== null,
  aiEnabledRepos: (owner, _args, context) =>
    isPartOfOrg(viewerOwner(context), owner)
      ? enabledRepositoryNames(context.db, owner.ownerid, viewerOwner(context))
      : null,
};

const Config: ConfigResolvers<GraphQLContext> = {
  aiApp: (_config, _args, context) => aiAppOf(context.settings.ai),
};

const Pull: PullResolvers<GraphQLContext> = {
  // Reached through its repository, so whoever sees the pull sees what was suggested on it.
  aiSuggestion: async (pull, _args, context) => {
    const [latest] = await latestSuggestions(context.db, [{ repoid: pull.repoid, pullid: pull.pullid }]);
    return latest ? suggestionValue(latest) : null;
  },
};

const notFound = (message: string) => ({ __typename: 'NotFoundError' as const, message });

const Mutation: MutationResolvers<GraphQLContext> = {
  requestAiTestSuggestions: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    const found = visibleRepository(
      await findViewableRepository(context.loaders, viewer.owner, input.owner, input.repoName),
    );
    if (!found) return { error: notFound('Repository not found') };
    // Asking sends the repository's code to the model: members of its organisation only.
    if (!isPartOfOrg(viewer.owner, found.owner))
      return {
        error: {
          __typename: 'UnauthorizedError' as const,
          message: 'Only members of the organization can ask for AI suggestions',
        },
      };
    const asked = await requestSuggestion(
      { db: context.db, ai: context.settings.ai, queue: context.queue },
      found.repository,
      input.pullId,
    );
    if (asked.ok) return { suggestion: suggestionValue(asked.suggestion), error: null };
    return { error: asked.kind === 'notFound' ? notFound(asked.message) : validation(asked.message) };
  },
};

/** The Canopy AI area of the schema (libs/graphql-schema/src/schema/ai.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Owner, Config, Pull, Mutation };
