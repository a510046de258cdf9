import type { Resolvers } from '../../graphql/generated/resolvers';
import type { OwnerRecord } from '../../db/schema';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { activateOnVisit } from '../owners';
import { afterActivation, viewableRepository } from './access';
import { DEMO_REPOSITORY } from './demo';
import { Repository } from './repository-resolvers';
import { noteSeat } from './seat-guard';
import { listRepositories } from './repository-store';

/**
 * The demo repository's id when the owner is the demo owner and the search term matches its display name,
 * so that searching "canopy demo" finds it (spec §3).
 */
async function demoRepoidMatching(
  owner: OwnerRecord,
  term: string | null | undefined,
  context: GraphQLContext,
) {
  if (
    !term ||
    owner.service !== DEMO_REPOSITORY.service ||
    owner.username.toLowerCase() !== DEMO_REPOSITORY.owner
  )
    return null;
  if (!DEMO_REPOSITORY.displayName.toLowerCase().includes(term.toLowerCase())) return null;
  const demo = await context.loaders.repositoryByName.load({
    ownerid: owner.ownerid,
    name: DEMO_REPOSITORY.name,
  });
  return demo?.repoid ?? null;
}

/** The repositories area of the schema (libs/graphql-schema/src/schema/repositories.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Owner: {
    repository: async (owner, { name }, context) => {
      const repo = await context.loaders.repositoryByName.load({ ownerid: owner.ownerid, name });
      const viewer = viewerOwner(context);
      const found = await afterActivation(viewableRepository(viewer, owner, repo), viewer, (member, org) =>
        activateOnVisit(context.db, context.settings, member, org),
      );
      if (found.kind === 'notFound') return { __typename: 'NotFoundError' as const, message: 'Not found' };
      if (found.kind === 'ownerNotActivated')
        return { __typename: 'OwnerNotActivatedError' as const, message: 'You must be activated in the org' };
      // A seat auto-activation just gave is not in the request's loaded org yet.
      noteSeat(context, owner.ownerid);
      return { ...found.repository, __typename: 'Repository' as const };
    },
    repositories: async (owner, args, context) => {
      const viewer = viewerOwner(context);
      return listRepositories(context.db, {
        ownerids: [owner.ownerid],
        viewer,
        filters: args.filters ?? null,
        ordering: args.ordering,
        direction: args.orderingDirection,
        page: args,
        demoRepoidMatchingTerm: await demoRepoidMatching(owner, args.filters?.term, context),
      });
    },
  },
  Repository,
};
