import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { loadSettings } from '../config/settings';
import { startTestServer, type TestServer } from '../testing/test-server';
import { contentSecurityPolicy, HSTS, sourceOf } from './security-headers';

const DEFAULT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; " +
  "base-uri 'self'; form-action 'self'; object-src 'none'";

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const JSON_TYPE = { 'content-type': 'application/json' };
const TOKEN = 'security-headers-global-token';

/** Directive name → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectHardened(response: LightMyRequestResponse, what: string): void {
  expect({ what, csp: response.headers['content-security-policy'] }).toEqual({ what, csp: DEFAULT_POLICY });
  expect({ what, headers: response.headers }).toMatchObject({
    what,
    headers: {
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    },
  });
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    // A tiny build, so that `/` and client routes answer with the shell's page.
    root = mkdtempSync(path.join(os.tmpdir(), 'canopy-dist-'));
    mkdirSync(path.join(root, 'apps/shell/dist'), { recursive: true });
    writeFileSync(path.join(root, 'apps/shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    server = await startTestServer('pglite', { webRoot: root, env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('are on pages, the API, the runtime configuration, sign-in and errors', async () => {
    const requests = [
      { url: '/', headers: HTML, status: 200 },
      { url: '/gh/canopy/demo', headers: HTML, status: 200 },
      { url: '/health', status: 200 },
      { url: '/config.js', status: 200 },
      { url: '/remotes.json', status: 200 },
      { url: '/login/dev', status: 302 },
      { url: '/login/nowhere', headers: HTML, status: 404 },
      { url: '/internal/user', status: 401 },
      { url: '/no/such/file.js', status: 404 },
      {
        url: '/graphql/gh',
        method: 'POST' as const,
        payload: { query: '{ me { user { username } } }' },
        status: 200,
      },
      { url: '/graphql/gh', method: 'POST' as const, payload: '{', headers: JSON_TYPE, status: 400 },
    ];
    for (const { status, ...request } of requests) {
      const response = await server.app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status });
      expectHardened(response, `${request.method ?? 'GET'} ${request.url}`);
    }
  });

  it('are on uploads, their errors and the raw upload download', async () => {
    const rejected = await server.app.inject({
      method: 'POST',
      url: '/upload/v4?commit=0123456789abcdef0123456789abcdef01234567&slug=acme/widgets&token=wrong',
    });
    expect(rejected.statusCode).toBe(401);
    expectHardened(rejected, 'rejected upload');

    const sha = 'fedcba9876543210fedcba9876543210fedcba98';
    const created = await server.app.inject({
      method: 'POST',
      url: '/upload/github/acme::::widgets/upload-coverage',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      payload: { commitid: sha, branch: 'main', flags: [], code: 'default', ci_service: 'github-actions' },
    });
    expect(created.statusCode).toBe(201);
    expectHardened(created, 'upload-coverage');
    const location = new URL((created.json() as { raw_upload_location: string }).raw_upload_location);
    // HTML in an upload must never be read as a page: the download is plain text with nosniff.
    const stored = await server.app.inject({
      method: 'PUT',
      url: `${location.pathname}${location.search}`,
      payload: '<script>alert(1)</script>',
    });
    expect(stored.statusCode).toBe(200);
    expectHardened(stored, 'storage PUT');

    const upload = await server.database.db
      .selectFrom('uploads')
      .select('storagePath')
      .where('storagePath', 'is not', null)
      .executeTakeFirstOrThrow();
    const download = await server.app.inject({
      url: `/upload/gh/acme/widgets/download?path=${encodeURIComponent(upload.storagePath ?? '')}`,
      headers: { cookie: await server.signIn('ada') },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expectHardened(download, 'raw upload download');
  });

  it('say HSTS only when the request came over https, and X-Forwarded-Proto only counts behind a proxy', async () => {
    const forwarded = await server.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a proxy, with remotes and services configured', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: {
        TRUST_PROXY: 'true',
        CANOPY_REMOTES: JSON.stringify({
          repo_mfe: 'https://cdn.example.com/repo/mf-manifest.json',
          admin_mfe: 'http://127.0.0.1:4204/mf-manifest.json',
          plan_mfe: '/mf/plan-mfe/mf-manifest.json',
        }),
        API_URL: 'https://api.canopy.example',
        SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
        LAUNCHDARKLY: 'client-side-id',
        AMPLITUDE_API_KEY: 'amplitude-key',
        AMPLITUDE_SERVER_URL: 'https://analytics.example.com/2/httpapi',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allow scripts from the remotes and connections to the configured services, never inline script', async () => {
    const response = await server.app.inject({ url: '/health' });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:4204']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      'http://127.0.0.1:4204',
      'https://api.canopy.example',
      'https://o1.ingest.sentry.io',
      'https://app.launchdarkly.com',
      'https://clientstream.launchdarkly.com',
      'https://events.launchdarkly.com',
      'https://analytics.example.com',
    ]);
    expect(policy['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.example.com',
      'http://127.0.0.1:4204',
    ]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('say HSTS for requests a trusted proxy received over https', async () => {
    const https = await server.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await server.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('is the strict default on a default install', () => {
    expect(contentSecurityPolicy(loadSettings({ NODE_ENV: 'test' }))).toBe(DEFAULT_POLICY);
  });

  it('never allows inline script or eval, whatever is configured', () => {
    const policy = contentSecurityPolicy(
      loadSettings({
        NODE_ENV: 'test',
        CANOPY_REMOTES: JSON.stringify({ repo_mfe: 'https://cdn.example.com/mf-manifest.json' }),
        SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
      }),
    );
    for (const name of ['default-src', 'script-src', 'worker-src'])
      expect(directives(policy)[name]?.join(' ') ?? '').not.toMatch(/unsafe-(inline|eval)|data:|\*/);
  });

  it('uses only the origin of a configured URL, and drops what could break the policy', () => {
    expect(sourceOf('https://cdn.example.com:8443/a/b?c#d')).toBe('https://cdn.example.com:8443');
    expect(sourceOf('https://key@o1.ingest.sentry.io/1')).toBe('https://o1.ingest.sentry.io');
    expect(sourceOf('//cdn.example.com/mf-manifest.json')).toBe('cdn.example.com');
    expect(sourceOf('http://[::1]:4201/x')).toBe('http://[::1]:4201');
    for (const url of [
      '/mf/repo-mfe/mf-manifest.json',
      'javascript:alert(1)',
      'https://a;b.com/',
      'data:,x',
      '',
    ])
      expect({ url, source: sourceOf(url) }).toEqual({ url, source: null });
  });
});
