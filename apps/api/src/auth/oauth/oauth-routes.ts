import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Service, shortServiceName } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { browserOrigin } from '../../http/origin';
import { sendWebApp } from '../../static/web-app';
import { readSessionToken } from '../cookies';
import { loginPagePath } from '../login-page';
import { safeRedirectPath } from '../safe-redirect';
import { findSession } from '../session-store';
import { refusalPage } from '../refusal-page';
import { type Fetch, isRefusal, SignInError, type SignInFailure } from './host-http';
import { finishSignIn, startSignIn } from './sign-in';
import { browserNonce, completeSignIn, ensureBrowserNonce, loginCookieOptions } from './sign-in-cookie';
import type { TokenCipher } from './token-cipher';

/** GitHub's "private repositories" choice, kept for a year as the reference server does. */
const PRIVATE_COOKIE = 'ghpr';

export interface ProviderLoginDeps {
  db: Kysely<Database>;
  settings: Settings;
  cipher: TokenCipher;
  fetch?: Fetch;
  /** After a sign-in, before the redirect: only queues work, so the browser is not held up. */
  afterSignIn?: (owner: OwnerRecord) => Promise<void>;
}

export interface ProviderLoginQuery {
  to?: string;
  private?: string;
  code?: string;
  state?: string;
  error?: string;
}

/** The login page with `?error=`. */
function failureLocation(settings: Settings, service: Service, failure: SignInFailure): string {
  return `${loginPagePath(settings)}?error=${failure}&provider=${shortServiceName(service)}`;
}

/** `{CANOPY_PUBLIC_URL}/login/{short}`; without a public URL (development), the address the browser used. */
function callbackUrl(request: FastifyRequest, settings: Settings, service: Service): string {
  return `${browserOrigin(request, settings)}/login/${shortServiceName(service)}`;
}

/** A path on this site; the bare provider path (the login page's default) means "my landing page". */
function returnPath(to: unknown, service: Service): string | null {
  const path = safeRedirectPath(to);
  const bare = ['/', `/${shortServiceName(service)}`, `/${service}`];
  return bare.includes(path.replace(/\/+$/, '') || '/') ? null : path;
}

/**
 * `GET /login/{provider}` for a configured provider: without `code` it starts the authorization-code flow, with
 * `code` and `state` it is the callback. Every failure goes back to the login page with `?error=`, never a 5xx.
 */
export async function providerLogin(
  deps: ProviderLoginDeps,
  service: Service,
  request: FastifyRequest<{ Querystring: ProviderLoginQuery }>,
  reply: FastifyReply,
) {
  const { settings } = deps;
  const client = settings.signIn[service];
  if (!client) {
    // Not configured: the hosted web app draws this provider's login page; a self-hosted install has none.
    return settings.selfHosted ? reply.redirect('/', 302) : sendWebApp(reply, settings);
  }
  const query = request.query;
  const redirectUri = callbackUrl(request, settings, service);
  const fail = (error: SignInError) => {
    request.log.warn({ service, failure: error.failure }, `sign-in refused: ${error.message}`);
    // The install's rules said no: a page saying why, as a retry would be refused the same way.
    if (isRefusal(error.failure))
      return reply
        .code(403)
        .type('text/html')
        .send(refusalPage(error.failure, service, loginPagePath(settings)));
    return reply.redirect(failureLocation(settings, service, error.failure), 302);
  };

  if (query.error !== undefined) {
    const denied = query.error === 'access_denied';
    return fail(
      new SignInError(denied ? 'access_denied' : 'token_error', `the host answered ${query.error}`),
    );
  }

  if (query.code === undefined && query.state === undefined) {
    const nonce = ensureBrowserNonce(request, reply);
    const wantsPrivate = query.private === 'true';
    if (wantsPrivate)
      reply.setCookie(PRIVATE_COOKIE, 'true', {
        ...loginCookieOptions(request),
        path: '/',
        maxAge: 365 * 86400,
      });
    const authorizeUrl = await startSignIn(deps, {
      service,
      client,
      redirectUri,
      browserNonce: nonce,
      redirectTo: returnPath(query.to, service),
      privateAccess: settings.selfHosted || wantsPrivate || request.cookies[PRIVATE_COOKIE] === 'true',
    });
    return reply.redirect(authorizeUrl, 302);
  }

  const sessionToken = readSessionToken(request);
  const current = sessionToken ? await findSession(deps.db, sessionToken) : null;
  try {
    if (typeof query.code !== 'string' || typeof query.state !== 'string' || !query.code || !query.state)
      throw new SignInError('invalid_state', 'the callback has no code or no state');
    const finished = await finishSignIn(deps, {
      service,
      client,
      redirectUri,
      browserNonce: browserNonce(request),
      code: query.code,
      state: query.state,
      signedInOwner: current?.owner ?? null,
      useragent: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });
    // The sign-in stands even when the sync cannot be queued: the person can ask for one from /sync.
    await deps
      .afterSignIn?.(finished.owner)
      .catch((error: unknown) =>
        request.log.error(
          { err: error, ownerid: finished.owner.ownerid },
          'could not queue the git host sync',
        ),
      );
    completeSignIn(request, reply, finished.sessionToken);
    return reply.redirect(finished.redirectTo, 302);
  } catch (error) {
    if (error instanceof SignInError) return fail(error);
    throw error;
  }
}
