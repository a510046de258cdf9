import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED } from '../../graphql/mutation-results';
import { requestSync } from './sync-jobs';
import { syncPending } from './sync-state-store';

/** The fields `sync.graphql` adds. */
export const resolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    // Always the signed-in person (after impersonation): nobody can make another person's token be used.
    syncWithGitProvider: async (_root, _args, context) => {
      const viewer = signedIn(context);
      if (!viewer) return { error: UNAUTHENTICATED };
      await requestSync(context.queue, viewer.owner.ownerid);
      return { me: { owner: viewer.owner, viewer } };
    },
  },
  Me: {
    isSyncingWithGitProvider: (me, _args, context) => syncPending(context.db, me.owner.ownerid),
  },
  Owner: {
    isGithubRateLimited: (owner, _args, context) => context.loaders.rateLimited.load(owner.ownerid),
    hasGithubApp: (owner, _args, context) => context.loaders.githubApp.load(owner.ownerid),
  },
  Repository: {
    isGithubRateLimited: (repository, _args, context) => context.loaders.rateLimited.load(repository.ownerid),
  },
};
