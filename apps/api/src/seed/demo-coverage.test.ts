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
    const uploads = await server.database.db.selectFrom('uploads').select(['state', 'sessionType']).execute();
    // 10 uploaded (two demo commits also ran integration tests) and 4 carried-forward integration sessions.
    expect(uploads.filter((upload) => upload.sessionType === 'uploaded')).toHaveLength(10);
    expect(uploads.filter((upload) => upload.sessionType === 'carriedforward')).toHaveLength(4);
    expect(uploads.every((upload) => upload.state === 'processed')).toBe(true);
  });

  it('has a pull request with patch coverage, flags, components and their charts', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: Record<string, Record<string, unknown>> };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        pull(id: 12) { compareWithBase { __typename ... on Comparison { diffSource isPseudoBase
          patchTotals { lineCount } impactedFilesCount directChangedFilesCount indirectChangedFilesCount
          flagComparisonsCount componentComparisonsCount } } }
        other: pull(id: 14) { compareWithBase { ... on Comparison { diffSource impactedFiles {
          ... on ImpactedFiles { results { fileName } } } } } }
        coverageAnalytics { flagsCount flagsMeasurementsBackfilled componentsCount componentsMeasurementsBackfilled } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repo = response.data!.owner.repository;
    expect(repo.pull!.compareWithBase).toMatchObject({
      __typename: 'Comparison',
      diffSource: 'UPLOAD',
      isPseudoBase: false,
      flagComparisonsCount: 2,
      componentComparisonsCount: 3,
      // merge.ts and parse-lcov.ts changed; session.ts lost coverage outside the diff.
      impactedFilesCount: 3,
      directChangedFilesCount: 2,
      indirectChangedFilesCount: 1,
    });
    expect(repo.other!.compareWithBase).toEqual({
      diffSource: 'NONE',
      impactedFiles: { results: [{ fileName: 'web/app.tsx' }] },
    });
    expect(
      (repo.pull!.compareWithBase as { patchTotals: { lineCount: number } }).patchTotals.lineCount,
    ).toBeGreaterThan(0);
    expect(repo.coverageAnalytics).toEqual({
      flagsCount: 2,
      flagsMeasurementsBackfilled: true,
      componentsCount: 3,
      componentsMeasurementsBackfilled: true,
    });
  });
});
