import { createHash } from 'node:crypto';
import type { OwnerResolvers } from '../../graphql/generated/resolvers';
import type { OwnerRecord } from '../../db/schema';
import { letterAvatar } from './avatar';
import { isOwnerAdmin, isPartOfOrg } from './permissions';
import { FREE_PLAN, ownerPlan, planRepresentation } from './plans';
import { holdsSeat, selfHostedSeats } from './seats';
import { monthlyPrivateUploads } from './monthly-uploads';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';

type ResolverResult<T> = T | Promise<T>;

/** Resolves a field only for the owner itself and its members ({org} in docs/api-contract.md); null otherwise. */
function orgOnly<T>(resolve: (owner: OwnerRecord, context: GraphQLContext) => ResolverResult<T>) {
  return (owner: OwnerRecord, _args: unknown, context: GraphQLContext): ResolverResult<T | null> =>
    isPartOfOrg(viewerOwner(context), owner) ? resolve(owner, context) : null;
}

export const Owner: OwnerResolvers<GraphQLContext> = {
  avatarUrl: (owner) => owner.avatarUrl ?? letterAvatar(owner.username),
  ownerid: orgOnly((owner) => owner.ownerid),
  hashOwnerid: orgOnly((owner) => createHash('sha1').update(String(owner.ownerid)).digest('hex')),
  isCurrentUserPartOfOrg: (owner, _args, context) => isPartOfOrg(viewerOwner(context), owner),
  isCurrentUserActivated: (owner, _args, context) =>
    holdsSeat(context.db, context.settings, viewerOwner(context), owner),
  isAdmin: orgOnly((owner, context) =>
    isOwnerAdmin(viewerOwner(context), owner, context.settings.selfHosted),
  ),
  plan: orgOnly((owner, context) =>
    context.settings.selfHosted
      ? selfHostedSeats(context.db, context.settings, ownerPlan(owner))
      : ownerPlan(owner),
  ),
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
  numberOfUploads: orgOnly((owner, context) => monthlyPrivateUploads(context.db, owner.ownerid)),
  // It uploads to every repository of the owner: admins only (members are told to ask them).
  orgUploadToken: (owner, _args, context) =>
    isOwnerAdmin(viewerOwner(context), owner, context.settings.selfHosted) ? owner.orgUploadToken : null,
  uploadTokenRequired: orgOnly((owner) => owner.uploadTokenRequired),
  activatedUserCount: (owner) => owner.planActivatedUsers.length,
};
