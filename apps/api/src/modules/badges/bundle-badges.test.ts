import { createCommit, uploadCommitBundle } from '../../testing/bundle-uploads';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { bundleBadgeText } from './badge-service';
import { BUNDLE_COLOUR, GREY } from './colour';

const TOKEN = 'bundle-badges-global-token';
const MAIN = 'bb0001'.padEnd(40, '0');
const FEATURE = 'bb0002'.padEnd(40, '0');
const SECRET = 'bb0003'.padEnd(40, '0');

/** A bundle of one script and one stylesheet, `size` bytes in all. */
const stats = (bundleName: string, script: number, style = 0) => ({
  version: '3',
  builtAt: 1_795_301_000_000,
  duration: 12,
  bundleName,
  plugin: { name: '@codecov/vite-plugin', version: '2.0.1' },
  bundler: { name: 'rollup', version: '4.0.0' },
  assets: [
    {
      name: `${bundleName}.js`,
      size: script,
      gzipSize: Math.round(script / 3),
      normalized: `${bundleName}.js`,
    },
    ...(style
      ? [{ name: `${bundleName}.css`, size: style, gzipSize: null, normalized: `${bundleName}.css` }]
      : []),
  ],
  chunks: [],
  modules: [],
});

describe('bundle badge text', () => {
  it.each([
    [7, 2, '7B'],
    [999, 2, '999B'],
    [1_000, 2, '1KB'],
    [7_777_777, 2, '7.78MB'],
    [7_777_777, 1, '7.8MB'],
    [7_777_777, 0, '8MB'],
    [1_200_000, 2, '1.2MB'],
    [1_234_567_890, 2, '1.23GB'],
    [null, 2, 'unknown'],
  ] as const)('%s bytes at precision %s: %s', (bytes, precision, text) => {
    expect(bundleBadgeText(bytes, precision)).toBe(text);
  });
});

describeEachBackend('bundle badges', (backend) => {
  let server: TestServer;
  let graphToken: string;
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const value = async (url: string) => (await get(url)).body;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    const upload = async (slug: string, sha: string, branch: string, bundles: unknown[]) => {
      await createCommit(server, { slug, token: TOKEN, sha, branch });
      for (const bundle of bundles)
        await uploadCommitBundle(server, { slug, token: TOKEN, sha, branch, stats: bundle });
      await server.app.ingestion.queue.idle();
    };
    // acme/shop: web-app is 1,234,567 bytes on main and 2,500 on feature/x; admin only on main.
    await upload('acme/shop', MAIN, 'main', [stats('web-app', 1_200_000, 34_567), stats('admin', 640)]);
    await upload('acme/shop', FEATURE, 'feature/x', [stats('web-app', 2_500), stats('@scope/app', 3_000)]);
    await upload('acme/vault', SECRET, 'main', [stats('web-app', 5_000)]);
    const db = server.database.db;
    await db.updateTable('repositories').set({ private: false }).where('name', '=', 'shop').execute();
    const vault = await db
      .selectFrom('repositories')
      .select(['imageToken', 'private'])
      .where('name', '=', 'vault')
      .executeTakeFirstOrThrow();
    expect(vault.private).toBe(true);
    graphToken = vault.imageToken;
  });
  afterAll(() => server?.close());

  it("shows the size of a bundle of the default branch's head, in a neutral colour", async () => {
    const response = await get('/gh/acme/shop/graph/bundle/web-app/badge.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toContain('<title>bundle: 1.23MB</title>');
    expect(response.body).toContain(`fill="${BUNDLE_COLOUR}"`);
    const text = await get('/github/acme/shop/graphs/bundle/web-app/badge.txt');
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('1.23MB');
    expect(await value('/gh/acme/shop/graph/bundle/admin/badge.txt')).toBe('640B');
  });

  it('rounds to the precision asked for, 0 to 2 decimals; anything else is a 404', async () => {
    expect(await value('/gh/acme/shop/graph/bundle/web-app/badge.txt?precision=1')).toBe('1.2MB');
    expect(await value('/gh/acme/shop/graph/bundle/web-app/badge.txt?precision=0')).toBe('1MB');
    expect((await get('/gh/acme/shop/graph/bundle/web-app/badge.txt?precision=3')).statusCode).toBe(404);
    expect((await get('/gh/acme/shop/graph/bundle/web-app/badge.json')).statusCode).toBe(404);
  });

  it('reads the head of a branch whose name holds a slash', async () => {
    expect(await value('/gh/acme/shop/branch/feature/x/graph/bundle/web-app/badge.txt')).toBe('2.5KB');
    expect(await value('/gh/acme/shop/branch/feature/x/graphs/bundle/web-app/badge.txt')).toBe('2.5KB');
    const svg = await get('/gh/acme/shop/branch/feature/x/graph/bundle/web-app/badge.svg');
    expect(svg.body).toContain('<title>bundle: 2.5KB</title>');
    // The coverage badge of that branch still answers on the same route.
    expect(await value('/gh/acme/shop/branch/feature/x/graph/badge.txt')).toBe('unknown');
  });

  it('reads a bundle name holding a slash as one encoded segment', async () => {
    const url = '/gh/acme/shop/branch/feature/x/graph/bundle/%40scope%2Fapp/badge.txt';
    expect(await value(url)).toBe('3KB');
    expect(await value('/gh/acme/shop/graph/bundle/%40scope%2Fapp/badge.txt')).toBe('unknown');
  });

  it("answers the grey 'unknown' for a missing bundle, branch or repository", async () => {
    const unknown = await get('/gh/acme/no-such-repo/graph/bundle/web-app/badge.svg');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>bundle: unknown</title>');
    expect(unknown.body).toContain(`fill="${GREY}"`);
    expect((await get('/gh/acme/shop/graph/bundle/nope/badge.svg')).body).toBe(unknown.body);
    expect((await get('/gh/acme/shop/branch/nope/graph/bundle/web-app/badge.svg')).body).toBe(unknown.body);
    // feature/x built no admin bundle.
    expect(await value('/gh/acme/shop/branch/feature/x/graph/bundle/admin/badge.txt')).toBe('unknown');
  });

  it('shows a private repository only to its graph token; no token and a wrong one look like nothing', async () => {
    expect(await value(`/gh/acme/vault/graph/bundle/web-app/badge.txt?token=${graphToken}`)).toBe('5KB');
    expect(await value(`/gh/acme/vault/branch/main/graph/bundle/web-app/badge.txt?token=${graphToken}`)).toBe(
      '5KB',
    );
    const unknown = (await get('/gh/acme/no-such-repo/graph/bundle/web-app/badge.svg')).body;
    expect((await get('/gh/acme/vault/graph/bundle/web-app/badge.svg')).body).toBe(unknown);
    expect((await get('/gh/acme/vault/graph/bundle/web-app/badge.svg?token=wrong')).body).toBe(unknown);
    expect(await value('/gh/acme/vault/graph/bundle/web-app/badge.txt')).toBe('unknown');
    const cookie = await server.signIn('ada');
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/gh/acme/vault/graph/bundle/web-app/badge.svg',
      headers: { cookie },
    });
    expect(signedIn.body).toBe(unknown);
  });
});
