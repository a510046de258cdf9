import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './session-store';

/** The signed, HTTP-only session cookie and the staff impersonation cookie. */
export const SESSION_COOKIE = 'canopy_session';
export const STAFF_USER_COOKIE = 'staff_user';
/** Tells the shell, once, that the session it brought had ended; the shell reads and removes it (not HTTP-only). */
export const SESSION_EXPIRED_COOKIE = 'canopy_session_expired';
const SESSION_EXPIRED_MAX_AGE_S = 300;

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...baseOptions(request),
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** The session token from the signed cookie, or null when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function readStaffUser(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_USER_COOKIE]?.trim();
  return value ? value : null;
}

/** Removes both cookies, including the `staff_user` cookie the browser sets without HttpOnly. */
export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  reply.clearCookie(SESSION_COOKIE, options);
  // Browsers match a cookie to delete by name, domain and path; SameSite does not matter.
  reply.clearCookie(STAFF_USER_COOKIE, { path: '/' });
}

/** Set next to clearing the session cookie when a browser brought a session that had ended (spec §8). */
export function setSessionExpiredCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_EXPIRED_COOKIE, '1', {
    ...baseOptions(request),
    httpOnly: false,
    maxAge: SESSION_EXPIRED_MAX_AGE_S,
  });
}
