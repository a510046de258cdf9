import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearAuthCookies, setSessionCookie } from '../cookies';
import { SIGN_IN_TTL_MS } from './sign-in';

/**
 * The cookie that binds a started sign-in (a git host's or the install's Okta) to the browser that started it
 * (login CSRF), and the session cookie a finished one sets.
 */

/** Binds a started sign-in to the browser that started it; only `/login/*` receives it. */
export const SIGN_IN_COOKIE = 'canopy_sign_in';

/** The options of the cookies `/login/*` keeps for itself. */
export function loginCookieOptions(request: FastifyRequest) {
  return { path: '/login', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** The browser's sign-in cookie value, when it carries a valid one. */
export function browserNonce(request: FastifyRequest): string | null {
  const raw = request.cookies[SIGN_IN_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The browser's sign-in cookie value, set now when it has none (a sign-in starts). */
export function ensureBrowserNonce(request: FastifyRequest, reply: FastifyReply): string {
  const existing = browserNonce(request);
  if (existing) return existing;
  const nonce = randomBytes(32).toString('base64url');
  reply.setCookie(SIGN_IN_COOKIE, nonce, {
    ...loginCookieOptions(request),
    signed: true,
    maxAge: SIGN_IN_TTL_MS / 1000,
  });
  return nonce;
}

/** A finished sign-in: the sign-in cookie goes, the session cookie replaces any earlier one. */
export function completeSignIn(request: FastifyRequest, reply: FastifyReply, sessionToken: string): void {
  clearAuthCookies(request, reply);
  reply.clearCookie(SIGN_IN_COOKIE, loginCookieOptions(request));
  setSessionCookie(request, reply, sessionToken);
}
