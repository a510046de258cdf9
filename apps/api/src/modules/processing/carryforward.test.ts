import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { processCommitCoverage } from './process-coverage';

const TOKEN = 'carryforward-token';
const PARENT = '4'.repeat(40);
const CHILD = '5'.repeat(40);
// Every flag carries forward unless it says otherwise.
const YAML = `flag_management:
  default_rules:
    carryforward: true
  individual_flags:
    - name: e2e
      carryforward: false
`;

describeEachBackend('carryforward while an ancestor is still processing', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // No embedded worker: the test runs each processing pass itself, in the order it wants.
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN, CANOPY_EMBEDDED_WORKER: 'false' },
    });
  });
  afterAll(() => server.close());

  const commitId = async (sha: string) =>
    (
      await server.database.db
        .selectFrom('commits')
        .select('id')
        .where('commitid', '=', sha)
        .executeTakeFirstOrThrow()
    ).id;
  const flagsOf = async (sha: string) =>
    (
      await server.database.db
        .selectFrom('uploads')
        .innerJoin('commits', 'commits.id', 'uploads.commitId')
        .select(['uploads.flags', 'uploads.sessionType'])
        .where('commits.commitid', '=', sha)
        .where('uploads.state', '=', 'processed')
        .orderBy('uploads.sessionId')
        .execute()
    ).map((row) => `${row.sessionType}:${row.flags.join(',')}`);

  it('waits for the parent, then carries every flag the default rules allow', async () => {
    const upload = (sha: string, flags: string[], files: Record<string, string>, parent?: string) =>
      uploadCoverage(server, {
        token: TOKEN,
        slug: 'acme/carried',
        sha,
        flags,
        network: ['a.js', 'b.js', 'c.js'],
        files: { 'codecov.yml': YAML, ...files },
        ...(parent ? { parent } : {}),
      });
    await upload(PARENT, ['unit'], { 'lcov.info': lcov({ 'a.js': { 1: 1 } }) });
    await upload(PARENT, ['e2e'], { 'lcov.info': lcov({ 'b.js': { 1: 1 } }) });
    await upload(CHILD, ['api'], { 'lcov.info': lcov({ 'c.js': { 1: 1 } }) }, PARENT);
    const { storage } = server.app.ingestion;
    const context = { db: server.database.db, storage, maxDecompressedBytes: 1 << 24 };

    let retries = 0;
    const retryCarryforward = async () => {
      retries += 1;
    };
    // The parent's uploads are not processed yet: the child waits instead of carrying nothing.
    await processCommitCoverage(
      { ...context, retryCarryforward, carryforwardWaits: 0 },
      await commitId(CHILD),
    );
    expect(retries).toBe(1);
    expect(await flagsOf(CHILD)).toEqual(['uploaded:api']);

    await processCommitCoverage(context, await commitId(PARENT));
    await processCommitCoverage(
      { ...context, retryCarryforward, carryforwardWaits: 1 },
      await commitId(CHILD),
    );
    expect(retries).toBe(1);
    // unit is carried by the default rules; e2e says it is not.
    expect(await flagsOf(CHILD)).toEqual(['uploaded:api', 'carriedforward:unit']);
  });
});
