import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { lcov, uploadCoverage } from '../testing/upload-coverage';

const TOKEN = 'flag-analytics-token';
const DAY = 86_400_000;
const K1 = 'a'.repeat(40);
const K2 = 'b'.repeat(40);
const K3 = 'd'.repeat(40);
const YAML = `component_management:
  individual_components:
    - component_id: lib
      name: Library
      paths: ["src/lib/**"]
    - component_id: app
      name: App
      paths: ["src/app/**"]
`;

const DELETE_FLAG = `mutation DeleteFlag($input: DeleteFlagInput!) {
  deleteFlag(input: $input) { error { __typename ... on ResolverError { message } } }
}`;

const DELETE_COMPONENT = `mutation DeleteComponentMeasurements($input: DeleteComponentMeasurementsInput!) {
  deleteComponentMeasurements(input: $input) { error { __typename ... on ResolverError { message } } }
}`;

type Payload = Record<string, { error: { __typename: string; message: string } | null }>;

interface FlagNode {
  name: string;
  percentChange: number | null;
  measurements?: Array<{ avg: number | null }>;
}

describeEachBackend('deleting flags and components, and flag trends over a window', (backend) => {
  let server: TestServer;
  let ada: string;
  let repoid: number;

  const iso = (time: number) => new Date(time).toISOString();

  async function analytics<T>(body: string, cookie = ada): Promise<T> {
    const response = await server.graphql<{ owner: { repository: { coverageAnalytics: T } } }>(
      `{ owner(username: "canopy") { repository(name: "flagged") { ... on Repository {
        coverageAnalytics { ${body} } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.coverageAnalytics;
  }

  async function flags(body = 'name'): Promise<FlagNode[]> {
    const result = await analytics<{ flags: { edges: Array<{ node: FlagNode }> } }>(
      `flags { edges { node { ${body} } } }`,
    );
    return result.flags.edges.map((edge) => edge.node);
  }

  async function mutate(document: string, input: Record<string, string>, cookie?: string) {
    const response = await server.graphql<Payload>(document, { variables: { input }, cookie });
    expect(response.errors).toBeUndefined();
    return Object.values(response.data!)[0]!.error;
  }

  const upload = async (sha: string, flag: string, files: Record<string, string>, parent?: string) => {
    await uploadCoverage(server, {
      token: TOKEN,
      slug: 'canopy/flagged',
      sha,
      parent,
      flags: [flag],
      network: ['src/lib/a.js', 'src/app/b.js'],
      files,
    });
    await server.app.ingestion.queue.idle();
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    // unit: a.js 2 of 4 (50 %); integration: b.js 1 of 2.
    await upload(K1, 'unit', {
      'codecov.yml': YAML,
      'lcov.info': lcov({ 'src/lib/a.js': { 1: 1, 2: 1, 3: 0, 4: 0 } }),
    });
    await upload(K1, 'integration', { 'lcov.info': lcov({ 'src/app/b.js': { 1: 1, 2: 0 } }) });
    const db = server.database.db;
    // Public, so that members who are not admins and non-members see it.
    const repo = await db
      .updateTable('repositories')
      .set({ private: false })
      .where('name', '=', 'flagged')
      .returning('repoid')
      .executeTakeFirstOrThrow();
    repoid = repo.repoid;
    ada = await server.signIn('ada');
    for (const measurementType of ['FLAG_COVERAGE', 'COMPONENT_COVERAGE']) {
      const activated = await server.graphql(
        `mutation { activateMeasurements(input: { owner: "canopy", repoName: "flagged",
          measurementType: ${measurementType} }) { error { __typename } } }`,
        { cookie: ada },
      );
      expect(activated.data).toEqual({ activateMeasurements: { error: null } });
    }
    await server.app.ingestion.queue.idle();
    // Two earlier points of unit on the default branch: 20 % 60 days ago and 40 % 20 days ago.
    await db
      .insertInto('measurements')
      .values(
        [
          [60, 20],
          [20, 40],
        ].map(([daysAgo, value]) => ({
          repoid,
          kind: 'flag',
          measurableId: 'unit',
          commitid: String(daysAgo).padEnd(40, 'c'),
          branch: 'main',
          timestamp: new Date(Date.now() - daysAgo! * DAY),
          hits: value!,
          lines: 100,
          value: value!,
        })),
      )
      .execute();
  });
  afterAll(() => server?.close());

  describe('Flag.percentChange', () => {
    const before = () => iso(Date.now() + DAY);

    it('covers the window of the measurements selected beside it', async () => {
      const result = await flags(
        `name percentChange measurements(interval: INTERVAL_7_DAY, after: "${iso(Date.now() - 90 * DAY)}",
          before: "${before()}") { avg }`,
      );
      const unit = result.find((flag) => flag.name === 'unit')!;
      // 20 % in the first measured interval, 50 % (K1) in the last.
      expect(unit.percentChange).toBeCloseTo(30, 6);
      expect(unit.measurements!.filter((point) => point.avg !== null)).toHaveLength(3);

      const week = await flags(
        `name percentChange measurements(interval: INTERVAL_1_DAY, after: "${iso(Date.now() - 7 * DAY)}",
          before: "${before()}") { avg }`,
      );
      expect(week.find((flag) => flag.name === 'unit')!.percentChange).toBe(0);
      expect(week.find((flag) => flag.name === 'integration')!.percentChange).toBe(0);
    });

    it('takes the window from variables and fragments as the web app sends them', async () => {
      const response = await server.graphql<{
        owner: { repository: { coverageAnalytics: { flags: { edges: Array<{ node: FlagNode }> } } } };
      }>(
        `query FlagMeasurements($interval: MeasurementInterval!, $afterDate: DateTime!, $beforeDate: DateTime!) {
          owner(username: "canopy") { repository(name: "flagged") { ... on Repository { coverageAnalytics {
            flags(filters: { flagsNames: ["unit"] }) { edges { ...FlagRow } } } } } } }
        fragment FlagRow on FlagEdge { node { name percentChange ... on Flag {
          measurements(interval: $interval, after: $afterDate, before: $beforeDate) { avg } } } }`,
        {
          variables: {
            interval: 'INTERVAL_7_DAY',
            afterDate: iso(Date.now() - 30 * DAY),
            beforeDate: before(),
          },
          cookie: ada,
        },
      );
      expect(response.errors).toBeUndefined();
      const [unit] = response.data!.owner.repository.coverageAnalytics.flags.edges;
      expect(unit!.node.percentChange).toBeCloseTo(10, 6);
    });

    it('takes its own arguments first, and the last 30 days without any', async () => {
      const result = await flags(
        `name change: percentChange(after: "${iso(Date.now() - 90 * DAY)}") percentChange
          measurements(interval: INTERVAL_1_DAY, after: "${iso(Date.now() - 7 * DAY)}", before: "${before()}") {
          avg }`,
      );
      const unit = result.find((flag) => flag.name === 'unit') as FlagNode & { change: number };
      expect(unit.change).toBeCloseTo(30, 6);
      expect(unit.percentChange).toBe(0);

      const alone = await flags('name percentChange');
      expect(alone.find((flag) => flag.name === 'unit')!.percentChange).toBeCloseTo(10, 6);
    });
  });

  describe('flags(branch:)', () => {
    it("answers each flag's coverage and series of the branch asked for, the default branch without one", async () => {
      // unit covers all of a.js on the feature branch (50 % on main).
      await uploadCoverage(server, {
        token: TOKEN,
        slug: 'canopy/flagged',
        sha: 'e'.repeat(40),
        branch: 'feature',
        flags: ['unit'],
        network: ['src/lib/a.js'],
        files: { 'lcov.info': lcov({ 'src/lib/a.js': { 1: 1, 2: 1, 3: 1, 4: 1 } }) },
      });
      await server.app.ingestion.queue.idle();
      const window = `measurements(interval: INTERVAL_1_DAY, after: "${iso(Date.now() - 90 * DAY)}",
        before: "${iso(Date.now() + DAY)}") { avg }`;
      const unitOf = async (args: string) => {
        const result = await analytics<{
          flags: { edges: Array<{ node: FlagNode & { percentCovered: number } }> };
        }>(
          `flags(filters: { flagsNames: ["unit"] }${args}) { edges { node { name percentCovered ${window} } } }`,
        );
        const node = result.flags.edges[0]!.node;
        return {
          covered: node.percentCovered,
          points: node.measurements!.flatMap((p) => (p.avg === null ? [] : [p.avg])),
        };
      };
      const feature = await unitOf(', branch: "feature"');
      expect(feature).toEqual({ covered: 100, points: [100] });
      const main = await unitOf('');
      expect(main.covered).toBe(50);
      expect(main.points).toEqual([20, 40, 50]);
      expect(await unitOf(', branch: "main"')).toEqual(main);
      // A branch with no commits has no coverage and no series.
      expect(await unitOf(', branch: "nowhere"')).toEqual({ covered: null, points: [] });
    });
  });

  describe('deleteFlag', () => {
    it('answers UnauthenticatedError signed out, UnauthorizedError to a member or visitor who is not an admin', async () => {
      const input = { ownerUsername: 'canopy', repoName: 'flagged', flagName: 'integration' };
      expect(await mutate(DELETE_FLAG, input)).toEqual({
        __typename: 'UnauthenticatedError',
        message: 'You are not authenticated',
      });
      for (const username of ['grace', 'margaret']) {
        expect(await mutate(DELETE_FLAG, input, await server.signIn(username))).toMatchObject({
          __typename: 'UnauthorizedError',
        });
      }
      expect((await flags()).map((flag) => flag.name)).toEqual(['integration', 'unit']);
    });

    it('answers NotFoundError for an unknown repository or flag, ValidationError without a name', async () => {
      expect(
        await mutate(DELETE_FLAG, { ownerUsername: 'canopy', repoName: 'nope', flagName: 'unit' }, ada),
      ).toEqual({ __typename: 'NotFoundError', message: 'Repository not found' });
      expect(
        await mutate(DELETE_FLAG, { ownerUsername: 'nobody', repoName: 'flagged', flagName: 'unit' }, ada),
      ).toMatchObject({ __typename: 'NotFoundError' });
      expect(
        await mutate(DELETE_FLAG, { ownerUsername: 'canopy', repoName: 'flagged', flagName: 'e2e' }, ada),
      ).toEqual({ __typename: 'NotFoundError', message: 'Flag not found: e2e' });
      expect(
        await mutate(DELETE_FLAG, { ownerUsername: 'canopy', repoName: 'flagged', flagName: ' ' }, ada),
      ).toMatchObject({ __typename: 'ValidationError' });
    });

    it('lets an admin delete a flag: it leaves the list and its series, until an upload brings it back', async () => {
      const input = { ownerUsername: 'canopy', repoName: 'flagged', flagName: 'integration' };
      expect(await mutate(DELETE_FLAG, input, ada)).toBeNull();
      expect((await flags()).map((flag) => flag.name)).toEqual(['unit']);
      expect(await analytics('flagsCount')).toEqual({ flagsCount: 1 });
      const points = await server.database.db
        .selectFrom('measurements')
        .select('commitid')
        .where('repoid', '=', repoid)
        .where('kind', '=', 'flag')
        .where('measurableId', '=', 'integration')
        .execute();
      expect(points).toEqual([]);
      // The stored report keeps the session.
      const commit = await server.graphql<{
        owner: { repository: { commit: { uploads: { edges: Array<{ node: { flags: string[] } }> } } } };
      }>(
        `{ owner(username: "canopy") { repository(name: "flagged") { ... on Repository {
          commit(id: "${K1}") { uploads { edges { node { flags } } } } } } } }`,
        { cookie: ada },
      );
      expect(
        commit.data!.owner.repository.commit.uploads.edges.map((edge) => edge.node.flags),
      ).toContainEqual(['integration']);
      // Deleted already.
      expect(await mutate(DELETE_FLAG, input, ada)).toMatchObject({ __typename: 'NotFoundError' });

      await upload(
        K2,
        'integration',
        { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/app/b.js': { 1: 1, 2: 1 } }) },
        K1,
      );
      expect((await flags()).map((flag) => flag.name)).toEqual(['integration', 'unit']);
      const back = await flags(
        `name measurements(interval: INTERVAL_1_DAY, after: "${iso(Date.now() - DAY)}",
          before: "${iso(Date.now() + DAY)}") { avg }`,
      );
      expect(back.find((flag) => flag.name === 'integration')!.measurements![0]!.avg).toBe(100);
    });

    it("leaves a deleted flag out of a commit's and a comparison's flag lists, until an upload brings it back", async () => {
      async function listed(sha: string) {
        const response = await server.graphql<{
          owner: {
            repository: {
              commit: {
                coverageAnalytics: { flagNames: string[] };
                compareWithParent: {
                  flagComparisons?: Array<{ name: string }>;
                  flagComparisonsCount?: number;
                };
              };
            };
          };
        }>(
          `{ owner(username: "canopy") { repository(name: "flagged") { ... on Repository {
            commit(id: "${sha}") { coverageAnalytics { flagNames }
              compareWithParent { ... on Comparison { flagComparisons { name } flagComparisonsCount } } } } } } }`,
          { cookie: ada },
        );
        expect(response.errors).toBeUndefined();
        const commit = response.data!.owner.repository.commit;
        return {
          flagNames: commit.coverageAnalytics.flagNames,
          compared: commit.compareWithParent.flagComparisons?.map((flag) => flag.name),
          count: commit.compareWithParent.flagComparisonsCount,
        };
      }

      expect(await listed(K2)).toEqual({
        flagNames: ['integration'],
        compared: ['integration', 'unit'],
        count: 2,
      });
      const input = { ownerUsername: 'canopy', repoName: 'flagged', flagName: 'integration' };
      expect(await mutate(DELETE_FLAG, input, ada)).toBeNull();
      expect((await listed(K1)).flagNames).toEqual(['unit']);
      expect(await listed(K2)).toEqual({ flagNames: [], compared: ['unit'], count: 1 });

      await upload(
        K3,
        'integration',
        { 'codecov.yml': YAML, 'lcov.info': lcov({ 'src/app/b.js': { 1: 1 } }) },
        K2,
      );
      expect((await listed(K1)).flagNames).toEqual(['integration', 'unit']);
      expect(await listed(K2)).toEqual({
        flagNames: ['integration'],
        compared: ['integration', 'unit'],
        count: 2,
      });
    });
  });

  describe('deleteComponentMeasurements', () => {
    async function components() {
      const result = await analytics<{
        components: Array<{ componentId: string; lastUploaded: string | null; measurements: unknown[] }>;
      }>(
        `components(interval: INTERVAL_7_DAY, after: "${iso(Date.now() - DAY)}", before: "${iso(Date.now() + DAY)}")
          { componentId lastUploaded measurements { avg } }`,
      );
      return new Map(result.components.map((component) => [component.componentId, component]));
    }

    it('answers the same errors as deleteFlag', async () => {
      const input = { ownerUsername: 'canopy', repoName: 'flagged', componentId: 'lib' };
      expect(await mutate(DELETE_COMPONENT, input)).toMatchObject({ __typename: 'UnauthenticatedError' });
      expect(await mutate(DELETE_COMPONENT, input, await server.signIn('grace'))).toMatchObject({
        __typename: 'UnauthorizedError',
      });
      expect(await mutate(DELETE_COMPONENT, { ...input, repoName: 'nope' }, ada)).toEqual({
        __typename: 'NotFoundError',
        message: 'Repository not found',
      });
      expect(await mutate(DELETE_COMPONENT, { ...input, componentId: '' }, ada)).toMatchObject({
        __typename: 'ValidationError',
      });
      expect((await components()).get('lib')!.lastUploaded).not.toBeNull();
    });

    it("lets an admin drop a component's history; the others keep theirs", async () => {
      const before = await components();
      expect(before.get('lib')!.measurements).toEqual([{ avg: expect.any(Number) }]);
      expect(
        await mutate(
          DELETE_COMPONENT,
          { ownerUsername: 'canopy', repoName: 'flagged', componentId: 'lib' },
          ada,
        ),
      ).toBeNull();
      const after = await components();
      expect(after.get('lib')).toEqual({
        componentId: 'lib',
        lastUploaded: null,
        measurements: [{ avg: null }],
      });
      expect(after.get('app')!.measurements).toEqual(before.get('app')!.measurements);
      expect(after.get('app')!.lastUploaded).not.toBeNull();
    });
  });
});
