import { generateKeyPairSync } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { TestServer } from './test-server';

/** An OpenID Connect issuer on 127.0.0.1 standing in for an organisation's Okta. */
export interface OktaStandIn {
  url: string;
  /** Makes the next authorization answer `?error=<error>` instead of a code (the user refused, say). */
  refuseNext(error: string): void;
  /**
   * The person the issuer's tokens name from now on (`sub`, `email`, `email_verified`, …), as Okta puts them in the
   * ID token for the scopes `openid email profile`. Without it the stand-in's own `sub: johndoe` and no email.
   */
  signInAs(claims: Record<string, unknown>): void;
  stop(): Promise<void>;
}

export async function startOktaStandIn(): Promise<OktaStandIn> {
  const server = new OAuth2Server();
  let person: Record<string, unknown> = {};
  // Node's crypto answers objects of another realm than Jest's, which the stand-in refuses as not plain; a copy
  // made here is plain (its own `keys.generate` fails under Jest for that reason).
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  await server.issuer.keys.add({ ...jwk, alg: 'RS256', kid: 'okta-stand-in' });
  await server.start(0, '127.0.0.1');
  // The stand-in would name itself `localhost`; Okta is addressed as configured, by its loopback address.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  // The client sends its id form-encoded in Basic auth (RFC 6749 §2.3.1: `-` as %2D); the stand-in does not decode
  // it before naming it the ID token's audience, which Okta does.
  server.service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }) => {
    if (typeof token.payload.aud === 'string') token.payload.aud = decodeURIComponent(token.payload.aud);
    Object.assign(token.payload, person);
  });
  return {
    url: server.issuer.url,
    refuseNext(error) {
      server.service.once(Events.BeforeAuthorizeRedirect, (redirect: { url: URL }) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', error);
      });
    },
    signInAs(claims) {
      person = { ...claims };
    },
    stop: () => server.stop(),
  };
}

/**
 * Follows a sign-in with the stand-in as a browser would: Canopy's start (inject), the issuer's authorize page
 * (a real request), then Canopy's callback (inject). Answers the callback's response.
 */
export async function signInWithOkta(
  server: TestServer,
  cookie: string,
  path: string,
): Promise<LightMyRequestResponse> {
  const start = await server.app.inject({ method: 'GET', url: path, headers: { cookie } });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  return server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
}
