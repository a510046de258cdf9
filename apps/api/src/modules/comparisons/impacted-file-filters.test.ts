import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'impacted-file-filters-token';
const sha = (seed: string) => seed.repeat(40).slice(0, 40);
const B = sha('1');
const H = sha('2');

// math.js gains line 3 (X) in the pull.
const DIFF = [
  'diff --git a/src/math.js b/src/math.js',
  'index 1111111..2222222 100644',
  '--- a/src/math.js',
  '+++ b/src/math.js',
  '@@ -1,3 +1,4 @@',
  ' a',
  ' b',
  '+X',
  ' c',
  '',
].join('\n');

interface Line {
  headNumber: string | null;
  headCoverage: string | null;
  coverageInfo: { hitCount: number; hitUploadIds: number[] };
}

interface ImpactedFile {
  headCoverage: { hitsCount: number; lineCount: number } | null;
  segments: { results: Array<{ lines: Line[] }> };
}

describeEachBackend('impacted file filters', (backend) => {
  let server: TestServer;
  let cookie: string;
  let sessionOf: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    const upload = (options: Omit<Parameters<typeof uploadCoverage>[1], 'token' | 'slug'>) =>
      uploadCoverage(server, { token: TOKEN, slug: 'acme/flagged', network: ['src/math.js'], ...options });
    for (const flag of ['unit', 'integration'])
      await upload({
        sha: B,
        flags: [flag],
        files: { 'lcov.info': lcov({ 'src/math.js': { 1: 1, 2: 1, 3: 0 } }) },
      });
    await server.app.ingestion.queue.idle();
    // Line 1 is hit by both uploads; the added line 3 only by the unit tests.
    const head = { branch: 'feature', pullid: 1, parent: B, diff: { base: B, head: H, text: DIFF } };
    await upload({
      ...head,
      sha: H,
      flags: ['unit'],
      files: { 'lcov.info': lcov({ 'src/math.js': { 1: 1, 2: 1, 3: 1, 4: 0 } }) },
    });
    await upload({
      ...head,
      sha: H,
      flags: ['integration'],
      files: { 'lcov.info': lcov({ 'src/math.js': { 1: 1, 2: 0, 3: 0, 4: 0 } }) },
    });
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
    const uploads = await graphql<{
      commit: { uploads: { edges: Array<{ node: { id: number; flags: string[] } }> } };
    }>(`commit(id: "${H}") { uploads { edges { node { id flags } } } }`);
    sessionOf = Object.fromEntries(uploads.commit.uploads.edges.map(({ node }) => [node.flags[0], node.id]));
  });
  afterAll(() => server.close());

  async function graphql<T>(body: string): Promise<T> {
    const response = await server.graphql<{ owner: { repository: T } }>(
      `{ owner(username: "acme") { repository(name: "flagged") { ... on Repository { ${body} } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository;
  }

  const impactedFile = async (filters: string) =>
    (
      await graphql<{ pull: { compareWithBase: { impactedFile: ImpactedFile | null } } }>(
        `pull(id: 1) { compareWithBase { ... on Comparison { impactedFile(path: "src/math.js"${filters}) {
          headCoverage { hitsCount lineCount }
          segments { ... on SegmentComparisons { results { lines { headNumber headCoverage
            coverageInfo { hitCount hitUploadIds } } } } } } } } }`,
      )
    ).pull.compareWithBase.impactedFile;

  const lineOf = (file: ImpactedFile | null, headNumber: string) =>
    file!.segments.results.flatMap((segment) => segment.lines).find((line) => line.headNumber === headNumber);

  it("limits a file's figures and diff lines to the chosen flags", async () => {
    const all = await impactedFile('');
    expect(all!.headCoverage).toEqual({ hitsCount: 3, lineCount: 4 });
    expect(lineOf(all, '3')).toEqual({
      headNumber: '3',
      headCoverage: 'H',
      coverageInfo: { hitCount: 1, hitUploadIds: [sessionOf.unit] },
    });
    expect(lineOf(all, '1')!.coverageInfo.hitUploadIds.sort()).toEqual(
      [sessionOf.unit, sessionOf.integration].sort(),
    );

    const integration = await impactedFile(', filters: { flags: ["integration"] }');
    expect(integration!.headCoverage).toEqual({ hitsCount: 1, lineCount: 4 });
    expect(lineOf(integration, '3')).toEqual({
      headNumber: '3',
      headCoverage: 'M',
      coverageInfo: { hitCount: 0, hitUploadIds: [] },
    });
    expect(lineOf(integration, '1')!.coverageInfo).toEqual({
      hitCount: 1,
      hitUploadIds: [sessionOf.integration],
    });
  });

  it('has no file for flags without coverage', async () => {
    expect(await impactedFile(', filters: { flags: ["nightly"] }')).toBeNull();
  });
});
