/** Who is looking at an account area, as far as its routes and sidebar care. */
export interface AccountViewer {
  isSelfHosted: boolean;
  /** `HIDE_ACCESS_TAB` of the runtime configuration. */
  hideAccessTab: boolean;
  /** The viewer administers the owner (`owner.isAdmin`). */
  isAdmin: boolean;
  /** The owner is the signed-in user's own account (usernames compared case-insensitively). */
  isPersonal: boolean;
  /** The owner is on an enterprise plan (Okta access exists only there). */
  isEnterprisePlan: boolean;
}

export type AccountPage = 'admin' | 'profile' | 'okta-access' | 'access' | 'yaml' | 'org-upload-token';

export interface AccountAccess {
  /** What the exact `/account/:provider/:owner/` shows: a page, or the redirect to `yaml/`. */
  index: 'admin' | 'profile' | 'yaml';
  /** Sidebar links in order (spec §2: self-hosted, org admin, non-admin variants). */
  sidebar: AccountPage[];
  /** Routes that exist for this viewer; any other path is the not-found page. */
  oktaAccess: boolean;
  /**
   * `access/`: the Access page on the viewer's own account; on anyone else's a redirect to the account's index (as
   * Codecov does: tokens and sessions are the viewer's, not the owner's); null when hidden (`HIDE_ACCESS_TAB`).
   */
  access: 'page' | 'index' | null;
  /** False (members, personal accounts): `org-upload-token` redirects to `yaml/`. */
  orgUploadToken: boolean;
}

/** The account area's rules of spec §2 and §6, as plain data. */
export function accountAccess(viewer: AccountViewer): AccountAccess {
  const { isSelfHosted, hideAccessTab, isAdmin, isPersonal, isEnterprisePlan } = viewer;
  // The global upload token is an organisation's: a personal account has none.
  const orgUploadToken = isAdmin && !isPersonal;
  const accessShown = !(isSelfHosted && hideAccessTab);
  const access = !accessShown ? null : isPersonal ? 'page' : 'index';

  if (isSelfHosted) {
    const sidebar: AccountPage[] = [];
    if (isPersonal) sidebar.push('profile');
    if (access === 'page') sidebar.push('access');
    sidebar.push('yaml');
    if (orgUploadToken) sidebar.push('org-upload-token');
    return {
      index: isPersonal ? 'profile' : 'yaml',
      sidebar,
      oktaAccess: false,
      access,
      orgUploadToken,
    };
  }

  const sidebar: AccountPage[] = [];
  if (isAdmin) sidebar.push('admin');
  if (isEnterprisePlan) sidebar.push('okta-access');
  if (access === 'page') sidebar.push('access');
  sidebar.push('yaml');
  if (orgUploadToken) sidebar.push('org-upload-token');
  return {
    index: isAdmin ? 'admin' : 'yaml',
    sidebar,
    oktaAccess: isEnterprisePlan,
    access,
    orgUploadToken,
  };
}
