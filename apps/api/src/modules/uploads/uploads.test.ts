import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { replayCapture } from '../../testing/replay';

const SHA = '02d8022881dad909423642cb677ecc08f2f33b22';
const REPO_TOKEN = '11111111-2222-3333-4444-555555555555';

const LCOV = ['TN:', 'SF:src/math.js', 'DA:1,1', 'DA:2,0', 'DA:3,4', 'end_of_record', ''].join('\n');

async function commitRow(server: TestServer, sha = SHA) {
  return server.database.db
    .selectFrom('commits')
    .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
    .select([
      'commits.id',
      'commits.state',
      'commits.totals',
      'commits.branch',
      'commits.pullid',
      'repositories.name',
    ])
    .where('commitid', '=', sha)
    .executeTakeFirst();
}

async function uploadsOf(server: TestServer, commitId: number) {
  return server.database.db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', commitId)
    .orderBy('id')
    .execute();
}

/** Totals as the API shows them, read through GraphQL as ada (an installation admin, so she sees acme's repositories). */
async function totalsThroughGraphQL(server: TestServer, repo: string, sha = SHA) {
  const cookie = await server.signIn('ada');
  const response = await server.graphql<{
    owner: { repository: { commit: { coverageAnalytics: { totals: Record<string, number> } } } };
  }>(
    `query($repo: String!, $sha: String!) { owner(username: "acme") { repository(name: $repo) { ... on Repository {
      commit(id: $sha) { coverageAnalytics { totals { fileCount lineCount hitsCount missesCount partialsCount } } } } } } }`,
    { variables: { repo, sha }, cookie },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.owner.repository.commit.coverageAnalytics.totals;
}

/** Creates acme/widgets through the global token, then gives it the repository token the captures use. */
async function createWidgets(server: TestServer, globalToken: string): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/upload/github/acme::::widgets/commits',
    headers: { authorization: `token ${globalToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ commitid: 'f'.repeat(40), branch: 'main' }),
  });
  expect(response.statusCode).toBe(201);
  await sql`update repositories set upload_token = ${REPO_TOKEN}::uuid where name = 'widgets'`.execute(
    server.database.db,
  );
}

describeEachBackend('uploads from the real clients, replayed', (backend) => {
  let server: TestServer;
  const GLOBAL = 'tok';

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL, CANOPY_PUBLIC_URL: 'https://canopy.example.test/' },
    });
    await createWidgets(server, GLOBAL);
  });
  afterAll(() => server.close());

  it('codecov-cli upload-process: commit, report, upload, PUT, then exact totals', async () => {
    const steps = await replayCapture(server.app, 'cli-upload-process');
    expect(steps.map((step) => step.response.statusCode)).toEqual([201, 201, 201, 200]);
    const registered = steps[2]!.response.json() as { raw_upload_location: string; url: string };
    // Links come from CANOPY_PUBLIC_URL, not from the Host header the client sent (127.0.0.1:8980).
    expect(registered.raw_upload_location).toMatch(/^https:\/\/canopy\.example\.test\/upload\/storage\//);
    await server.app.ingestion.queue.idle();
    const commit = await commitRow(server);
    expect(commit).toMatchObject({ state: 'complete', branch: 'main', pullid: 42, name: 'widgets' });
    // lcov's own summary: LF 6 + 1, LH 3 + 1.
    expect(await totalsThroughGraphQL(server, 'widgets')).toEqual({
      fileCount: 2,
      lineCount: 7,
      hitsCount: 4,
      missesCount: 3,
      partialsCount: 0,
    });
    const [upload] = await uploadsOf(server, commit!.id);
    expect(upload).toMatchObject({
      state: 'processed',
      flags: ['unit', 'backend'],
      name: 'my-upload',
      provider: 'local',
      buildUrl: 'http://ci.example/b/1001',
      jobCode: 'job-7',
      sessionId: 0,
      formats: ['lcov'],
    });
  });

  it('the raw upload is downloadable by people who may see the repository, and by nobody else', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: { commit: { uploads: { edges: Array<{ node: { downloadUrl: string } }> } } } };
    }>(
      `query($sha: String!) { owner(username: "acme") { repository(name: "widgets") { ... on Repository {
        commit(id: $sha) { uploads { edges { node { downloadUrl } } } } } } } }`,
      { variables: { sha: SHA }, cookie },
    );
    const url = new URL(response.data!.owner.repository.commit.uploads.edges[0]!.node.downloadUrl);
    expect(url.pathname).toBe('/upload/gh/acme/widgets/download');
    const allowed = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('"coverage_files"');
    const anonymous = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(anonymous.statusCode).toBe(404);
    const outsider = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie: await server.signIn('margaret') },
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('codecov@3 v4: the reply is exactly two lines with no trailing newline', async () => {
    const steps = await replayCapture(server.app, 'codecov3-v4-file');
    const [post, put] = steps;
    expect(post!.response.statusCode).toBe(200);
    expect(post!.response.headers['content-type']).toMatch(/^text\/plain/);
    expect(post!.response.body.split('\n')).toHaveLength(2);
    expect(post!.response.body.endsWith('\n')).toBe(false);
    expect(put!.response.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    const commit = await commitRow(server);
    // Two sessions of the same coverage: merged without double counting.
    expect(commit!.totals).toMatchObject({ lines: 7, hits: 4, misses: 3, sessions: 2 });
  });

  it('codecov-cli --legacy: X-Upload-Token, repeated flags, JSON body', async () => {
    const steps = await replayCapture(server.app, 'cli-do-upload-legacy');
    expect(steps.map((step) => step.response.statusCode)).toEqual([200, 200]);
    expect(steps[0]!.response.body.split('\n')).toHaveLength(2);
    await server.app.ingestion.queue.idle();
    const commit = await commitRow(server);
    const uploads = await uploadsOf(server, commit!.id);
    expect(uploads.at(-1)).toMatchObject({
      state: 'processed',
      flags: ['unit', 'backend'],
      provider: 'local',
    });
  });

  it('codecov-cli upload-coverage: one request, then the PUT', async () => {
    const other = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: 'tok-env' } });
    try {
      const steps = await replayCapture(other.app, 'cli-upload-coverage');
      expect(steps.map((step) => step.response.statusCode)).toEqual([201, 200]);
      await other.app.ingestion.queue.idle();
      const commit = await commitRow(other);
      expect(commit).toMatchObject({ state: 'complete', name: 'widgets' });
      expect(await totalsThroughGraphQL(other, 'widgets')).toMatchObject({ lineCount: 7, hitsCount: 4 });
    } finally {
      await other.close();
    }
  });

  it('GitLab subgroups: group:::subgroup::::proj creates group/subgroup/proj', async () => {
    const steps = await replayCapture(server.app, 'cli-gitlab-subgroup');
    expect(steps[0]!.response.statusCode).toBe(201);
    const owner = await server.database.db
      .selectFrom('owners')
      .select(['username', 'service'])
      .where('username', '=', 'group/subgroup')
      .executeTakeFirst();
    expect(owner).toEqual({ username: 'group/subgroup', service: 'gitlab' });
  });

  it('empty-upload and send-notifications answer 200 with JSON', async () => {
    const empty = await replayCapture(server.app, 'cli-empty-upload');
    expect(empty.map((step) => step.response.statusCode)).toEqual([201, 200]);
    expect(empty[1]!.response.json()).toMatchObject({ non_ignored_files: [] });
    const notify = await replayCapture(server.app, 'cli-send-notifications');
    expect(notify[0]!.response.statusCode).toBe(200);
    expect(notify[0]!.response.json()).toHaveProperty('uploads_total');
  });

  it('a bad token is a 401 with a message, and nothing is created', async () => {
    const steps = await replayCapture(server.app, 'cli-err-commit-401');
    expect(steps[0]!.response.statusCode).toBe(401);
    expect(steps[0]!.response.json()).toMatchObject({ detail: 'Invalid upload token' });
  });

  it('tokenless uploads: accepted from a fork branch of a public repository only', async () => {
    await sql`update repositories set private = false where name = 'widgets'`.execute(server.database.db);
    try {
      // The capture names a commit that main already has: a fork may not add coverage to it.
      const refused = await replayCapture(server.app, 'cli-tokenless-fork');
      expect(refused[0]!.response.statusCode).toBe(401);
      expect(refused[0]!.response.json().detail).toMatch(/not a commit of forkowner:feature\/x/);
      expect(await commitRow(server)).toMatchObject({ branch: 'main' });
      await sql`update commits set commitid = ${'d'.repeat(40)} where commitid = ${SHA}`.execute(
        server.database.db,
      );
      const steps = await replayCapture(server.app, 'cli-tokenless-fork');
      expect(steps.map((step) => step.response.statusCode)).toEqual([201, 201, 201, 200]);
      expect(await commitRow(server)).toMatchObject({ branch: 'forkowner:feature/x', pullid: 9 });
      const own = await server.app.inject({
        method: 'POST',
        url: '/upload/github/acme::::widgets/commits',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ commitid: 'e'.repeat(40), branch: 'main' }),
      });
      expect(own.statusCode).toBe(401);
      expect(own.json().detail).toMatch(/fork branches/);
      await sql`update owners set upload_token_required = true where username = 'acme'`.execute(
        server.database.db,
      );
      const required = await replayCapture(server.app, 'cli-tokenless-fork');
      expect(required[0]!.response.statusCode).toBe(401);
      expect(required[0]!.response.json().detail).toMatch(/requires an upload token/);
    } finally {
      await sql`update repositories set private = true where name = 'widgets'`.execute(server.database.db);
      await sql`update owners set upload_token_required = false where username = 'acme'`.execute(
        server.database.db,
      );
    }
  });

  it('an unknown and a private repository get the same answer; a malformed request a 400', async () => {
    const answer = async (repo: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/upload/github/acme::::${repo}/commits`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ commitid: SHA, branch: 'fork:x' }),
      });
      return { status: response.statusCode, detail: String(response.json().detail).replace(repo, 'REPO') };
    };
    const unknown = await answer('nothing-here');
    expect(unknown.status).toBe(401);
    expect(unknown.detail).toMatch(/private or does not exist/);
    expect(await answer('widgets')).toEqual(unknown);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/upload/github/acme::::widgets/commits',
      headers: { authorization: `token ${REPO_TOKEN}`, 'content-type': 'application/json' },
      payload: '{"commitid": "not-a-sha"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/not valid JSON/);
    const badSha = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=xyz&token=${REPO_TOKEN}`,
    });
    expect(badSha.statusCode).toBe(400);
    expect(badSha.body).toMatch(/Invalid commit sha/);
  });
});

describeEachBackend('legacy uploads with the global token', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: 'abc', CANOPY_MAX_UPLOAD_BYTES: '200000' },
    });
  });
  afterAll(() => server.close());

  it('codecov@3 v2 (-X s3): inline body, creates the private repository for the admins', async () => {
    const steps = await replayCapture(server.app, 'codecov3-v2');
    expect(steps[0]!.response.statusCode).toBe(200);
    expect(steps[0]!.response.body).toMatch(
      /\/gh\/acme\/widgets\/commit\/0123456789abcdef0123456789abcdef01234567$/,
    );
    await server.app.ingestion.queue.idle();
    const commit = await commitRow(server, '0123456789abcdef0123456789abcdef01234567');
    expect(commit).toMatchObject({ state: 'complete', branch: 'release/1.0' });
    const repo = await server.database.db
      .selectFrom('repositories')
      .select(['private', 'repoid', 'coverageEnabled'])
      .where('name', '=', 'widgets')
      .executeTakeFirstOrThrow();
    expect(repo.private).toBe(true);
    // Its first coverage upload turned coverage on.
    expect(repo.coverageEnabled).toBe(true);
    const ada = await server.database.db
      .selectFrom('owners')
      .select(['permission'])
      .where('username', '=', 'ada')
      .executeTakeFirstOrThrow();
    expect(ada.permission).toContain(repo.repoid);
  });

  it('a legacy upload without a commit sha is refused with a clear 400', async () => {
    const steps = await replayCapture(server.app, 'codecov3-pipe');
    expect(steps[0]!.response.statusCode).toBe(400);
    expect(steps[0]!.response.body).toMatch(/Missing commit sha/);
  });

  it('a gzip-encoded PUT (codecov/uploader) is stored as sent and processed', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=${'a'.repeat(40)}&branch=main&slug=acme%2Fwidgets&token=abc`,
    });
    expect(post.statusCode).toBe(200);
    const put = new URL(post.body.split('\n')[1]!);
    const body = gzipSync(`src/math.js\n<<<<<< network\n# path=coverage/lcov.info\n${LCOV}<<<<<< EOF\n`);
    const response = await server.app.inject({
      method: 'PUT',
      url: `${put.pathname}${put.search}`,
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    const commit = await commitRow(server, 'a'.repeat(40));
    const [upload] = await uploadsOf(server, commit!.id);
    expect(upload).toMatchObject({ state: 'processed', contentEncoding: 'gzip', errorMessage: null });
    expect(commit!.totals).toMatchObject({ lines: 3, hits: 2, misses: 1 });
  });

  it('a body over the limit is a 413 that states the limit, and nothing is kept', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=${'b'.repeat(40)}&branch=main&slug=acme%2Fwidgets&token=abc`,
    });
    const put = new URL(post.body.split('\n')[1]!);
    const response = await server.app.inject({
      method: 'PUT',
      url: `${put.pathname}${put.search}`,
      headers: { 'content-type': 'text/plain' },
      payload: Buffer.alloc(300_000, 'x'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/limit is 195.3 KiB \(200000 bytes\)/);
    const commit = await commitRow(server, 'b'.repeat(40));
    const [upload] = await uploadsOf(server, commit!.id);
    expect(upload!.state).toBe('started');
  });

  it('an organisation token uploads to any repository of its organisation, and only there', async () => {
    const orgToken = '99999999-8888-7777-6666-555555555555';
    await sql`update owners set org_upload_token = ${orgToken}::uuid where username = 'acme'`.execute(
      server.database.db,
    );
    const ok = await server.app.inject({
      method: 'POST',
      url: '/upload/github/acme::::widgets/commits',
      headers: { authorization: `token ${orgToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ commitid: 'd'.repeat(40), branch: 'main' }),
    });
    expect(ok.statusCode).toBe(201);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/upload/github/canopy::::demo/commits',
      headers: { 'x-upload-token': orgToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ commitid: 'd'.repeat(40), branch: 'main' }),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().detail).toMatch(/not valid for canopy/);
  });

  it('a chunked PUT (the bundler plugins stream their bodies) is stored whole', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const post = await fetch(
      `http://127.0.0.1:${port}/upload/v4?commit=${'9'.repeat(40)}&branch=main&slug=acme%2Fwidgets&token=abc`,
      { method: 'POST' },
    );
    const putUrl = (await post.text()).split('\n')[1]!;
    const body = `src/math.js\n<<<<<< network\n# path=lcov.info\n${LCOV}<<<<<< EOF\n`;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        putUrl,
        { method: 'PUT', headers: { 'transfer-encoding': 'chunked' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      request.end(body.slice(20));
    });
    expect(status).toBe(200);
    await server.app.ingestion.queue.idle();
    expect(await totalsThroughGraphQL(server, 'widgets', '9'.repeat(40))).toMatchObject({
      lineCount: 3,
      hitsCount: 2,
    });
  });

  it('a failed upload on a newer commit leaves the repository showing the last processed coverage', async () => {
    const sendLegacy = async (sha: string, body: string) => {
      const post = await server.app.inject({
        method: 'POST',
        url: `/upload/v4?commit=${sha}&branch=main&slug=acme%2Fheadline&token=abc`,
      });
      const put = new URL(post.body.split('\n')[1]!);
      await server.app.inject({ method: 'PUT', url: `${put.pathname}${put.search}`, payload: body });
      await server.app.ingestion.queue.idle();
    };
    await sendLegacy('7'.repeat(40), `src/math.js\n<<<<<< network\n# path=lcov.info\n${LCOV}<<<<<< EOF\n`);
    await sendLegacy('8'.repeat(40), '# path=notes.txt\nnot coverage\n<<<<<< EOF\n');
    const repo = await server.database.db
      .selectFrom('repositories')
      .select(['coveragePercent', 'coverageTotals'])
      .where('name', '=', 'headline')
      .executeTakeFirstOrThrow();
    expect(repo.coverageTotals).toEqual({ commitSha: '7'.repeat(40), hits: 2, misses: 1, lines: 3 });
    expect(repo.coveragePercent).toBeCloseTo(66.6667, 4);
  });

  it('a PUT with a wrong signature is refused', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?commit=${'c'.repeat(40)}&branch=main&slug=acme%2Fwidgets&token=abc`,
    });
    const put = new URL(post.body.split('\n')[1]!);
    const response = await server.app.inject({
      method: 'PUT',
      url: `${put.pathname}?signature=${'0'.repeat(32)}`,
      payload: LCOV,
    });
    expect(response.statusCode).toBe(403);
  });
});
