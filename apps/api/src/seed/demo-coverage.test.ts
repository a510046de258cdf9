import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

describeEachBackend('demo coverage on the first start', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_DEMO_COVERAGE: 'true' } });
    await server.app.ingestion.queue.idle();
  });
  afterAll(() => server.close());

  it('goes through the real ingestion path and shows on the repository list', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repositories: {
          edges: Array<{ node: { name: string; coverageAnalytics: { percentCovered: number } | null } }>;
        };
      };
    }>(
      `{ owner(username: "canopy") { repositories(filters: {}) { edges { node { name coverageAnalytics { percentCovered } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const coverage = Object.fromEntries(
      response.data!.owner.repositories.edges.map(({ node }) => [
        node.name,
        node.coverageAnalytics?.percentCovered ?? null,
      ]),
    );
    expect(coverage.demo).toBeGreaterThan(60);
    expect(coverage['api-server']).toBeGreaterThan(coverage['web-app']!);
    expect(coverage.mobile).toBeNull();
    const uploads = await server.database.db.selectFrom('uploads').select(['state']).execute();
    expect(uploads.length).toBe(7);
    expect(uploads.every((upload) => upload.state === 'processed')).toBe(true);
  });
});
