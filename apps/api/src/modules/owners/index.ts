/** The owners module's public surface: what other modules and the server use (docs/adr/014). */
export { letterAvatar } from './avatar';
export {
  ensureUser,
  firstInstallAdmin,
  hasInstallAdmins,
  likePattern,
  organizationsPage,
  ownerByServiceId,
  ownerByUsername,
  ownerIdByLoginOrEmail,
  ownersByIds,
  ownersByUsernames,
  ownersOfUser,
  repositoryStats,
  type RepositoryStats,
  setDefaultOrganization,
  setInstallAdmins,
  updateOwnerProfile,
  updateUser,
  usersByIds,
} from './owner-store';
export { monthlyPrivateUploads } from './monthly-uploads';
export { ownerNameFromPath } from './owner-name';
export { canViewRepository, isActivated, isOwnerAdmin, isPartOfOrg } from './permissions';
export { FREE_PLAN, ownerPlan, planRepresentation } from './plans';
export { countSeatsUsed, holdsInstallSeat, installSeatHeld } from './seat-store';
export {
  activateOnVisit,
  grantInstallSeat,
  grantPlanSeat,
  holdsSeat,
  installSeatsLimit,
  releaseInstallSeat,
  releasePlanSeat,
} from './seats';
export { resolvers } from './resolvers';
export { type SignedInProfile, upsertSignedInOwner } from './sign-in-store';

export { personalOwnerOfUser } from './owner-store';
