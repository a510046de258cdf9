import { useEffect, useMemo } from 'react';

/** Spec §3: staff impersonation is held in this cookie; the server reads it. */
export const IMPERSONATION_COOKIE = 'staff_user';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** The user is impersonating while the `staff_user` cookie exists (spec §4). */
export function isImpersonating(): boolean {
  return readCookie(IMPERSONATION_COOKIE) !== undefined;
}

/**
 * Applies the `user` query parameter (spec §4): a non-empty value sets the `staff_user` cookie, a present but
 * empty one removes it, an absent one changes nothing. Returns whether the user is impersonating afterwards.
 * Call it at start-up, before the first request, and on navigation.
 */
export function applyImpersonationParam(search: string): boolean {
  const params = new URLSearchParams(search);
  if (params.has('user')) {
    const user = params.get('user') ?? '';
    if (user) writeCookie(IMPERSONATION_COOKIE, user);
    else removeCookie(IMPERSONATION_COOKIE);
  }
  return isImpersonating();
}

/**
 * Whether the user is impersonating. With `search` (the current location's query string) the `user`
 * parameter is applied first, so a link with `?user=…` starts impersonation.
 */
export function useImpersonation(
  search?: string,
  /** Called when the parameter changed whom the user is looking as, e.g. to drop data loaded as someone else. */
  onChange?: () => void,
): { isImpersonating: boolean } {
  const changed = useMemo(() => {
    if (search === undefined) return false;
    const before = readCookie(IMPERSONATION_COOKIE);
    applyImpersonationParam(search);
    return readCookie(IMPERSONATION_COOKIE) !== before;
  }, [search]);
  useEffect(() => {
    if (changed) onChange?.();
  }, [changed, onChange]);
  return { isImpersonating: isImpersonating() };
}
