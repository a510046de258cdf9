import type { InternalUser } from '@canopy/api-client';
import { isSafePath } from '../../links/links';

export interface LandingOptions {
  /** Provider from the URL (`/:provider`, `/plan/:provider`); otherwise the first owner's service. */
  provider?: string;
  /** Prefix the destination with /plan (the `/plan/:provider` route). */
  plan?: boolean;
}

/** The owner a user lands on: the default organisation, or else the first owner's username. */
export function landingOwner(user: InternalUser | null | undefined): string | undefined {
  return user?.defaultOrg || user?.owners?.[0]?.username || undefined;
}

/**
 * Where the landing redirect goes (spec §2): `/{service}/{default org or first owner}`; `setup_action` is
 * carried along; `to=plan` prefixes the path with /plan and any other (on-site) `to` replaces it. Without
 * user data: /login. A user without owners goes to /sync.
 */
export function landingPath(
  user: InternalUser | null | undefined,
  search: string | URLSearchParams,
  { provider, plan = false }: LandingOptions = {},
): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!user) return '/login';
  const owner = landingOwner(user);
  const service = provider ?? user.owners?.[0]?.service;
  if (!owner || !service) return '/sync';

  let path = `/${encodeURIComponent(service)}/${encodeURIComponent(owner)}`;
  const to = params.get('to');
  if (plan || to === 'plan') path = `/plan${path}`;
  else if (isSafePath(to)) path = to;

  const setupAction = params.get('setup_action');
  if (setupAction) {
    const [base, query = ''] = path.split('?');
    const carried = new URLSearchParams(query);
    carried.set('setup_action', setupAction);
    path = `${base}?${carried.toString()}`;
  }
  return path;
}
