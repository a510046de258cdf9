import { startLoopbackHost, type LoopbackHost } from '../../git-providers/loopback-host';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'sync-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const MAIN_TIP = 'c'.repeat(40);
const DIFF = 'diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,1 +1,2 @@\n a\n+b\n';

describeEachBackend('commits and pulls from the git provider', (backend) => {
  let host: LoopbackHost;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    const repo = '/repos/acme/synced';
    host = await startLoopbackHost(
      {
        [`GET ${repo}/commits/${BASE}`]: {
          body: {
            sha: BASE,
            parents: [],
            commit: { message: 'Base', author: { date: '2026-11-01T10:00:00Z' } },
          },
        },
        [`GET ${repo}/commits/${HEAD}`]: {
          body: {
            sha: HEAD,
            parents: [{ sha: BASE }],
            commit: { message: 'Add b', author: { name: 'Ada', date: '2026-11-02T10:00:00Z' } },
          },
        },
        [`GET ${repo}/pulls/5`]: {
          body: {
            number: 5,
            title: 'Add b',
            state: 'open',
            user: { login: 'ada' },
            base: { ref: 'main', sha: MAIN_TIP },
            head: { ref: 'feature', sha: HEAD },
          },
        },
        [`GET ${repo}/contents/src/a.js?ref=${HEAD}`]: { body: 'a\nb\n' },
        // The pull's base is the tip of main; the true base is where the branch started.
        [`GET ${repo}/compare/${MAIN_TIP}...${HEAD}`]: { body: { merge_base_commit: { sha: BASE } } },
        [`GET ${repo}/compare/${BASE}...${HEAD}`]: (request) =>
          request.headers.accept?.includes('diff')
            ? { body: DIFF }
            : { body: { merge_base_commit: { sha: BASE } } },
      },
      { authorization: 'Bearer gh-token' },
    );
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
      },
    });
    const network = ['src/a.js'];
    await uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/synced',
      sha: BASE,
      network,
      files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1 } }) },
    });
    await server.app.ingestion.queue.idle();
    // No parent and no diff in the upload: the provider knows both.
    await uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/synced',
      sha: HEAD,
      branch: 'feature',
      pullid: 5,
      network,
      files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1, 2: 0 } }) },
    });
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('learns the parent, the pull request and its true base, and takes the diff from the provider', async () => {
    const response = await server.graphql<{ owner: { repository: Record<string, Record<string, unknown>> } }>(
      `{ owner(username: "acme") { repository(name: "synced") { ... on Repository {
        commit(id: "${HEAD}") { message parent { commitid } createdAt author { username } }
        pull(id: 5) { title state authorUsername baseBranch trueBase { commitid } comparedTo { commitid }
          compareWithBase { ... on Comparison { diffSource patchTotals { percentCovered lineCount } } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repo = response.data!.owner.repository;
    expect(repo.commit).toEqual({
      message: 'Add b',
      parent: { commitid: BASE },
      createdAt: '2026-11-02T10:00:00.000Z',
      // The host names the author; the owner of that name on the service is the commit's author.
      author: { username: 'ada' },
    });
    expect(repo.pull).toEqual({
      title: 'Add b',
      state: 'OPEN',
      authorUsername: 'ada',
      baseBranch: 'main',
      trueBase: { commitid: BASE },
      comparedTo: { commitid: BASE },
      // Line 2 is the only added line, and it is missed.
      compareWithBase: { diffSource: 'PROVIDER', patchTotals: { percentCovered: 0, lineCount: 1 } },
    });
  });

  it('shows a file with its source from the provider, and without it when the provider has none', async () => {
    const response = await server.graphql<{
      owner: { repository: Record<string, { coverageAnalytics: unknown }> };
    }>(
      `{ owner(username: "acme") { repository(name: "synced") { ... on Repository {
        head: commit(id: "${HEAD}") { coverageAnalytics { coverageFile(path: "src/a.js") { content coverage { line coverage }
          totals { percentCovered } hitCounts { line hitCount hitUploadIds } } } }
        base: commit(id: "${BASE}") { coverageAnalytics { coverageFile(path: "src/a.js") { content coverage { line coverage } } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repo = response.data!.owner.repository;
    expect(repo.head!.coverageAnalytics).toEqual({
      coverageFile: {
        content: 'a\nb\n',
        coverage: [
          { line: 1, coverage: 'H' },
          { line: 2, coverage: 'M' },
        ],
        totals: { percentCovered: 50 },
        hitCounts: [
          { line: 1, hitCount: 1, hitUploadIds: [0] },
          { line: 2, hitCount: 0, hitUploadIds: [] },
        ],
      },
    });
    expect(repo.base!.coverageAnalytics).toEqual({
      coverageFile: { content: null, coverage: [{ line: 1, coverage: 'H' }] },
    });
  });
});
