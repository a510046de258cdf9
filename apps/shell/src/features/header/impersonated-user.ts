import { currentUserQuery, useGraphqlQuery } from '@canopy/api-client';

/** Who the header shows while a staff member impersonates someone: that person, as the server answers `me`. */
export interface ImpersonatedUser {
  username: string;
  avatarUrl: string | null;
  email: string | null;
  defaultOrg: string | null;
}

/**
 * The impersonated user (GraphQL `me` follows the staff_user cookie, `/internal/user` stays the staff member), or
 * null when nobody is impersonated or the answer is not in yet. Asked only while impersonating (never for guests);
 * the signed-in shell asks for the same `me`, so it is one request.
 */
export function useImpersonatedUser(provider: string, impersonating: boolean): ImpersonatedUser | null {
  const { data: me } = useGraphqlQuery(currentUserQuery(provider), { enabled: impersonating });
  if (!impersonating || !me) return null;
  return {
    username: me.user.username,
    avatarUrl: me.user.avatarUrl,
    email: me.email ?? null,
    defaultOrg: me.owner.defaultOrgUsername ?? null,
  };
}
