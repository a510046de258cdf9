import { describeEachBackend } from '../../testing/test-database';
import { ownerByUsername } from '../owners';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { badgeSvg, textWidth } from './badge-svg';
import { coverageColour } from './colour';

const TOKEN = 'badges-global-token';
const MAIN = 'badbad1'.padEnd(40, '0');
const FEATURE = 'badbad2'.padEnd(40, '0');
const SECRET = 'badbad3'.padEnd(40, '0');
const GL_MAIN = 'badbad4'.padEnd(40, '0');
const GL_FEATURE = 'badbad5'.padEnd(40, '0');
const GL_VAULT = 'badbad6'.padEnd(40, '0');
const COMPONENT =
  'component_management:\n  individual_components:\n    - component_id: alib\n      paths: ["a.js"]\n';
const YAML = 'coverage:\n  precision: 1\n  round: up\n  range: "50..80"\n';

describe('badge drawing', () => {
  it('measures text as Verdana 11px and sizes both halves from it', () => {
    expect(textWidth('87%')).toBeCloseTo(7 + 7 + 11.84);
    const svg = badgeSvg('coverage', '87%', '#4c1');
    expect(svg).toMatch(/^<svg [^>]*width="(\d+)" height="20"/);
    expect(svg).toContain('<title>coverage: 87%</title>');
  });

  it('goes red, yellow, green across the range; grey when unknown', () => {
    expect(coverageColour(10, [70, 100])).toBe('#e05d44');
    expect(coverageColour(85, [70, 100])).toBe('#dfb317');
    expect(coverageColour(100, [70, 100])).toBe('#44cc11');
    expect(coverageColour(null, [70, 100])).toBe('#9f9f9f');
  });
});

describeEachBackend('badges and graphs', (backend) => {
  let server: TestServer;
  let graphToken: string;
  let vaultToken: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const value = async (url: string) => (await get(url.replace('badge.svg', 'badge.txt'))).body;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    const upload = async (slug: string, sha: string, files: Record<string, string>, more = {}) => {
      await uploadCoverage(server, { token: TOKEN, slug, sha, network: ['a.js', 'b.js'], files, ...more });
      await server.app.ingestion.queue.idle();
    };
    // acme/open: 3 of 4 lines on main (unit: 2 of 3), everything on feature/x.
    await upload(
      'acme/open',
      MAIN,
      { 'codecov.yml': COMPONENT, 'lcov.info': lcov({ 'a.js': { 1: 1, 2: 1, 3: 0 } }) },
      { flags: ['unit'] },
    );
    await upload('acme/open', MAIN, { 'lcov.info': lcov({ 'b.js': { 1: 1 } }) }, { flags: ['integration'] });
    await upload('acme/open', FEATURE, { 'lcov.info': lcov({ 'a.js': { 1: 1 } }) }, { branch: 'feature/x' });
    // GitLab subgroups: group/sub/proj (public) on main and feature/x; group/sub/deep/vault (private).
    const gitlab = { service: 'gitlab' as const };
    await upload('group:::sub/proj', GL_MAIN, { 'lcov.info': lcov({ 'a.js': { 1: 1, 2: 0 } }) }, gitlab);
    await upload(
      'group:::sub/proj',
      GL_FEATURE,
      { 'lcov.info': lcov({ 'a.js': { 1: 1 } }) },
      {
        ...gitlab,
        branch: 'feature/x',
      },
    );
    await upload('group:::sub:::deep/vault', GL_VAULT, { 'lcov.info': lcov({ 'b.js': { 1: 1 } }) }, gitlab);
    // acme/secret (private): 2 of 3 lines, precision 1 rounded up, range 50..80.
    await upload('acme/secret', SECRET, {
      'codecov.yml': YAML,
      'lcov.info': lcov({ 'a.js': { 1: 1, 2: 1, 3: 0 } }),
    });
    const db = server.database.db;
    await db
      .updateTable('repositories')
      .set({ private: false })
      .where('name', 'in', ['open', 'proj'])
      .execute();
    const vault = await db
      .selectFrom('repositories')
      .select(['imageToken', 'private'])
      .where('name', '=', 'vault')
      .executeTakeFirstOrThrow();
    expect(vault.private).toBe(true);
    vaultToken = vault.imageToken;
    const secret = await db
      .selectFrom('repositories')
      .select('imageToken')
      .where('name', '=', 'secret')
      .executeTakeFirstOrThrow();
    graphToken = secret.imageToken;
  });
  afterAll(() => server?.close());

  it("shows a public repository's default branch with its colour, as an SVG README images can cache", async () => {
    const response = await get('/gh/acme/open/graph/badge.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toContain('<title>coverage: 75%</title>');
    expect(response.body).toContain(`fill="${coverageColour(75, [70, 100])}"`);
    expect(await value('/github/acme/open/graphs/badge.txt')).toBe('75%');
    expect(await value('/gh/acme/open/graph/badge.txt?precision=2')).toBe('75.00%');
    expect((await get('/gh/acme/open/graph/badge.txt?precision=7')).statusCode).toBe(404);
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await get('/gh/acme/open/graph/badge.svg');
    const again = await get('/gh/acme/open/graph/badge.svg', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads flags, components, branches (with slashes) and the JSON endpoint', async () => {
    expect(await value('/gh/acme/open/graph/badge.txt?flag=unit')).toBe('66%');
    expect(await value('/gh/acme/open/graph/badge.txt?flag=nope')).toBe('unknown');
    expect(await value('/gh/acme/open/graph/badge.txt?component=alib')).toBe('66%');
    expect(await value('/gh/acme/open/graph/badge.txt?component=nope')).toBe('unknown');
    expect(await value('/gh/acme/open/branch/feature/x/graph/badge.txt')).toBe('100%');
    expect(await value('/gh/acme/open/branch/nope/graph/badge.txt')).toBe('unknown');
    const json = await get('/gh/acme/open/branch/feature/x/graph/badge.json');
    expect(json.json()).toEqual({ schemaVersion: 1, label: 'coverage', message: '100%', color: '44cc11' });
  });

  it('shows a private repository only to its graph token, with its yaml precision and range', async () => {
    const right = await get(`/gh/acme/secret/graph/badge.svg?token=${graphToken}`);
    expect(right.body).toContain('<title>coverage: 66.7%</title>');
    expect(right.body).toContain(`fill="${coverageColour(66.67, [50, 80])}"`);
    const unknown = (await get('/gh/acme/no-such-repo/graph/badge.svg')).body;
    expect(unknown).toContain('<title>coverage: unknown</title>');
    expect(unknown).toContain('fill="#9f9f9f"');
    // No token, a wrong one and a missing repository are one answer: nothing tells them apart.
    expect((await get('/gh/acme/secret/graph/badge.svg')).body).toBe(unknown);
    expect((await get('/gh/acme/secret/graph/badge.svg?token=wrong')).body).toBe(unknown);
    expect((await get('/zz/acme/secret/graph/badge.svg')).body).toBe(unknown);
    const cookie = await server.signIn('ada');
    expect((await get('/gh/acme/secret/graph/badge.svg', { cookie })).body).toBe(unknown);
  });

  it.each(['sunburst', 'tree', 'icicle'])(
    'draws the %s graph as SVG; 404 without the token',
    async (kind) => {
      const response = await get(`/gh/acme/open/graph/${kind}.svg?width=200&height=100`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="100"/);
      expect(response.body).toMatch(/<\/svg>$/);
      expect(response.body).toContain('<title>a.js');
      expect((await get(`/gh/acme/secret/graph/${kind}.svg`)).statusCode).toBe(404);
      expect((await get(`/gh/acme/secret/graph/${kind}.svg?token=${graphToken}`)).statusCode).toBe(200);
    },
  );

  it('finds GitLab subgroup owners in the encoded group:subgroup form', async () => {
    for (const url of ['/gl/group:sub/proj/graph/badge.txt', '/gitlab/group:sub/proj/graphs/badge.txt'])
      expect([url, (await get(url)).body]).toEqual([url, '50%']);
    const branch = '/gl/group:sub/proj/branch/feature/x/graph/badge.txt';
    expect([branch, (await get(branch)).body]).toEqual([branch, '100%']);
    const svg = await get('/gl/group:sub/proj/graph/badge.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<title>coverage: 50%</title>');
    for (const kind of ['sunburst', 'tree', 'icicle'])
      expect((await get(`/gl/group:sub/proj/graphs/${kind}.svg`)).statusCode).toBe(200);
    // Not a repository of anyone: the same grey 'unknown' as any missing repository.
    expect(await value('/gl/group:sub/nope/graph/badge.svg')).toBe('unknown');
    expect(await value('/gl/group:nope/proj/graph/badge.svg')).toBe('unknown');
    expect(await value('/gl/group:sub/proj/branch/nope/graph/badge.svg')).toBe('unknown');
  });

  it('finds a GitLab subgroup owner in GraphQL by either form of its name', async () => {
    for (const username of ['group:sub', 'group/sub']) {
      const answer = await server.graphql<{ owner: { username: string } | null }>(
        'query($u: String!) { owner(username: $u) { username } }',
        { variables: { u: username }, provider: 'gl' },
      );
      expect([username, answer.data?.owner]).toEqual([username, { username: 'group/sub' }]);
      // Every lookup by name does the same, mutations included.
      expect((await ownerByUsername(server.database.db, 'gitlab', username))?.username).toBe('group/sub');
    }
  });

  it('shows a private subgroup repository, at any depth, only to its graph token', async () => {
    const unknown = (await get('/gh/acme/no-such-repo/graph/badge.svg')).body;
    for (const owner of ['group:sub:deep']) {
      expect(await value(`/gl/${owner}/vault/graph/badge.svg?token=${vaultToken}`)).toBe('100%');
      expect((await get(`/gl/${owner}/vault/graph/badge.svg`)).body).toBe(unknown);
      expect((await get(`/gl/${owner}/vault/graph/badge.svg?token=wrong`)).body).toBe(unknown);
      expect((await get(`/gl/${owner}/vault/graph/sunburst.svg`)).statusCode).toBe(404);
    }
  });

  it("leaves the web app's pages below a repository to the web app", async () => {
    const page = await get('/gl/group:sub/proj/config/badge', { accept: 'text/html' });
    const elsewhere = await get('/no-such-page', { accept: 'text/html' });
    expect(page.statusCode).toBe(elsewhere.statusCode);
    expect(page.body).toBe(elsewhere.body);
    const deep = await get('/gh/acme/open/commit/abc/tree/src', { accept: 'text/html' });
    expect(deep.statusCode).toBe(elsewhere.statusCode);
  });
});
