import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { replayCapture } from '../../testing/replay';
import { uploadCoverage } from '../../testing/upload-coverage';

// The captures' credentials: codecov@3 v2 sends the global token `abc`, the others widgets' repository token.
const GLOBAL = 'abc';
const REPO_TOKEN = '11111111-2222-3333-4444-555555555555';
const V2_SHA = '0123456789abcdef0123456789abcdef01234567';
const LCOV = ['TN:', 'SF:src/a.js', 'DA:1,1', 'end_of_record', ''].join('\n');

/** acme/widgets, private as global-token repositories are, with the repository token the captures use. */
async function createRepository(server: TestServer, name: string): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/upload/github/acme::::${name}/commits`,
    headers: { authorization: `token ${GLOBAL}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ commitid: 'f'.repeat(40), branch: 'main' }),
  });
  expect(response.statusCode).toBe(201);
}

/** acme's coverage uploads to private repositories: exactly `count`, made `daysAgo` days ago, on widgets. */
async function setPrivateUploads(server: TestServer, count: number, daysAgo = 0): Promise<void> {
  const { db } = server.database;
  await server.app.ingestion.queue.idle();
  const commit = await db
    .selectFrom('commits')
    .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
    .select(['commits.id', 'commits.repoid'])
    .where('repositories.name', '=', 'widgets')
    .where('commits.commitid', '=', 'f'.repeat(40))
    .executeTakeFirstOrThrow();
  await sql`delete from uploads where repoid = ${commit.repoid}`.execute(db);
  await sql`insert into uploads (commit_id, repoid, created_at)
    select ${commit.id}, ${commit.repoid}, now() - make_interval(days => ${daysAgo})
    from generate_series(1, ${count})`.execute(db);
}

const setPlan = (server: TestServer, plan: string) =>
  sql`update owners set plan = ${plan} where username = 'acme'`.execute(server.database.db);

async function stored(server: TestServer) {
  const { db } = server.database;
  const [uploads, commits] = await Promise.all([
    db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('commits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { uploads: Number(uploads.n), commits: Number(commits.n) };
}

const THROTTLED =
  /Throttled due to limit on private repository uploads: acme's Developer plan includes 250 uploads to private repositories every 30 days and \d+ were made\. To keep uploading, upgrade the plan at https:\/\/canopy\.example\.test\/plan\/gh\/acme$/;

describeEachBackend("the hosted plans' monthly upload limit", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: {
        CANOPY_EDITION: 'cloud',
        CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL,
        CANOPY_PUBLIC_URL: 'https://canopy.example.test/',
      },
    });
    await createRepository(server, 'widgets');
    await sql`update repositories set upload_token = ${REPO_TOKEN}::uuid where name = 'widgets'`.execute(
      server.database.db,
    );
  });
  afterAll(() => server.close());
  beforeEach(() => setPlan(server, 'users-developer'));

  it('takes uploads under the limit (codecov-cli commit, report, upload and PUT)', async () => {
    await setPrivateUploads(server, 248);
    const steps = await replayCapture(server.app, 'cli-upload-process');
    expect(steps.map((step) => step.response.statusCode)).toEqual([201, 201, 201, 200]);
  });

  it('takes the 250th upload of the month, then refuses the next with 429 and stores nothing', async () => {
    await setPrivateUploads(server, 249);
    const taken = await replayCapture(server.app, 'codecov3-v4-file');
    expect(taken.map((step) => step.response.statusCode)).toEqual([200, 200]);
    const before = await stored(server);
    expect(before.uploads).toBe(250);

    const [refused, ...rest] = await replayCapture(server.app, 'codecov3-v4-file');
    expect(refused!.response.statusCode).toBe(429);
    expect(refused!.response.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused!.response.body).toMatch(/^Request was throttled\./);
    expect(refused!.response.body).toMatch(THROTTLED);
    expect(rest).toEqual([]);
    expect(await stored(server)).toEqual(before);
  });

  it('refuses over the limit through every route that creates a coverage upload', async () => {
    await setPrivateUploads(server, 260);
    const before = await stored(server);

    const cli = await replayCapture(server.app, 'cli-upload-process');
    // Creating the commit and its report is no upload; the upload is refused.
    expect(cli.map((step) => step.response.statusCode)).toEqual([201, 201, 429]);
    expect(cli[2]!.response.json()).toEqual({
      detail: expect.stringMatching(THROTTLED),
      message: expect.stringMatching(THROTTLED),
    });

    const oneCall = await replayCapture(server.app, 'cli-upload-coverage', {
      rewrite: ({ headers, body }) => ({ headers: { ...headers, authorization: `token ${GLOBAL}` }, body }),
    });
    expect(oneCall.map((step) => step.response.statusCode)).toEqual([429]);

    const v2 = await replayCapture(server.app, 'codecov3-v2');
    expect(v2.map((step) => step.response.statusCode)).toEqual([429]);
    expect(v2[0]!.response.body).toMatch(THROTTLED);

    // The legacy upload's commit is not recorded either; nothing else was stored.
    const v2Commit = await server.database.db
      .selectFrom('commits')
      .select('id')
      .where('commitid', '=', V2_SHA)
      .executeTakeFirst();
    expect(v2Commit).toBeUndefined();
    expect(await stored(server)).toEqual(before);
  });

  it('counts the last 30 days only', async () => {
    await setPrivateUploads(server, 300, 31);
    const steps = await replayCapture(server.app, 'codecov3-v4-file');
    expect(steps.map((step) => step.response.statusCode)).toEqual([200, 200]);
  });

  it('leaves public repositories unlimited', async () => {
    await createRepository(server, 'site');
    await sql`update repositories set private = false where name = 'site'`.execute(server.database.db);
    await setPrivateUploads(server, 300);
    // uploadCoverage fails the test on anything but 201.
    await uploadCoverage(server, {
      token: GLOBAL,
      slug: 'acme/site',
      sha: 'e'.repeat(40),
      files: { 'lcov.info': LCOV },
    });
  });

  it('has no limit on Pro or during a trial; Team allows 2500', async () => {
    await setPrivateUploads(server, 300);
    for (const plan of ['users-inappm', 'users-trial', 'users-teamm']) {
      await setPlan(server, plan);
      const steps = await replayCapture(server.app, 'codecov3-v4-file');
      expect(steps.map((step) => step.response.statusCode)).toEqual([200, 200]);
    }
    await setPrivateUploads(server, 2500);
    const [refused] = await replayCapture(server.app, 'codecov3-v4-file');
    expect(refused!.response.statusCode).toBe(429);
    expect(refused!.response.body).toMatch(/acme's Team plan includes 2500 uploads/);
  });

  it('counts what Owner.numberOfUploads shows', async () => {
    await setPrivateUploads(server, 250);
    await sql`update owners set organizations = organizations || (select ownerid from owners where username = 'acme')
      where username = 'ada' and service = 'github'`.execute(server.database.db);
    const result = await server.graphql<{ owner: { numberOfUploads: number } }>(
      '{ owner(username: "acme") { numberOfUploads } }',
      { cookie: await server.signIn('ada') },
    );
    expect(result.data?.owner.numberOfUploads).toBe(250);
  });
});

describeEachBackend('self-hosted installs have no upload limit', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL } });
    await createRepository(server, 'widgets');
    await sql`update repositories set upload_token = ${REPO_TOKEN}::uuid where name = 'widgets'`.execute(
      server.database.db,
    );
  });
  afterAll(() => server.close());

  it('takes uploads past the Developer plan’s 250', async () => {
    await setPrivateUploads(server, 300);
    const steps = await replayCapture(server.app, 'codecov3-v4-file');
    expect(steps.map((step) => step.response.statusCode)).toEqual([200, 200]);
  });
});
