import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config/settings';
import type { Database } from '../db/schema';
import { SERVER_PATHS, wantsHtml } from '../static/web-app';
import { clearAuthCookies, SESSION_COOKIE, setSessionExpiredCookie } from './cookies';
import { loginPagePath } from './login-page';
import { findSession } from './session-store';

/** A page of the web app opened in the browser (not an API call, not a file). */
function isPageNavigation(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const lastSegment = pathname.split('/').pop() ?? '';
  return wantsHtml(request) && !SERVER_PATHS.test(pathname) && !lastSegment.includes('.');
}

/**
 * Spec §8 "Session expired": a browser that opens a page with a session cookie whose session is over (expired,
 * signed out elsewhere, or signed with a former secret) loses the cookie and lands on the login page with
 * `?expired`, which shows the banner, and `to` the page it asked for; it also gets the short-lived
 * `canopy_session_expired` cookie, which the shell reads once and removes. API calls with such a cookie are simply a
 * guest's.
 */
export function redirectExpiredSessions(
  app: FastifyInstance,
  db: Kysely<Database>,
  settings: Settings,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[SESSION_COOKIE] || !isPageNavigation(request)) return;
    const unsigned = request.unsignCookie(request.cookies[SESSION_COOKIE]);
    if (unsigned.valid && unsigned.value && (await findSession(db, unsigned.value))) return;
    clearAuthCookies(request, reply);
    // The shell reads this script-readable marker once and removes it, for a page that lacks `?expired`.
    setSessionExpiredCookie(request, reply);
    // Already on the login page, or on the page that says so: only the cookie goes (no loop if a browser kept it).
    if (request.url.split('?')[0] === '/login' || /[?&]expired(=|&|$)/.test(request.url)) return;
    return reply.redirect(`${loginPagePath(settings)}?expired&to=${encodeURIComponent(request.url)}`, 302);
  });
}
