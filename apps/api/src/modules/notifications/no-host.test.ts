import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'no-host-token';
const SHA = '9'.repeat(40);

describeEachBackend('notifications without a git host token', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    await uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/hostless',
      sha: SHA,
      files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1 } }) },
    });
    await server.app.ingestion.queue.idle();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records in one line that nothing could be posted, and why', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: { commit: { notifications: unknown[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "hostless") { ... on Repository { commit(id: "${SHA}") {
        notifications { name outcome state error postedAt } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.owner.repository.commit.notifications).toEqual([
      {
        name: 'notifications',
        outcome: 'SKIPPED',
        state: null,
        error: "the git host's API is not configured (CANOPY_GITHUB_TOKEN)",
        postedAt: null,
      },
    ]);
  });
});
