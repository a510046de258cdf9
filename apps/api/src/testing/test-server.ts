import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadSettings, type Settings } from '../config/settings';
import { createServer } from '../server';
import { type Backend, openTestDatabase, type TestDatabase } from './test-database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; type?: string; extensions?: Record<string, unknown> }>;
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  settings: Settings;
  /** Signs in through the development sign-in and returns the Cookie header value. */
  signIn(username?: string): Promise<string>;
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: {
      variables?: Record<string, unknown>;
      cookie?: string;
      provider?: string;
      /** Extra request headers, e.g. `authorization` for an API token. */
      headers?: Record<string, string>;
    },
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The Cookie header that replays the cookies a response set. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/**
 * The real server (migrations, demo seed, every route) on a private test database. `env` is the environment
 * the server would read; the web root defaults to an empty folder (no front-end build).
 */
export async function startTestServer(
  backend: Backend,
  { env = {}, webRoot }: { env?: Record<string, string>; webRoot?: string } = {},
): Promise<TestServer> {
  const emptyRoot = webRoot ? null : await mkdtemp(path.join(os.tmpdir(), 'canopy-web-'));
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'canopy-storage-'));
  // The database is opened apart; the data folder holds what else a server keeps there (the demo's git mirror).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canopy-data-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    CANOPY_WEB_ROOT: webRoot ?? emptyRoot ?? '',
    CANOPY_STORAGE_DIR: storageDir,
    CANOPY_DATA_DIR: dataDir,
    ...env,
  });
  const database = await openTestDatabase(backend);
  const app = await createServer({ settings, database });
  await app.ready();

  const server: TestServer = {
    app,
    database,
    settings,
    async signIn(username?: string) {
      const query = username ? `?username=${encodeURIComponent(username)}` : '';
      const response = await app.inject({ method: 'GET', url: `/login/dev${query}` });
      if (response.statusCode !== 302)
        throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
      return cookieHeader(response);
    },
    async graphql(query, { variables, cookie, provider = 'gh', headers = {} } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/graphql/${provider}`,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = response.json();
      return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
    },
    async close() {
      await app.close(); // closes the database too (onClose hook)
      if (emptyRoot) await rm(emptyRoot, { recursive: true, force: true });
      await rm(storageDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
