import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { JobQueue } from '../../jobs/queue';
import { claimJob } from '../../jobs/queue-store';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { CAPTURED_UPLOADS, replayCapture } from '../../testing/replay';
import { bundleUploadsOf, expectedRows, storedBundle, uploadBundle } from '../../testing/bundle-uploads';
import { bundleJobHandler, PROCESS_BUNDLE_ANALYSIS } from './process-bundle';

const GLOBAL = 'bundle-global-token';
const WIDGETS_TOKEN = '11111111-2222-3333-4444-555555555555';
const GADGETS_TOKEN = '22222222-3333-4444-5555-666666666666';
const ACME_ORG_TOKEN = '99999999-8888-7777-6666-555555555555';
/** The commit of the webpack, rollup and bundle-analyzer captures. */
const CAPTURED_SHA = '0123456789abcdef0123456789abcdef01234567';
/** The commit of the tokenless captures. */
const TOKENLESS_SHA = 'd50722e7692106920452595fd07fc57eb71f907e';

const captured = (run: string, file = '002-body.bin') => readFileSync(path.join(CAPTURED_UPLOADS, run, file));
const capturedStats = (run: string) => JSON.parse(captured(run).toString('utf8'));

const detail = (response: LightMyRequestResponse) => (response.json() as { detail: string }).detail;

/** A repository token this server knows instead of the capture's made-up one. */
const withToken = (token: string) => (request: { headers: Record<string, string>; body?: Buffer }) => ({
  headers: { ...request.headers, authorization: `token ${token}` },
  body: request.body,
});

function stats(bundleName: string, assets: Array<[string, number, number | null]>) {
  return {
    version: '3',
    builtAt: 1_795_301_137_789,
    duration: 20,
    bundleName,
    bundler: { name: 'webpack', version: '5.112.2' },
    plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
    assets: assets.map(([name, size, gzipSize]) => ({ name, size, gzipSize, normalized: name })),
    chunks: [
      {
        id: '1',
        uniqueId: '0-1',
        entry: true,
        initial: true,
        files: [assets[0]![0]],
        names: ['main'],
        dynamicImports: assets.slice(1).map(([name]) => name),
      },
    ],
    modules: [{ name: './src/index.js', size: 100, chunkUniqueIds: ['0-1'] }],
  };
}

async function createRepository(server: TestServer, name: string, token: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/upload/github/acme::::${name}/commits`,
    headers: { authorization: `token ${GLOBAL}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ commitid: 'f'.repeat(40), branch: 'main' }),
  });
  expect(response.statusCode).toBe(201);
  await sql`update repositories set upload_token = ${token}::uuid where name = ${name}`.execute(
    server.database.db,
  );
}

describeEachBackend('bundle stats uploads', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL, CANOPY_PUBLIC_URL: 'https://canopy.example.test/' },
    });
    await createRepository(server, 'widgets', WIDGETS_TOKEN);
    await createRepository(server, 'gadgets', GADGETS_TOKEN);
    await sql`update owners set org_upload_token = ${ACME_ORG_TOKEN}::uuid where username = 'acme'`.execute(
      server.database.db,
    );
  });
  afterAll(() => server.close());

  const repository = () =>
    server.database.db
      .selectFrom('repositories')
      .select(['bundleAnalysisEnabled', 'coverageEnabled', 'private'])
      .where('name', '=', 'widgets')
      .executeTakeFirstOrThrow();

  it('@codecov/webpack-plugin with the repository token: the URL, then every asset, chunk and module as sent', async () => {
    expect(await repository()).toMatchObject({ bundleAnalysisEnabled: false, coverageEnabled: false });
    const steps = await replayCapture(server.app, 'webpack-plugin-token', {
      rewrite: withToken(WIDGETS_TOKEN),
    });
    expect(steps.map((step) => step.response.statusCode)).toEqual([200, 200]);
    const { url } = steps[0]!.response.json() as { url: string };
    // Links come from CANOPY_PUBLIC_URL, not from the Host header the client sent (127.0.0.1:8980).
    expect(url).toMatch(
      /^https:\/\/canopy\.example\.test\/upload\/bundle_analysis\/storage\/[0-9a-f-]{36}\?signature=/,
    );
    await server.app.ingestion.queue.idle();

    const sent = capturedStats('webpack-plugin-token');
    const stored = await storedBundle(server, CAPTURED_SHA, 'bundle-app-array-push');
    expect(stored).not.toBeNull();
    const expected = expectedRows(sent);
    expect(stored!.assets).toEqual(
      expected.assets.map((asset, index) => ({
        ...asset,
        assetType: ['JAVASCRIPT', 'JAVASCRIPT', 'STYLESHEET'][index],
      })),
    );
    expect(stored!.chunks).toEqual(expected.chunks);
    expect(stored!.modules).toEqual(expected.modules);
    expect(stored!.modules).toHaveLength(23);

    const [upload] = await bundleUploadsOf(server, CAPTURED_SHA);
    expect(upload).toMatchObject({
      state: 'processed',
      name: 'bundle-app-array-push',
      reportCode: 'default',
      provider: 'local',
      buildCode: '4242',
      errorCode: null,
    });
    expect(stored!.report).toMatchObject({
      uploadId: upload!.id,
      statsVersion: '3',
      pluginName: '@codecov/webpack-plugin',
      pluginVersion: '2.0.1',
      bundlerName: 'webpack',
      bundlerVersion: '5.112.2',
      durationMs: 511,
      outputPath: '/home/ci/project/bundle-app/dist',
      isCached: false,
    });
    expect(stored!.report.builtAt.getTime()).toBe(1_795_301_137_789);
    // Bundle stats alone turn bundle analysis on, not coverage: the repository opens on its bundles.
    expect(await repository()).toMatchObject({ bundleAnalysisEnabled: true, coverageEnabled: false });
    // The body is kept as it arrived.
    expect(await server.app.ingestion.storage.read(upload!.storagePath!)).toEqual(
      captured('webpack-plugin-token'),
    );

    const commit = await server.database.db
      .selectFrom('commits')
      .select(['id', 'branch', 'pullid'])
      .where('commitid', '=', CAPTURED_SHA)
      .executeTakeFirstOrThrow();
    expect(commit).toMatchObject({ branch: 'feature/bundle', pullid: 17 });
    const reports = await server.database.db
      .selectFrom('commitReports')
      .select(['code', 'reportType'])
      .where('commitId', '=', commit.id)
      .execute();
    expect(reports).toEqual([{ code: 'default', reportType: 'bundle_analysis' }]);
    expect((await repository()).bundleAnalysisEnabled).toBe(true);
  });

  it('@codecov/rollup-plugin and bundle-analyzer add their bundles to the same commit, beside the first', async () => {
    const rollup = await replayCapture(server.app, 'rollup-plugin', { rewrite: withToken(WIDGETS_TOKEN) });
    const cli = await replayCapture(server.app, 'bundle-analyzer-cli', { rewrite: withToken(WIDGETS_TOKEN) });
    expect([...rollup, ...cli].map((step) => step.response.statusCode)).toEqual([200, 200, 200, 200]);
    await server.app.ingestion.queue.idle();

    const rolled = await storedBundle(server, CAPTURED_SHA, 'bundle-app-rollup-esm');
    const expectedRollup = expectedRows(capturedStats('rollup-plugin'));
    expect(rolled!.assets).toEqual(
      expectedRollup.assets.map((asset) => ({ ...asset, assetType: 'JAVASCRIPT' })),
    );
    expect(rolled!.chunks).toEqual(expectedRollup.chunks);
    expect(rolled!.modules).toEqual(expectedRollup.modules);
    expect(rolled!.report).toMatchObject({ bundlerName: 'rollup', outputPath: 'dist-rollup' });

    const analyzed = await storedBundle(server, CAPTURED_SHA, 'my-static-build');
    const expectedCli = expectedRows(capturedStats('bundle-analyzer-cli'));
    expect(analyzed!.assets).toEqual(
      expectedCli.assets.map((asset, index) => ({
        ...asset,
        assetType: ['JAVASCRIPT', 'STYLESHEET', 'JAVASCRIPT'][index],
      })),
    );
    expect(analyzed!.chunks).toEqual([]);
    expect(analyzed!.modules).toEqual([]);
    expect(analyzed!.report).toMatchObject({
      pluginName: '@codecov/bundle-analyzer',
      bundlerName: null,
      bundlerVersion: null,
      outputPath: null,
    });
    // The first bundle is still there.
    expect((await storedBundle(server, CAPTURED_SHA, 'bundle-app-array-push'))!.assets).toHaveLength(3);
    const uploads = await bundleUploadsOf(server, CAPTURED_SHA);
    expect(uploads.map((upload) => [upload.name, upload.state])).toEqual([
      ['bundle-app-array-push', 'processed'],
      ['bundle-app-rollup-esm', 'processed'],
      ['my-static-build', 'processed'],
    ]);
  });

  it('a new upload of a bundle replaces that bundle for the commit, and leaves the others alone', async () => {
    const sha = 'a'.repeat(40);
    const request = { commit: sha, branch: 'main', slug: 'acme::::widgets', service: 'local' };
    const send = async (body: unknown) => {
      const { post, put } = await uploadBundle(server, { token: WIDGETS_TOKEN, request, stats: body });
      expect([post.statusCode, put?.statusCode]).toEqual([200, 200]);
      await server.app.ingestion.queue.idle();
    };
    await send(
      stats('alpha', [
        ['alpha.js', 1000, 400],
        ['alpha-lazy.js', 200, 90],
      ]),
    );
    await send(
      stats('beta', [
        ['beta.js', 3000, 1200],
        ['beta.css', 50, null],
      ]),
    );
    const betaBefore = await storedBundle(server, sha, 'beta');

    await send(
      stats('alpha', [
        ['alpha.2.js', 1500, 600],
        ['font.woff2', 9000, null],
        ['logo.svg', 300, 200],
      ]),
    );
    const alpha = await storedBundle(server, sha, 'alpha');
    expect(alpha!.assets).toEqual([
      {
        name: 'alpha.2.js',
        normalizedName: 'alpha.2.js',
        size: 1500,
        gzipSize: 600,
        assetType: 'JAVASCRIPT',
      },
      { name: 'font.woff2', normalizedName: 'font.woff2', size: 9000, gzipSize: null, assetType: 'FONT' },
      { name: 'logo.svg', normalizedName: 'logo.svg', size: 300, gzipSize: 200, assetType: 'IMAGE' },
    ]);
    expect(alpha!.chunks[0]).toMatchObject({
      files: ['alpha.2.js'],
      dynamicImports: ['font.woff2', 'logo.svg'],
    });
    const beta = await storedBundle(server, sha, 'beta');
    expect(beta).toEqual(betaBefore);
    expect(beta!.assets.map((asset) => asset.assetType)).toEqual(['JAVASCRIPT', 'STYLESHEET']);

    const uploads = await bundleUploadsOf(server, sha);
    expect(uploads.map((upload) => [upload.name, upload.state])).toEqual([
      ['alpha', 'processed'],
      ['beta', 'processed'],
      ['alpha', 'processed'],
    ]);
    expect(alpha!.report.uploadId).toBe(uploads[2]!.id);
    const count = await server.database.db
      .selectFrom('bundleReports')
      .innerJoin('commits', 'commits.id', 'bundleReports.commitId')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('commits.commitid', '=', sha)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(2);
  });

  it("keeps the commit's coverage state its own: a bundle upload neither holds nor fails it", async () => {
    const sha = 'b'.repeat(40);
    const request = { commit: sha, branch: 'main', slug: 'acme::::widgets' };
    await uploadBundle(server, { token: WIDGETS_TOKEN, request, stats: 'not json' });
    const lcov =
      'src/a.js\n<<<<<< network\n# path=lcov.info\nSF:src/a.js\nDA:1,1\nend_of_record\n<<<<<< EOF\n';
    const post = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=${sha}&branch=main&slug=acme%2Fwidgets&token=${WIDGETS_TOKEN}`,
    });
    const put = new URL(post.body.split('\n')[1]!);
    await server.app.inject({ method: 'PUT', url: `${put.pathname}${put.search}`, payload: lcov });
    await server.app.ingestion.queue.idle();
    const commit = await server.database.db
      .selectFrom('commits')
      .select('state')
      .where('commitid', '=', sha)
      .executeTakeFirstOrThrow();
    expect(commit.state).toBe('complete');
    expect((await bundleUploadsOf(server, sha)).map((upload) => upload.state)).toEqual(['error']);
    // codecov-cli's send-notifications counts the coverage uploads only.
    const complete = await server.app.inject({
      method: 'POST',
      url: `/upload/github/acme::::widgets/commits/${sha}/upload-complete`,
      headers: { authorization: `token ${WIDGETS_TOKEN}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(complete.json()).toEqual({
      uploads_total: 1,
      uploads_success: 1,
      uploads_processing: 0,
      uploads_error: 0,
    });
  });

  it('stores the compareSha a client sends, and answers a repeated PUT as received', async () => {
    const sha = 'c'.repeat(40);
    const compareSha = 'e'.repeat(40);
    const { post, put } = await uploadBundle(server, {
      token: WIDGETS_TOKEN,
      request: { commit: sha, branch: 'main', slug: 'acme::::widgets', compareSha },
      stats: stats('gamma', [['g.js', 10, 5]]),
    });
    expect(put!.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    const metadata = await server.database.db
      .selectFrom('bundleAnalysisMetadata')
      .innerJoin('commits', 'commits.id', 'bundleAnalysisMetadata.commitId')
      .select('bundleAnalysisMetadata.compareSha')
      .where('commits.commitid', '=', sha)
      .executeTakeFirstOrThrow();
    expect(metadata.compareSha).toBe(compareSha);

    const target = new URL((post.json() as { url: string }).url);
    const again = await server.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      payload: JSON.stringify(stats('gamma', [['other.js', 1, 1]])),
    });
    expect(again.statusCode).toBe(200);
    expect((await storedBundle(server, sha, 'gamma'))!.assets.map((asset) => asset.name)).toEqual(['g.js']);
  });

  it("refuses a storage URL of another report type's route, and a wrong signature", async () => {
    const { post } = await uploadBundle(server, {
      token: WIDGETS_TOKEN,
      request: { commit: 'd'.repeat(40), slug: 'acme::::widgets' },
      stats: undefined,
    });
    const target = new URL((post.json() as { url: string }).url);
    const asCoverage = await server.app.inject({
      method: 'PUT',
      url: `${target.pathname.replace('/upload/bundle_analysis/storage/', '/upload/storage/')}${target.search}`,
      payload: '{}',
    });
    expect(asCoverage.statusCode).toBe(403);
    const forged = await server.app.inject({
      method: 'PUT',
      url: `${target.pathname}?signature=${'0'.repeat(32)}`,
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
    expect(detail(forged)).toBe('This upload URL is not valid');

    const legacy = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=${'d'.repeat(40)}&slug=acme%2Fwidgets&token=${WIDGETS_TOKEN}`,
    });
    const coverageUrl = new URL(legacy.body.split('\n')[1]!);
    const asBundle = await server.app.inject({
      method: 'PUT',
      url: `/upload/bundle_analysis/storage/${coverageUrl.pathname.split('/').pop()}${coverageUrl.search}`,
      payload: '{}',
    });
    expect(asBundle.statusCode).toBe(403);
  });

  it('answers bad requests with clear JSON errors', async () => {
    const post = (payload: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/upload/bundle_analysis/v1',
        headers: { 'content-type': 'application/json', authorization: `token ${WIDGETS_TOKEN}`, ...headers },
        payload,
      });
    const answers = [
      await post('{"commit": "0123'),
      await post('[1, 2]'),
      await post(''),
      await post(JSON.stringify({ commit: 12345, slug: 'acme::::widgets' })),
      await post(JSON.stringify({ commit: 'f'.repeat(40), slug: 42 })),
      await post(JSON.stringify({ commit: 'f'.repeat(40), slug: 'acme::::widgets', git_service: 'svn' })),
      await post(JSON.stringify({ commit: 'f'.repeat(40), slug: 'acme::::widgets', pr: 'seventeen' })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(answers.map(detail)).toEqual([
      'The request body is not valid JSON',
      'The request body must be a JSON object',
      'Missing commit sha: pass the full commit sha',
      'Missing commit sha: pass the full commit sha',
      '"slug" must be a string: owner::::repo (or owner/repo)',
      expect.stringMatching(/^Unknown git service "svn"/),
      'Invalid pull request number "seventeen"',
    ]);
  });

  describe('who may upload (the same rules as coverage uploads)', () => {
    const request = (sha: string, extra: Record<string, unknown> = {}) => ({
      commit: sha,
      branch: 'main',
      slug: 'acme::::widgets',
      service: 'local',
      ...extra,
    });
    const minimal = stats('tokens', [['t.js', 1, 1]]);

    it('no token for a private repository, a wrong token, another repository’s token: 401 as for coverage', async () => {
      const sha = '1'.repeat(40);
      const none = await uploadBundle(server, { request: request(sha), stats: minimal });
      const noneForCoverage = await server.app.inject({
        method: 'POST',
        url: '/upload/github/acme::::widgets/commits',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ commitid: sha, branch: 'main' }),
      });
      const wrong = await uploadBundle(server, {
        token: 'bundle-token-123',
        request: request(sha),
        stats: minimal,
      });
      const unknownUuid = await uploadBundle(server, {
        token: '33333333-4444-5555-6666-777777777777',
        request: request(sha),
        stats: minimal,
      });
      const other = await uploadBundle(server, {
        token: GADGETS_TOKEN,
        request: request(sha),
        stats: minimal,
      });
      expect([none, wrong, unknownUuid, other].map(({ post }) => post.statusCode)).toEqual([
        401, 401, 401, 401,
      ]);
      expect(detail(none.post)).toBe(detail(noneForCoverage));
      expect(detail(wrong.post)).toBe('Invalid upload token');
      expect(detail(unknownUuid.post)).toBe('Invalid upload token');
      expect(detail(other.post)).toMatch(/belongs to another repository, not to acme\/widgets/);
      expect(await bundleUploadsOf(server, sha)).toEqual([]);
    });

    it('the organisation token uploads to its repositories only; an unknown repository is a 404', async () => {
      const sha = '2'.repeat(40);
      const ok = await uploadBundle(server, { token: ACME_ORG_TOKEN, request: request(sha), stats: minimal });
      expect([ok.post.statusCode, ok.put?.statusCode]).toEqual([200, 200]);
      const elsewhere = await uploadBundle(server, {
        token: ACME_ORG_TOKEN,
        request: request(sha, { slug: 'canopy::::demo' }),
        stats: minimal,
      });
      expect(elsewhere.post.statusCode).toBe(401);
      expect(detail(elsewhere.post)).toMatch(/not valid for canopy/);
      const missing = await uploadBundle(server, {
        token: ACME_ORG_TOKEN,
        request: request(sha, { slug: 'acme::::no-such-repo' }),
        stats: minimal,
      });
      expect(missing.post.statusCode).toBe(404);
      expect(detail(missing.post)).toBe('Repository acme/no-such-repo not found');
      await server.app.ingestion.queue.idle();
      expect((await bundleUploadsOf(server, sha)).map((upload) => upload.state)).toEqual(['processed']);
    });

    it('the global token creates the repository, as for coverage', async () => {
      const sha = '3'.repeat(40);
      const created = await uploadBundle(server, {
        token: GLOBAL,
        request: request(sha, { slug: 'acme::::brand-new' }),
        stats: minimal,
      });
      expect([created.post.statusCode, created.put?.statusCode]).toEqual([200, 200]);
      await server.app.ingestion.queue.idle();
      expect(await storedBundle(server, sha, 'tokens')).not.toBeNull();
    });

    it('tokenless: a fork branch of a public repository may upload; its own branches and private ones may not', async () => {
      await sql`update repositories set private = false where name = 'widgets'`.execute(server.database.db);
      // As captured: branch "main" of the repository itself.
      const own = await replayCapture(server.app, 'webpack-plugin-tokenless-git');
      expect(own.map((step) => step.response.statusCode)).toEqual([401]);
      expect(detail(own[0]!.response)).toBe(
        'Uploads without a token are accepted only from fork branches (owner:branch)',
      );

      const fromFork = await replayCapture(server.app, 'bundle-analyzer-cli-git', {
        rewrite: (sent) => ({
          headers: sent.headers,
          body:
            sent.method === 'POST'
              ? Buffer.from(
                  JSON.stringify({ ...JSON.parse(sent.body!.toString()), branch: 'forkowner:env-branch' }),
                )
              : sent.body,
        }),
      });
      expect(fromFork.map((step) => step.response.statusCode)).toEqual([200, 200]);
      await server.app.ingestion.queue.idle();
      const stored = await storedBundle(server, TOKENLESS_SHA, 'dir-bundle');
      expect(stored!.assets).toEqual(
        expectedRows(capturedStats('bundle-analyzer-cli-git')).assets.map((asset, index) => ({
          ...asset,
          assetType: ['JAVASCRIPT', 'STYLESHEET', 'JAVASCRIPT'][index],
        })),
      );
      const commit = await server.database.db
        .selectFrom('commits')
        .select('branch')
        .where('commitid', '=', TOKENLESS_SHA)
        .executeTakeFirstOrThrow();
      expect(commit.branch).toBe('forkowner:env-branch');

      await sql`update repositories set private = true where name = 'widgets'`.execute(server.database.db);
      const fork = { ...request('4'.repeat(40), { branch: 'forkowner:x', git_service: 'github' }) };
      const privateRepo = await uploadBundle(server, { request: fork, stats: minimal });
      const missingRepo = await uploadBundle(server, {
        request: { ...fork, slug: 'acme::::no-such-repo' },
        stats: minimal,
      });
      expect([privateRepo.post.statusCode, missingRepo.post.statusCode]).toEqual([401, 401]);
      // One answer for private and missing: a visitor learns nothing about private repositories.
      expect(detail(privateRepo.post).replace('widgets', 'X')).toBe(
        detail(missingRepo.post).replace('no-such-repo', 'X'),
      );
    });

    it('a deactivated repository takes no bundles', async () => {
      await sql`update repositories set activated = false where name = 'gadgets'`.execute(server.database.db);
      const refused = await uploadBundle(server, {
        token: GADGETS_TOKEN,
        request: request('5'.repeat(40), { slug: 'acme::::gadgets' }),
        stats: minimal,
      });
      expect(refused.post.statusCode).toBe(400);
      expect(detail(refused.post)).toMatch(/This repository is deactivated/);
    });
  });
});

describeEachBackend('bundle processing survives a worker that dies', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL, CANOPY_EMBEDDED_WORKER: 'false' },
    });
  });
  afterAll(() => server.close());

  it('a job left running by a killed process is finished by the next one, once', async () => {
    const sha = '6'.repeat(40);
    const { put } = await uploadBundle(server, {
      token: GLOBAL,
      request: { commit: sha, branch: 'main', slug: 'acme::::durable' },
      stats: stats('durable', [['d.js', 10, 5]]),
    });
    expect(put!.statusCode).toBe(200);
    const { db } = server.database;
    // A worker claims the job and is killed before it finishes: the job stays "running" under its lease.
    const claimed = await claimJob(db, [PROCESS_BUNDLE_ANALYSIS], 'killed-worker', 60_000);
    expect(claimed).toMatchObject({ kind: PROCESS_BUNDLE_ANALYSIS });
    expect((await bundleUploadsOf(server, sha)).map((upload) => upload.state)).toEqual(['uploaded']);

    // The next start of the embedded worker takes back what was left running, then works.
    const restarted = new JobQueue(db, { pollMs: 20 });
    restarted.register(
      PROCESS_BUNDLE_ANALYSIS,
      bundleJobHandler({ db, storage: server.app.ingestion.storage, maxDecompressedBytes: 1 << 24 }, (job) =>
        restarted.renew(job),
      ),
    );
    await restarted.releaseAll();
    restarted.start();
    try {
      await restarted.idle();
    } finally {
      await restarted.stop();
    }
    expect((await bundleUploadsOf(server, sha)).map((upload) => upload.state)).toEqual(['processed']);
    expect((await storedBundle(server, sha, 'durable'))!.assets).toHaveLength(1);
  });
});
