import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/test-server';

const INDEX =
  '<!doctype html><html><head><script src="/config.js"></script></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('canopy '.repeat(2000))});`;

function write(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built front end', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'canopy-dist-'));
    write(root, 'apps/shell/dist/index.html', INDEX);
    write(root, 'apps/shell/dist/main.1a2b3c4d.js', BUNDLE);
    write(root, 'apps/shell/dist/favicon.ico', 'icon');
    write(root, 'apps/repo-mfe/dist/mf-manifest.json', '{"name":"repo_mfe"}');
    write(root, 'apps/repo-mfe/dist/remoteEntry.js', 'var repo_mfe;');
    write(root, 'apps/repo-mfe/dist/src_routes.9f8e7d6c.js', BUNDLE);
    // The production build's compressed copies (tools/rspack/precompress-plugin.mjs).
    writeFileSync(
      path.join(root, 'apps/repo-mfe/dist/src_routes.9f8e7d6c.js.br'),
      brotliCompressSync(BUNDLE),
    );
    writeFileSync(path.join(root, 'apps/repo-mfe/dist/src_routes.9f8e7d6c.js.gz'), gzipSync(BUNDLE));
    server = await startTestServer('pglite', { webRoot: root });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await server.app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const hashed = await server.app.inject({ url: '/main.1a2b3c4d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.app.inject({ url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const url of ['/gh/canopy', '/gh/canopy/demo/tree/main', '/login', '/admin/gh/access?x=1']) {
      const response = await server.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer API paths, missing assets or non-HTML requests with index.html', async () => {
    for (const url of ['/internal/nothing', '/graphql/gh/extra', '/upload/v4', '/logout']) {
      const response = await server.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, detail: 'Not found' });
    }
    expect(
      (await server.app.inject({ url: '/main.00000000.js', headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/gh/canopy', headers: HTML })).statusCode).toBe(
      404,
    );
  });

  it('serves remotes under /mf/<folder>/ with their own cache rules', async () => {
    const manifest = await server.app.inject({ url: '/mf/repo-mfe/mf-manifest.json' });
    expect(manifest.json()).toEqual({ name: 'repo_mfe' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject({ url: '/mf/repo-mfe/remoteEntry.js' })).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await server.app.inject({ url: '/mf/repo-mfe/src_routes.9f8e7d6c.js' })).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
  });

  it('answers a remote that is not built with 503', async () => {
    const response = await server.app.inject({ url: '/mf/plan-mfe/mf-manifest.json' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npx nx build plan-mfe');
  });

  it('compresses with brotli and gzip', async () => {
    const brotli = await server.app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await server.app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    expect(gzip.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    const plain = await server.app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's compressed copy as it is, with the original's type and cache rules", async () => {
    const url = '/mf/repo-mfe/src_routes.9f8e7d6c.js';
    const brotli = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotliCompressSync(BUNDLE).length));
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('compresses API responses too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { query: '{ __schema { types { name fields { name } } } }' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data.__schema.types.length).toBeGreaterThan(
      10,
    );
  });
});

describe('without a front-end build', () => {
  it('still starts, serves the API, and answers pages with 503', async () => {
    const server = await startTestServer('pglite');
    try {
      const page = await server.app.inject({ url: '/gh/canopy', headers: HTML });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('The Canopy web app is not built');
      expect(page.body).toContain('npx nx build shell');
      expect((await server.app.inject({ url: '/' })).statusCode).toBe(503);
      expect((await server.app.inject({ url: '/health' })).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/config.js' })).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/internal/user' })).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });
});
