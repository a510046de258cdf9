import { type AccessSettings, isConfiguredStaff } from '../../config/access-settings';
import type { Service } from '../../config/providers';

/** Hosts an install runs itself: their site admins run the whole host, so they are staff here too. */
const ENTERPRISE_HOSTS: ReadonlySet<Service> = new Set(['github_enterprise', 'gitlab_enterprise']);

/**
 * Whether the person signing in is staff: named in CANOPY_STAFF, or a site admin of an enterprise host. Worked
 * out at every sign-in, so that someone taken off the list (or demoted on the host) loses it at the next one.
 */
export function isStaffAtSignIn(
  access: AccessSettings,
  service: Service,
  profile: { username: string; siteAdmin: boolean },
): boolean {
  return (
    isConfiguredStaff(access, service, profile.username) ||
    (ENTERPRISE_HOSTS.has(service) && profile.siteAdmin)
  );
}
