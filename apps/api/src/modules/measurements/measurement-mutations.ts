import type { MutationResolvers } from '../../graphql/generated/resolvers';
import type { RepositoryRecord } from '../../db/schema';
import { activateMeasurements } from './datasets';
import type { DatasetKind } from './dataset-store';
import { deleteFlag, deleteMeasurements, repositoryFlagNames } from './flag-store';
import { isOwnerAdmin, isPartOfOrg } from '../owners';
import { findViewableRepository, visibleRepository } from '../repositories';
import type { GraphQLContext } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';

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

const MEASURED: Partial<Record<string, DatasetKind>> = {
  FLAG_COVERAGE: 'flag',
  COMPONENT_COVERAGE: 'component',
};

export const MeasurementMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'activateMeasurements' | 'deleteFlag' | 'deleteComponentMeasurements'
> = {
  activateMeasurements: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    const kind = MEASURED[input.measurementType];
    if (!kind) return { error: validation('Only flag and component coverage measurements can be activated') };
    // The reference answers only these two errors here; clients show their message.
    const notFound = validation('Repository not found');
    if (!context.service) return { error: notFound };
    const found = visibleRepository(
      await findViewableRepository(context.loaders, viewer.owner, input.owner, input.repoName),
    );
    if (!found) return { error: notFound };
    const { owner, repository: repo } = found;
    // Switching a series on starts work for the whole repository: members only.
    if (!isPartOfOrg(viewer.owner, owner))
      return { error: validation('Only members of the organization can activate measurements') };
    await activateMeasurements(context.db, context.queue, repo.repoid, kind);
    return { error: null };
  },
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
