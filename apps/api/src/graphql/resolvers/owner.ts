import { createHash } from 'node:crypto';
import type { OwnerResolvers } from '@canopy/graphql-schema';
import type { OwnerRecord } from '../../db/schema';
import { letterAvatar } from '../../owners/avatar';
import { isActivated, isOwnerAdmin, isPartOfOrg, canViewRepository } from '../../owners/permissions';
import { viewableRepository } from '../../repositories/access';
import { FREE_PLAN, ownerPlan, planRepresentation } from '../../owners/plans';
import { DEMO_REPOSITORY } from '../../repositories/demo';
import { listRepositories, repositoriesOfOwner } from '../../repositories/repository-store';
import { repositoriesSeries } from '../../measurements';
import { type GraphQLContext, viewerOwner } from '../context';

type ResolverResult<T> = T | Promise<T>;

/** Resolves a field only for the owner itself and its members ({org} in docs/api-contract.md); null otherwise. */
function orgOnly<T>(resolve: (owner: OwnerRecord, context: GraphQLContext) => ResolverResult<T>) {
  return (owner: OwnerRecord, _args: unknown, context: GraphQLContext): ResolverResult<T | null> =>
    isPartOfOrg(viewerOwner(context), owner) ? resolve(owner, context) : null;
}

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

export const Owner: OwnerResolvers<GraphQLContext> = {
  avatarUrl: (owner) => owner.avatarUrl ?? letterAvatar(owner.username),
  ownerid: orgOnly((owner) => owner.ownerid),
  hashOwnerid: orgOnly((owner) => createHash('sha1').update(String(owner.ownerid)).digest('hex')),
  isCurrentUserPartOfOrg: (owner, _args, context) => isPartOfOrg(viewerOwner(context), owner),
  isCurrentUserActivated: (owner, _args, context) => isActivated(viewerOwner(context), owner),
  isAdmin: orgOnly((owner, context) =>
    isOwnerAdmin(viewerOwner(context), owner, context.settings.selfHosted),
  ),
  isUserOktaAuthenticated: orgOnly(() => false),
  isGithubRateLimited: () => false,
  plan: orgOnly((owner) => ownerPlan(owner)),
  pretrialPlan: orgOnly(() => planRepresentation(FREE_PLAN)),
  delinquent: orgOnly((owner) => owner.delinquent),
  defaultOrgUsername: orgOnly(async (owner, context) =>
    owner.defaultOrgOwnerid === null
      ? null
      : ((await context.loaders.ownerById.load(owner.defaultOrgOwnerid))?.username ?? null),
  ),
  hasActiveRepos: orgOnly(
    async (owner, context) => (await context.loaders.repositoryStats.load(owner.ownerid)).hasActiveRepos,
  ),
  hasPrivateRepos: orgOnly(
    async (owner, context) => (await context.loaders.repositoryStats.load(owner.ownerid)).hasPrivateRepos,
  ),
  hasPublicRepos: orgOnly(
    async (owner, context) => (await context.loaders.repositoryStats.load(owner.ownerid)).hasPublicRepos,
  ),
  // Uploads are counted once ingestion exists.
  numberOfUploads: orgOnly(() => 0),
  // It uploads to every repository of the owner: admins only (members are told to ask them).
  orgUploadToken: (owner, _args, context) =>
    isOwnerAdmin(viewerOwner(context), owner, context.settings.selfHosted) ? owner.orgUploadToken : null,
  uploadTokenRequired: orgOnly((owner) => owner.uploadTokenRequired),
  activatedUserCount: (owner) => owner.planActivatedUsers.length,

  repository: async (owner, { name }, context) => {
    const repo = await context.loaders.repositoryByName.load({ ownerid: owner.ownerid, name });
    const found = viewableRepository(viewerOwner(context), owner, repo);
    if (found.kind === 'notFound') return { __typename: 'NotFoundError' as const, message: 'Not found' };
    if (found.kind === 'ownerNotActivated')
      return { __typename: 'OwnerNotActivatedError' as const, message: 'You must be activated in the org' };
    return { ...found.repository, __typename: 'Repository' as const };
  },

  measurements: async (owner, { interval, after, before, repos }, context) => {
    const viewer = viewerOwner(context);
    let rows = await repositoriesOfOwner(context.db, owner.ownerid);
    rows = rows.filter((repo) => canViewRepository(viewer, repo));
    if (repos?.length) {
      const wanted = new Set(repos.map((name) => name.toLowerCase()));
      rows = rows.filter((repo) => wanted.has(repo.name.toLowerCase()));
    }
    const series = await repositoriesSeries(context.db, {
      repoids: rows.map((repo) => repo.repoid),
      interval,
      after: after ? new Date(after) : null,
      before: before ? new Date(before) : null,
    });
    return series.buckets;
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
};
