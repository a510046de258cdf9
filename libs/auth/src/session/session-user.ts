import { type InternalUser, useInternalUser } from '@canopy/api-client';

export interface SessionUser {
  /** The signed-in user (`GET /internal/user`), or null for a guest and while loading. */
  user: InternalUser | null;
  isLoading: boolean;
  /** No one is signed in: the server answered with an error, which the client turns into `{}`. */
  isGuest: boolean;
}

/** True when the internal-user answer holds nothing (spec §7: errors give an empty object). */
export function isEmptyUser(user: InternalUser | null | undefined): boolean {
  return !user || Object.values(user).every((value) => value === null || value === undefined);
}

/** Who is looking: the internal user, or a guest. */
export function useSessionUser(): SessionUser {
  const { data, isLoading } = useInternalUser();
  const isGuest = !isLoading && isEmptyUser(data);
  return { user: isLoading || isGuest || !data ? null : data, isLoading, isGuest };
}
