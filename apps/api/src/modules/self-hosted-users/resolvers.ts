import type { MutationResolvers, Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { updateAutoActivate } from './self-hosted-users';

const NOT_SELF_HOSTED = validation('Self-hosted settings exist only on a self-hosted install');
const NOT_INSTALL_ADMIN = {
  __typename: 'UnauthorizedError' as const,
  message: 'Only the admins of this install may change its settings',
};

const Mutation: MutationResolvers<GraphQLContext> = {
  updateSelfHostedSettings: async (_root, { input }, context) => {
    const { viewer } = context;
    if (!viewer) return { error: UNAUTHENTICATED };
    if (!context.settings.selfHosted) return { error: NOT_SELF_HOSTED };
    if (!viewer.owner?.isInstallAdmin) return { error: NOT_INSTALL_ADMIN };
    await updateAutoActivate(context.db, input.shouldAutoActivate);
    return { error: null };
  },
};

/** The self-hosted settings area of the schema (libs/graphql-schema/src/schema/self-hosted.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Mutation };
