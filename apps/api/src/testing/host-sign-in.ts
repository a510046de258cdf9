import { cookieHeader, type TestServer } from './test-server';

export interface HostSignInOptions {
  /** Asks for private repositories too (`/login/{provider}?private=true`: GitHub's `repo` scope). */
  privateRepositories?: boolean;
}

/**
 * Signs in through a git host's stand-in as a browser would (start, the host's authorize page, the callback) and
 * answers the Cookie header of the new session.
 */
export async function signInThroughHost(
  server: TestServer,
  provider: string,
  { privateRepositories = false }: HostSignInOptions = {},
): Promise<string> {
  const started = await server.app.inject({
    url: `/login/${provider}${privateRepositories ? '?private=true' : ''}`,
  });
  const authorize = await fetch(started.headers.location as string, { redirect: 'manual' });
  const back = authorize.headers.get('location');
  if (authorize.status !== 302 || !back) throw new Error(`the host answered ${authorize.status}`);
  const callback = new URL(back);
  const finished = await server.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeader(started) },
  });
  if (finished.statusCode !== 302 || String(finished.headers.location).includes('error='))
    throw new Error(`sign-in failed: ${finished.statusCode} ${String(finished.headers.location)}`);
  return cookieHeader(finished);
}
