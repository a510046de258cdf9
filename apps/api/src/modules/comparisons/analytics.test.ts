import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'analytics-token';
const K1 = '1'.repeat(40);
const K2 = '2'.repeat(40);
const K3 = '3'.repeat(40);
const NETWORK = ['src/a.js', 'src/lib/b.js'];
const YAML = `flags:
  unit:
    carryforward: true
component_management:
  individual_components:
    - component_id: lib
      name: Library
      paths: ["src/lib/**"]
    - component_id: unit_tests
      name: Unit
      flag_regexes: ["^unit"]
`;

describeEachBackend('flags, carryforward, components and measurements', (backend) => {
  let server: TestServer;
  let cookie: string;

  async function repository<T>(body: string): Promise<T> {
    const response = await server.graphql<{ owner: { repository: T } }>(
      `{ owner(username: "acme") { repository(name: "analytics") { ... on Repository { ${body} } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository;
  }

  const upload = async (options: Omit<Parameters<typeof uploadCoverage>[1], 'token' | 'slug'>) => {
    await uploadCoverage(server, { token: TOKEN, slug: 'acme/analytics', network: NETWORK, ...options });
    await server.app.ingestion.queue.idle();
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    // K1: unit covers a.js lines 1 and 3 (line 2 missed); integration covers b.js line 1.
    await upload({
      sha: K1,
      flags: ['unit'],
      name: 'unit tests',
      files: { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/a.js': { 1: 1, 2: 0, 3: 1 } }) },
    });
    await upload({
      sha: K1,
      flags: ['integration'],
      files: { 'lcov.info': lcov({ 'src/lib/b.js': { 1: 1, 2: 0 } }) },
    });
    // K2: only integration ran; two lines were inserted at the top of a.js.
    await upload({
      sha: K2,
      parent: K1,
      flags: ['integration'],
      files: { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/lib/b.js': { 1: 1, 2: 1 } }) },
      diff: {
        base: K1,
        head: K2,
        text: 'diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,3 +1,5 @@\n+n1\n+n2\n a1\n a2\n a3\n',
      },
    });
    // K3: only integration again; the first line of a.js was deleted.
    await upload({
      sha: K3,
      parent: K2,
      flags: ['integration'],
      files: { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/lib/b.js': { 1: 0, 2: 1 } }) },
      diff: {
        base: K2,
        head: K3,
        text: 'diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,5 +1,4 @@\n-n1\n n2\n a1\n a2\n a3\n',
      },
    });
    cookie = await server.signIn('ada');
  });
  afterAll(() => server.close());

  async function commit<T>(sha: string, body: string): Promise<T> {
    return (await repository<{ commit: T }>(`commit(id: "${sha}") { ${body} }`)).commit;
  }

  it('carries a flag forward over three commits, moving its lines through each diff', async () => {
    const uploads =
      'uploads { edges { node { id flags uploadType name carriedForwardFrom carriedForwardDepth carriedForwardMessage } } }';
    const k2 = await commit<{ uploads: { edges: Array<{ node: Record<string, unknown> }> } }>(K2, uploads);
    expect(k2.uploads.edges.map((edge) => edge.node)).toEqual([
      {
        id: 0,
        flags: ['integration'],
        uploadType: 'UPLOADED',
        name: null,
        carriedForwardFrom: null,
        carriedForwardDepth: null,
        carriedForwardMessage: null,
      },
      {
        id: 1,
        flags: ['unit'],
        uploadType: 'CARRIEDFORWARD',
        name: 'CF[1] - unit tests',
        carriedForwardFrom: K1,
        carriedForwardDepth: 1,
        carriedForwardMessage: `carried forward from ${K1.slice(0, 7)}, 1 commit back`,
      },
    ]);
    const k3 = await commit<{
      uploads: { edges: Array<{ node: Record<string, unknown> }> };
      coverageAnalytics: { totals: Record<string, unknown>; coverageFile: { coverage: unknown[] } };
    }>(
      K3,
      `${uploads} coverageAnalytics { totals { percentCovered lineCount hitsCount }
        coverageFile(path: "src/a.js") { coverage { line coverage } } }`,
    );
    expect(k3.uploads.edges[1]!.node).toMatchObject({
      uploadType: 'CARRIEDFORWARD',
      carriedForwardFrom: K1,
      carriedForwardDepth: 2,
      carriedForwardMessage: `carried forward from ${K1.slice(0, 7)}, 2 commits back`,
    });
    // K1's lines 1..3 moved to 3..5 in K2, then to 2..4 in K3.
    expect(k3.coverageAnalytics.coverageFile.coverage).toEqual([
      { line: 2, coverage: 'H' },
      { line: 3, coverage: 'M' },
      { line: 4, coverage: 'H' },
    ]);
    // a.js 2 of 3 (carried) + b.js 1 of 2 = 3 of 5.
    expect(k3.coverageAnalytics.totals).toEqual({ percentCovered: 60, lineCount: 5, hitsCount: 3 });
  });

  it('filters by component (paths and flag regexes) and compares flags and components', async () => {
    const k1 = await commit<{
      coverageAnalytics: { components: unknown[] };
      pathContents: { results: unknown[] };
    }>(
      K1,
      `coverageAnalytics { components { id name totals { percentCovered lineCount } } }
       pathContents(filters: { components: ["lib"], displayType: LIST }) { ... on PathContents { results { path } } }`,
    );
    expect(k1.coverageAnalytics.components).toEqual([
      { id: 'lib', name: 'Library', totals: { percentCovered: 50, lineCount: 2 } },
      { id: 'unit_tests', name: 'Unit', totals: { percentCovered: (2 / 3) * 100, lineCount: 3 } },
    ]);
    expect(k1.pathContents.results).toEqual([{ path: 'src/lib/b.js' }]);
    const { compare } = await repository<{ compare: Record<string, unknown> }>(
      `compare(base: "${K1}", head: "${K3}") { ... on Comparison {
        flagComparisons { name baseTotals { percentCovered } headTotals { percentCovered } } flagComparisonsCount
        componentComparisons { id baseTotals { percentCovered } headTotals { percentCovered } } componentComparisonsCount } }`,
    );
    expect(compare).toEqual({
      flagComparisons: [
        { name: 'integration', baseTotals: { percentCovered: 50 }, headTotals: { percentCovered: 50 } },
        {
          name: 'unit',
          baseTotals: { percentCovered: (2 / 3) * 100 },
          headTotals: { percentCovered: (2 / 3) * 100 },
        },
      ],
      flagComparisonsCount: 2,
      componentComparisons: [
        { id: 'lib', baseTotals: { percentCovered: 50 }, headTotals: { percentCovered: 50 } },
        {
          id: 'unit_tests',
          baseTotals: { percentCovered: (2 / 3) * 100 },
          headTotals: { percentCovered: (2 / 3) * 100 },
        },
      ],
      componentComparisonsCount: 2,
    });
  });

  it('lists flags, switches their series on and fills them from past commits', async () => {
    const before = await repository<{ coverageAnalytics: Record<string, unknown> }>(
      `coverageAnalytics { flagsCount flagsMeasurementsActive flagsMeasurementsBackfilled componentsCount
        componentsYaml { id name } flags(first: 1) { edges { node { name } } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(before.coverageAnalytics).toMatchObject({
      flagsCount: 2,
      flagsMeasurementsActive: false,
      flagsMeasurementsBackfilled: false,
      componentsCount: 2,
      componentsYaml: [
        { id: 'lib', name: 'Library' },
        { id: 'unit_tests', name: 'Unit' },
      ],
      flags: { edges: [{ node: { name: 'integration' } }], pageInfo: { hasNextPage: true } },
    });
    const activated = await server.graphql<{ activateMeasurements: { error: unknown } }>(
      `mutation { activateMeasurements(input: { owner: "acme", repoName: "analytics", measurementType: FLAG_COVERAGE }) {
        error { __typename } } }`,
      { cookie },
    );
    expect(activated.data?.activateMeasurements.error).toBeNull();
    await server.app.ingestion.queue.idle();
    const after = new Date(Date.now() - 86_400_000).toISOString();
    const until = new Date(Date.now() + 60_000).toISOString();
    const series = await repository<{ coverageAnalytics: Record<string, unknown> }>(
      `coverageAnalytics { flagsMeasurementsActive flagsMeasurementsBackfilled
        measurements(interval: INTERVAL_1_DAY, after: "${after}", before: "${until}") { avg min max }
        flags(filters: { term: "uni" }) { edges { node { name percentCovered
          measurements(interval: INTERVAL_1_DAY, after: "${after}", before: "${until}") { avg } } } } }`,
    );
    // Coverage of K1 (a 2/3 + b 1/2 = 60 %), K2 (a 2/3 + b 2/2 = 80 %) and K3 (60 %), all in the first day
    // from `after`; the second interval (from now to `before`) has no commit.
    expect(series.coverageAnalytics).toMatchObject({
      flagsMeasurementsActive: true,
      flagsMeasurementsBackfilled: true,
      measurements: [
        { min: 60, max: 80 },
        { avg: null, min: null, max: null },
      ],
      flags: { edges: [{ node: { name: 'unit', percentCovered: (2 / 3) * 100 } }] },
    });
    expect((series.coverageAnalytics.measurements as Array<{ avg: number }>)[0]!.avg).toBeCloseTo(200 / 3, 6);
    const unit = (
      series.coverageAnalytics.flags as {
        edges: Array<{ node: { measurements: Array<{ avg: number | null }> } }>;
      }
    ).edges[0]!.node;
    expect(unit.measurements[0]!.avg).toBeCloseTo((2 / 3) * 100, 6);
  });

  it('replaces the carried session when the flag is uploaded again', async () => {
    await upload({
      sha: K3,
      flags: ['unit'],
      files: { 'lcov.info': lcov({ 'src/a.js': { 2: 1, 3: 1, 4: 1 } }) },
    });
    const k3 = await commit<{
      uploads: { edges: Array<{ node: { uploadType: string; flags: string[] } }> };
      coverageAnalytics: { totals: Record<string, unknown> };
    }>(K3, 'uploads { edges { node { uploadType flags } } } coverageAnalytics { totals { percentCovered } }');
    expect(k3.uploads.edges.map((edge) => edge.node)).toEqual([
      { uploadType: 'UPLOADED', flags: ['integration'] },
      { uploadType: 'UPLOADED', flags: ['unit'] },
    ]);
    // a.js 3 of 3 + b.js 1 of 2 = 4 of 5.
    expect(k3.coverageAnalytics.totals).toEqual({ percentCovered: 80 });
  });

  it("answers the web app's named operations", async () => {
    const run = async (document: string, variables: Record<string, unknown>) => {
      const response = await server.graphql<Record<string, unknown>>(document, { variables, cookie });
      expect(response.errors).toBeUndefined();
      return response.data!;
    };
    const names = { owner: 'acme', repo: 'analytics' };
    expect(
      await run(
        `query GetRepoCoverage($owner: String!, $repo: String!, $branch: String!) { owner(username: $owner) {
          repository(name: $repo) { __typename ... on Repository { branch(name: $branch) { name head { commitid
            coverageAnalytics { totals { percentCovered lineCount hitsCount } } } } } } } }`,
        { ...names, branch: 'main' },
      ),
    ).toEqual({
      owner: {
        repository: {
          __typename: 'Repository',
          branch: {
            name: 'main',
            head: {
              commitid: K3,
              coverageAnalytics: { totals: { percentCovered: 80, lineCount: 5, hitsCount: 4 } },
            },
          },
        },
      },
    });
    const flags = await run(
      `query FlagsSelect($owner: String!, $repo: String!, $filters: FlagSetFilters, $after: String) {
        owner(username: $owner) { repository(name: $repo) { ... on Repository { coverageAnalytics {
          flags(filters: $filters, after: $after, first: 1) { pageInfo { hasNextPage endCursor } edges { node { name } } } } } } } }`,
      { ...names, filters: {}, after: null },
    );
    const page = (
      flags as {
        owner: { repository: { coverageAnalytics: { flags: { pageInfo: { endCursor: string } } } } };
      }
    ).owner.repository.coverageAnalytics.flags;
    const next = await run(
      `query FlagsSelect($owner: String!, $repo: String!, $after: String) { owner(username: $owner) {
        repository(name: $repo) { ... on Repository { coverageAnalytics { flags(after: $after, first: 1) {
          pageInfo { hasNextPage } edges { node { name } } } } } } } }`,
      { ...names, after: page.pageInfo.endCursor },
    );
    expect(next).toEqual({
      owner: {
        repository: {
          coverageAnalytics: {
            flags: { pageInfo: { hasNextPage: false }, edges: [{ node: { name: 'unit' } }] },
          },
        },
      },
    });
    expect(
      await run(
        `query BackfillComponentMemberships($name: String!, $repo: String!) { config { isTimescaleEnabled }
          owner(username: $name) { repository(name: $repo) { ... on Repository { coverageAnalytics {
            componentsMeasurementsActive componentsMeasurementsBackfilled componentsCount } } } } }`,
        { name: 'acme', repo: 'analytics' },
      ),
    ).toEqual({
      config: { isTimescaleEnabled: true },
      owner: {
        repository: {
          coverageAnalytics: {
            componentsMeasurementsActive: false,
            componentsMeasurementsBackfilled: false,
            componentsCount: 2,
          },
        },
      },
    });
    await run(
      `mutation { activateMeasurements(input: { owner: "acme", repoName: "analytics", measurementType: COMPONENT_COVERAGE }) {
        error { __typename } } }`,
      {},
    );
    await server.app.ingestion.queue.idle();
    const components = await run(
      `query ComponentMeasurements($name: String!, $repo: String!, $interval: MeasurementInterval!, $before: DateTime!,
        $after: DateTime!, $branch: String, $filters: ComponentMeasurementsSetFilters, $orderingDirection: OrderingDirection) {
        owner(username: $name) { repository(name: $repo) { ... on Repository { coverageAnalytics {
          components(interval: $interval, before: $before, after: $after, branch: $branch, filters: $filters,
            orderingDirection: $orderingDirection) { componentId name percentCovered lastUploaded measurements { avg } } } } } } }`,
      {
        name: 'acme',
        repo: 'analytics',
        interval: 'INTERVAL_7_DAY',
        after: new Date(Date.now() - 86_400_000).toISOString(),
        before: new Date().toISOString(),
        orderingDirection: 'ASC',
      },
    );
    const rows = (
      components as {
        owner: { repository: { coverageAnalytics: { components: Array<Record<string, unknown>> } } };
      }
    ).owner.repository.coverageAnalytics.components;
    expect(rows.map((row) => [row.componentId, row.name])).toEqual([
      ['lib', 'Library'],
      ['unit_tests', 'Unit'],
    ]);
    // lib is b.js: 1 of 2 at K1 and K3, 2 of 2 at K2; the one 7-day interval averages them.
    expect(rows[0]!.measurements).toEqual([{ avg: (50 + 100 + 50) / 3 }]);
    expect(rows[0]!.lastUploaded).not.toBeNull();
    const pullFlags = await run(
      `query PullFlagsSelect($owner: String!, $repo: String!, $pullId: Int!) { owner(username: $owner) {
        repository(name: $repo) { ... on Repository { pull(id: $pullId) { pullId } } } } }`,
      { ...names, pullId: 99 },
    );
    expect(pullFlags).toEqual({ owner: { repository: { pull: null } } });
    const paged = await run(
      `query BranchContents($owner: String!, $repo: String!) { owner(username: $owner) { repository(name: $repo) {
        ... on Repository { commit(id: "${K3}") { deprecatedPathContents(filters: { displayType: LIST }, first: 1) {
          __typename ... on PathContentConnection { totalCount pageInfo { hasNextPage } edges { node { path } } } } } } } } }`,
      names,
    );
    expect(paged).toEqual({
      owner: {
        repository: {
          commit: {
            deprecatedPathContents: {
              __typename: 'PathContentConnection',
              totalCount: 2,
              pageInfo: { hasNextPage: true },
              edges: [{ node: { path: 'src/a.js' } }],
            },
          },
        },
      },
    });
  });

  it("components' Last Uploaded is of the branch shown, not of the latest upload anywhere", async () => {
    const K4 = '4'.repeat(40);
    await upload({
      sha: K4,
      parent: K3,
      branch: 'feature',
      flags: ['integration'],
      files: { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/lib/b.js': { 1: 1, 2: 1 } }) },
    });
    const { k3, k4 } = await repository<Record<'k3' | 'k4', { timestamp: string }>>(
      `k3: commit(id: "${K3}") { timestamp: createdAt } k4: commit(id: "${K4}") { timestamp: createdAt }`,
    );
    expect(new Date(k4.timestamp).getTime()).toBeGreaterThan(new Date(k3.timestamp).getTime());
    const lastUploaded = async (branch: string) => {
      const { coverageAnalytics } = await repository<{
        coverageAnalytics: { components: Array<{ componentId: string; lastUploaded: string | null }> };
      }>(
        `coverageAnalytics { components(interval: INTERVAL_1_DAY, after: "${new Date(Date.now() - 86_400_000).toISOString()}",
          before: "${new Date(Date.now() + 60_000).toISOString()}", branch: "${branch}") { componentId lastUploaded } }`,
      );
      const lib = coverageAnalytics.components.find((row) => row.componentId === 'lib')!;
      return lib.lastUploaded && new Date(lib.lastUploaded).getTime();
    };
    expect(await lastUploaded('main')).toBe(new Date(k3.timestamp).getTime());
    expect(await lastUploaded('feature')).toBe(new Date(k4.timestamp).getTime());
    expect(await lastUploaded('nowhere')).toBeNull();
  });
});
