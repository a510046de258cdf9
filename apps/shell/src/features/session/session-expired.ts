/**
 * The cookie the server sets (readable by scripts, short-lived) when a request brought a session that had expired
 * or been revoked, next to clearing `canopy_session` (docs/adr/007). The shell reads it once per page load.
 */
export const SESSION_EXPIRED_COOKIE = 'canopy_session_expired';

let seenAtLoad: boolean | undefined;

function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));
}

/**
 * Whether the server said, with its cookie, that the session had expired. Read once per page load; the cookie is
 * removed at once, so a reload or another tab does not say it again.
 */
export function sessionExpiredAtLoad(doc: Pick<Document, 'cookie'> = document): boolean {
  if (seenAtLoad === undefined) {
    seenAtLoad = hasCookie(doc.cookie, SESSION_EXPIRED_COOKIE);
    if (seenAtLoad) doc.cookie = `${SESSION_EXPIRED_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  return seenAtLoad;
}

/** Spec §2: the query string contains 'expired'. */
export function expiredInQuery(search: string): boolean {
  return search.includes('expired');
}

/** Reads the cookie again on the next call, as a new page load would (tests). */
export function forgetSessionExpired(): void {
  seenAtLoad = undefined;
}
