import type { MutationResolvers } from '@canopy/graphql-schema';
import type { RepositoryRecord } from '../../db/schema';
import { deleteFlag, deleteMeasurements, repositoryFlagNames } from '../../measurements';
import { isOwnerAdmin } from '../../owners/permissions';
import { findViewableRepository, visibleRepository } from '../../repositories/access';
import type { GraphQLContext } from '../context';
import { signedIn, UNAUTHENTICATED, validation } from './mutation';

type Failure =
  | typeof UNAUTHENTICATED
  | { __typename: 'UnauthorizedError' | 'NotFoundError' | 'ValidationError'; message: string };

const notFound = (message: string) => ({ __typename: 'NotFoundError' as const, message });

/**
 * The repository an admin-only operation acts on, or the error to answer: signed out, unknown (or hidden)
 * repository, or a viewer who does not administer its owner.
 */
async function adminRepository(
  context: GraphQLContext,
  ownerUsername: string,
  repoName: string,
): Promise<{ repo: RepositoryRecord; error?: never } | { repo?: never; error: Failure }> {
  const viewer = signedIn(context);
  if (!viewer) return { error: UNAUTHENTICATED };
  const found = visibleRepository(
    await findViewableRepository(context.loaders, viewer.owner, ownerUsername, repoName),
  );
  if (!found) return { error: notFound('Repository not found') };
  const { owner, repository: repo } = found;
  if (!isOwnerAdmin(viewer.owner, owner, context.settings.selfHosted))
    return {
      error: { __typename: 'UnauthorizedError', message: 'Only admins of the organization can do this' },
    };
  return { repo };
}

export const MeasurementMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'deleteFlag' | 'deleteComponentMeasurements'
> = {
  deleteFlag: async (_root, { input }, context) => {
    const { repo, error } = await adminRepository(context, input.ownerUsername, input.repoName);
    if (error) return { error };
    const name = input.flagName.trim();
    if (!name) return { error: validation('A flag name is required') };
    if (!(await repositoryFlagNames(context.db, repo.repoid)).includes(name))
      return { error: notFound(`Flag not found: ${name}`) };
    await deleteFlag(context.db, repo.repoid, name);
    return { error: null };
  },

  deleteComponentMeasurements: async (_root, { input }, context) => {
    const { repo, error } = await adminRepository(context, input.ownerUsername, input.repoName);
    if (error) return { error };
    const id = input.componentId.trim();
    if (!id) return { error: validation('A component id is required') };
    // As the reference: only the stored series go; the component stays while the yaml names it.
    await deleteMeasurements(context.db, repo.repoid, 'component', id);
    return { error: null };
  },
};
