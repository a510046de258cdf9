import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loginPagePath } from '../../auth/login-page';
import { isRefusal, SignInError } from '../../auth/oauth/host-http';
import { browserNonce, completeSignIn, ensureBrowserNonce } from '../../auth/oauth/sign-in-cookie';
import type { TokenCipher } from '../../auth/oauth/token-cipher';
import { refusalPage } from '../../auth/refusal-page';
import { safeRedirectPath } from '../../auth/safe-redirect';
import { hasOktaSignIn } from '../../auth/okta-session-store';
import { viewerOf } from '../../auth/request-viewer';
import { normaliseService, shortServiceName, type Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { escapeHtml, messagePage } from '../../http/html';
import { browserOrigin } from '../../http/origin';
import { areaRoutes } from '../area-routes';
import { ownerByUsername, ownersByIds } from '../owners';
import { finishInstallOktaSignIn, startInstallOktaSignIn } from './install-okta-sign-in';
import { finishOktaSignIn, OktaSignInError, startOktaSignIn } from './okta-sign-in';
import { oktaSettingsOf } from './okta-store';

interface OktaRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  cipher: TokenCipher;
}

const CALLBACK_PATH = '/login/okta/callback';
/** The install's own Okta sign-in (self-hosted): start and callback at one address, as a git host's. */
const INSTALL_PATH = '/login/okta';

interface InstallOktaQuery {
  to?: string;
  code?: string;
  state?: string;
  error?: string;
}

/** The organisation's page in the web app, where the shell shows `?error=` (spec §8). */
function orgPage(service: string, username: string, error?: string): string {
  const path = `/${shortServiceName(service as Service)}/${encodeURIComponent(username)}`;
  return error ? `${path}?error=${encodeURIComponent(error)}` : path;
}

function notFound(reply: FastifyReply, what: string) {
  return reply
    .code(404)
    .type('text/html')
    .send(messagePage('Not found', `<p>${escapeHtml(what)}</p>`));
}

/**
 * `GET /login/okta` signs a person in with the install's Okta (self-hosted, when CANOPY_OKTA_ISSUER is set; 404
 * otherwise). Okta's failures go back to the login page with `?error=…&provider=okta`; the install's refusals
 * (no matching account, organisation not allowed, no seat) answer 403 with a page saying why.
 */
async function installOktaRoutes(app: FastifyInstance, { db, settings }: OktaRouteOptions) {
  app.get<{ Querystring: InstallOktaQuery }>(INSTALL_PATH, async (request, reply) => {
    const okta = settings.oktaLogin;
    if (!settings.selfHosted || !okta) return notFound(reply, 'This install has no Okta sign-in.');
    const deps = { db, okta, rules: settings };
    const redirectUri = `${browserOrigin(request, settings)}${INSTALL_PATH}`;
    const loginPath = loginPagePath(settings);
    const query = request.query;
    try {
      if (query.code === undefined && query.state === undefined && query.error === undefined) {
        const to = safeRedirectPath(query.to);
        const authorizeUrl = await startInstallOktaSignIn(deps, {
          browserNonce: ensureBrowserNonce(request, reply),
          redirectUri,
          redirectTo: to === '/' ? null : to,
        });
        return reply.redirect(authorizeUrl, 302);
      }
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://canopy.invalid').search;
      const finished = await finishInstallOktaSignIn(deps, {
        callbackUrl,
        browserNonce: browserNonce(request),
        useragent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      });
      completeSignIn(request, reply, finished.sessionToken);
      return reply.redirect(finished.redirectTo, 302);
    } catch (error) {
      if (error instanceof SignInError && isRefusal(error.failure)) {
        request.log.warn({ failure: error.failure }, `Okta sign-in refused: ${error.message}`);
        return reply
          .code(403)
          .type('text/html')
          .send(refusalPage(error.failure, 'okta', loginPath));
      }
      if (!(error instanceof OktaSignInError)) throw error;
      request.log.warn({ failure: error.failure }, `Okta sign-in failed: ${error.message}`);
      return reply.redirect(`${loginPath}?error=${encodeURIComponent(error.failure)}&provider=okta`, 302);
    }
  });
}

/**
 * `GET /login/okta/{provider}/{owner}` starts a sign-in with the organisation's Okta for the signed-in user;
 * `GET /login/okta/callback` finishes it (one address to register at Okta for every organisation).
 */
async function oktaRoutes(app: FastifyInstance, { db, settings, cipher }: OktaRouteOptions) {
  await installOktaRoutes(app, { db, settings, cipher });
  const deps = { db, cipher, production: settings.production };
  const callbackUrl = (request: FastifyRequest) => `${browserOrigin(request, settings)}${CALLBACK_PATH}`;

  app.get<{ Params: { provider: string; owner: string } }>(
    '/login/okta/:provider/:owner',
    async (request, reply) => {
      const service = normaliseService(request.params.provider);
      if (!service) return notFound(reply, 'Unknown provider.');
      const viewer = await viewerOf(request, db, service).catch(() => null);
      if (!viewer || viewer.session.type !== 'login') {
        // Okta adds to a Canopy sign-in: sign in with the git host first, then come back here.
        const here = `/login/okta/${shortServiceName(service)}/${encodeURIComponent(request.params.owner)}`;
        const login = settings.selfHosted ? `/login/${shortServiceName(service)}` : '/login';
        return reply.redirect(`${login}?to=${encodeURIComponent(here)}`, 302);
      }
      const org = await ownerByUsername(db, service, request.params.owner);
      const oktaSettings = org ? await oktaSettingsOf(db, org.ownerid) : null;
      if (!org || !oktaSettings?.enabled) return notFound(reply, 'This organization has no Okta sign-in.');
      if (await hasOktaSignIn(db, viewer.session.sessionid, org.ownerid))
        return reply.redirect(orgPage(org.service, org.username), 302);
      try {
        const authorizeUrl = await startOktaSignIn(deps, {
          settings: oktaSettings,
          sessionid: viewer.session.sessionid,
          redirectUri: callbackUrl(request),
        });
        return reply.redirect(authorizeUrl, 302);
      } catch (error) {
        if (!(error instanceof OktaSignInError)) throw error;
        request.log.warn({ failure: error.failure }, `Okta sign-in not started: ${error.message}`);
        return reply.redirect(orgPage(org.service, org.username, error.failure), 302);
      }
    },
  );

  app.get(CALLBACK_PATH, async (request, reply) => {
    const viewer = await viewerOf(request, db, null).catch(() => null);
    if (!viewer || viewer.session.type !== 'login') return reply.redirect('/login', 302);
    const url = new URL(callbackUrl(request));
    url.search = new URL(request.url, 'http://canopy.invalid').search;
    let failure: string | null = null;
    let ownerid: number | null;
    try {
      ownerid = await finishOktaSignIn(deps, {
        sessionid: viewer.session.sessionid,
        callbackUrl: url,
        loadSettings: (id) => oktaSettingsOf(db, id),
      });
    } catch (error) {
      if (!(error instanceof OktaSignInError)) throw error;
      request.log.warn({ failure: error.failure }, `Okta sign-in refused: ${error.message}`);
      failure = error.failure;
      ownerid = error.ownerid;
    }
    const [org] = ownerid === null ? [] : await ownersByIds(db, [ownerid]);
    if (!org) return reply.redirect(failure ? `/?error=${encodeURIComponent(failure)}` : '/', 302);
    return reply.redirect(orgPage(org.service, org.username, failure ?? undefined), 302);
  });
}

export const routes = areaRoutes(oktaRoutes, ({ db, settings, cipher }) => ({ db, settings, cipher }));
