import type { InternalUser } from '@canopy/api-client';
import { toLongProvider } from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { isSafePath } from '../../links/links';

type Owner = NonNullable<InternalUser['owners']>[number];

/** The user's own owner (account) on `provider`, or else their first one. */
export function ownOwner(user: InternalUser | null | undefined, provider?: string): Owner | undefined {
  const long = provider ? (toLongProvider(provider) ?? provider) : undefined;
  return (
    (long && user?.owners?.find((owner) => (toLongProvider(owner.service) ?? owner.service) === long)) ||
    user?.owners?.[0]
  );
}

export interface LandingOptions {
  /** Provider from the URL (`/:provider`, `/plan/:provider`); otherwise the first owner's service. */
  provider?: string;
}

/** The owner a user lands on: the default organisation, or else the first owner's username. */
export function landingOwner(user: InternalUser | null | undefined): string | undefined {
  return user?.defaultOrg || user?.owners?.[0]?.username || undefined;
}

/** GitHub's `setup_action` after a member asked an organisation to install the GitHub app. */
const INSTALL_REQUEST = 'request';

/** The landing URL comes back from a GitHub app install request (`setup_action=request`). */
export function isInstallRequest(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('setup_action') === INSTALL_REQUEST;
}

/**
 * Spec §2 legacy path `/gh/{username}?setup_action=request`: after an install request the user lands on their
 * own GitHub account (the landing redirect submits a sync first). Undefined when the URL names another provider or the user has no GitHub account.
 */
export function installRequestPath(user: InternalUser, provider?: string): string | undefined {
  if (provider && toLongProvider(provider) !== 'github') return undefined;
  const own = user.owners?.find((owner) => toLongProvider(owner.service) === 'github');
  return own ? ownerPaths.owner(provider ?? 'gh', own.username) : undefined;
}

/**
 * Where the landing redirect goes (spec §2): `/{service}/{default org or first owner}`, the service in its short
 * form (`/gh/…`, like every link the app makes; `ownerPaths` writes it); `setup_action` is
 * carried along; `to=plan` prefixes the path with /plan and any other (on-site) `to` replaces it. Without
 * user data: /login. A user without owners goes to /sync. After a GitHub app install request
 * (`setup_action=request`, no `to`) the destination is the user's own GitHub account (`installRequestPath`).
 */
export function landingPath(
  user: InternalUser | null | undefined,
  search: string | URLSearchParams,
  { provider }: LandingOptions = {},
): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!user) return '/login';
  const owner = landingOwner(user);
  const service = provider ?? user.owners?.[0]?.service;
  if (!owner || !service) return '/sync';

  let path = ownerPaths.owner(service, owner);
  const to = params.get('to');
  const setupAction = params.get('setup_action');
  if (to === 'plan') path = ownerPaths.plan(service, owner);
  else if (isSafePath(to)) path = to;
  else if (setupAction === INSTALL_REQUEST) path = installRequestPath(user, provider) ?? path;

  if (setupAction) {
    const [base, query = ''] = path.split('?');
    const carried = new URLSearchParams(query);
    carried.set('setup_action', setupAction);
    path = `${base}?${carried.toString()}`;
  }
  return path;
}
