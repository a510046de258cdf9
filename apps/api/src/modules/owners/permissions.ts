/** Who may see what of an owner (docs/api-contract.md §3.6). Pure functions over loaded records. */

export interface OwnerAccessFields {
  ownerid: number;
  organizations: number[];
  admins: number[];
  planActivatedUsers: number[];
  isInstallAdmin: boolean;
  permission: number[];
  /**
   * Set on a viewer only: organisations that enforce Okta and whose Okta this session has not signed in with.
   * Their private repositories stay hidden from it, whatever else it is granted.
   */
  oktaLockedOrgs?: readonly number[];
}

/** The viewer is the owner itself or a member of the organisation. */
export function isPartOfOrg(viewer: OwnerAccessFields | null, owner: OwnerAccessFields): boolean {
  return (
    viewer !== null && (viewer.ownerid === owner.ownerid || viewer.organizations.includes(owner.ownerid))
  );
}

/**
 * The viewer administers the owner: it is the owner, or is in the owner's admins, or (self-hosted) is an
 * installation admin who is part of the organisation.
 */
export function isOwnerAdmin(
  viewer: OwnerAccessFields | null,
  owner: OwnerAccessFields,
  selfHosted: boolean,
): boolean {
  if (!viewer || !isPartOfOrg(viewer, owner)) return false;
  return (
    viewer.ownerid === owner.ownerid ||
    owner.admins.includes(viewer.ownerid) ||
    (selfHosted && viewer.isInstallAdmin)
  );
}

/** The viewer holds a seat in the organisation (an owner is always activated for itself). */
export function isActivated(viewer: OwnerAccessFields | null, owner: OwnerAccessFields): boolean {
  return (
    viewer !== null && (viewer.ownerid === owner.ownerid || owner.planActivatedUsers.includes(viewer.ownerid))
  );
}

export interface RepositoryAccessFields {
  repoid: number;
  ownerid: number;
  private: boolean;
  deleted: boolean;
}

/**
 * Public repositories are readable by anyone; private ones by their owner and by viewers granted the repository,
 * unless the repository's organisation enforces Okta and the viewer has not signed in with it.
 */
export function canViewRepository(viewer: OwnerAccessFields | null, repo: RepositoryAccessFields): boolean {
  if (repo.deleted) return false;
  if (!repo.private) return true;
  if (viewer === null) return false;
  if (viewer.ownerid === repo.ownerid) return true;
  return viewer.permission.includes(repo.repoid) && !viewer.oktaLockedOrgs?.includes(repo.ownerid);
}
