import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'comparisons-token';
const sha = (seed: string) => seed.repeat(40).slice(0, 40);
const B = sha('b');
const H = sha('c');
const C = sha('d');
const H2 = sha('e');
const NETWORK = ['src/math.js', 'src/util.js'];

// src/math.js gains two lines after line 2 in the pull: X (covered) and Y (not covered).
const PULL_DIFF = [
  'diff --git a/src/math.js b/src/math.js',
  'index 1111111..2222222 100644',
  '--- a/src/math.js',
  '+++ b/src/math.js',
  '@@ -1,5 +1,7 @@',
  ' a',
  ' b',
  '+X',
  '+Y',
  ' c',
  ' d',
  ' e',
  '',
].join('\n');

describeEachBackend('comparisons', (backend) => {
  let server: TestServer;
  let cookie: string;

  async function query<T>(
    body: string,
    variables: Record<string, unknown> = {},
    repo = 'compare',
  ): Promise<T> {
    const response = await server.graphql<{ owner: { repository: T } }>(
      `query($repo: String!${Object.keys(variables)
        .map((name) => `, $${name}: ${typeof variables[name] === 'number' ? 'Int!' : 'String!'}`)
        .join(
          '',
        )}) { owner(username: "acme") { repository(name: $repo) { ... on Repository { ${body} } } } }`,
      { variables: { repo, ...variables }, cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository;
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    const upload = (options: Omit<Parameters<typeof uploadCoverage>[1], 'token'>) =>
      uploadCoverage(server, { token: TOKEN, network: NETWORK, ...options });
    // Base B on main: math.js 3 of 5 lines hit, util.js 3 of 3.
    await upload({
      slug: 'acme/compare',
      sha: B,
      files: {
        'lcov.info': lcov({
          'src/math.js': { 1: 1, 2: 1, 3: 0, 4: 1, 5: 0 },
          'src/util.js': { 1: 1, 2: 1, 3: 1 },
        }),
      },
    });
    await server.app.ingestion.queue.idle();
    // Pull #1, head H: math.js has lines 3 (X, hit) and 4 (Y, missed) added; old lines 3..5 are now 5..7 with the
    // same coverage. util.js did not change, but a deleted test left its line 2 uncovered.
    await upload({
      slug: 'acme/compare',
      sha: H,
      branch: 'feature',
      pullid: 1,
      parent: B,
      files: {
        'lcov.info': lcov({
          'src/math.js': { 1: 1, 2: 1, 3: 1, 4: 0, 5: 0, 6: 1, 7: 0 },
          'src/util.js': { 1: 1, 2: 0, 3: 1 },
        }),
      },
      diff: { base: B, head: H, text: PULL_DIFF },
    });
    // C on main after B: its upload is not coverage, so it has no report.
    await upload({ slug: 'acme/compare', sha: C, parent: B, files: { 'notes.txt': 'not coverage at all' } });
    // Pull #2 branches off C, and has no diff.
    await upload({
      slug: 'acme/compare',
      sha: H2,
      branch: 'other',
      pullid: 2,
      parent: C,
      files: {
        'lcov.info': lcov({ 'src/math.js': { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }, 'src/util.js': { 1: 1 } }),
      },
    });
    // A repository whose only pull request has nothing to compare to.
    await upload({
      slug: 'acme/first',
      sha: sha('f'),
      branch: 'feature',
      pullid: 1,
      files: { 'lcov.info': lcov({ 'src/math.js': { 1: 1 } }) },
    });
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(() => server.close());

  const TOTALS = 'percentCovered lineCount hitsCount missesCount';

  it('computes patch coverage over the added lines, against the true base', async () => {
    const { pull } = await query<{
      pull: Record<string, unknown> & { compareWithBase: Record<string, unknown> };
    }>(
      `pull(id: 1) { pullId state head { commitid } comparedTo { commitid } trueBase { commitid } behindBy firstPull
        compareWithBase { __typename ... on Comparison { state baseCommit headCommit trueBaseCommit isPseudoBase
          baseDistance baseExplanation diffSource diffMessage changeCoverage
          baseTotals { ${TOTALS} } headTotals { ${TOTALS} } patchTotals { ${TOTALS} }
          impactedFilesCount directChangedFilesCount indirectChangedFilesCount } } }`,
    );
    expect(pull).toMatchObject({
      pullId: 1,
      state: 'OPEN',
      head: { commitid: H },
      comparedTo: { commitid: B },
      trueBase: { commitid: B },
      firstPull: false,
    });
    // C is a newer commit of main than B.
    expect(pull.behindBy).toBe(1);
    const comparison = pull.compareWithBase;
    expect(comparison).toMatchObject({
      __typename: 'Comparison',
      state: 'processed',
      baseCommit: B,
      headCommit: H,
      trueBaseCommit: B,
      isPseudoBase: false,
      baseDistance: 0,
      diffSource: 'UPLOAD',
      diffMessage: null,
      // Base: math 3 of 5 + util 3 of 3 = 6 of 8 = 75 %. Head: math 4 of 7 + util 2 of 3 = 6 of 10 = 60 %.
      baseTotals: { percentCovered: 75, lineCount: 8, hitsCount: 6, missesCount: 2 },
      headTotals: { percentCovered: 60, lineCount: 10, hitsCount: 6, missesCount: 4 },
      // Added lines 3 (hit) and 4 (miss): 1 of 2 = 50 %.
      patchTotals: { percentCovered: 50, lineCount: 2, hitsCount: 1, missesCount: 1 },
      changeCoverage: -15,
      impactedFilesCount: 2,
      directChangedFilesCount: 1,
      indirectChangedFilesCount: 1,
    });
    expect(comparison.baseExplanation).toContain(B.slice(0, 7));
  });

  it('lists impacted files with missed lines, and the indirect change with its lines', async () => {
    const { pull } = await query<{
      pull: { compareWithBase: { impactedFiles: { results: Array<Record<string, unknown>> } } };
    }>(
      `pull(id: 1) { compareWithBase { ... on Comparison { impactedFiles(filters: { ordering: { parameter: FILE_NAME } }) {
        ... on ImpactedFiles { results { fileName isInDiff isNewFile missesCount missedLines changeCoverage
          patchCoverage { ${TOTALS} } headCoverage { ${TOTALS} } baseCoverage { ${TOTALS} }
          unexpectedLines { baseNumber headNumber baseCoverage headCoverage } } } } } } }`,
    );
    const [math, util] = pull.compareWithBase.impactedFiles.results;
    expect(math).toMatchObject({
      fileName: 'src/math.js',
      isInDiff: true,
      isNewFile: false,
      missesCount: 1,
      missedLines: [4],
      patchCoverage: { percentCovered: 50, lineCount: 2, hitsCount: 1, missesCount: 1 },
      // Lines moved by the insertion kept their coverage: nothing changed outside the diff.
      unexpectedLines: [],
    });
    // 4 of 7 minus 3 of 5: 57.142857… − 60.
    expect(math!.changeCoverage).toBeCloseTo(-2.857142857, 6);
    // An indirect change counts the lines head misses among its unexpected changes: line 2, hit before.
    expect(util).toMatchObject({
      fileName: 'src/util.js',
      isInDiff: false,
      missesCount: 1,
      missedLines: [],
      patchCoverage: null,
      unexpectedLines: [{ baseNumber: 2, headNumber: 2, baseCoverage: 'H', headCoverage: 'M' }],
    });
    const indirect = await query<{
      pull: { compareWithBase: { impactedFiles: { results: Array<{ fileName: string }> } } };
    }>(
      `pull(id: 1) { compareWithBase { ... on Comparison { impactedFiles(filters: { hasUnintendedChanges: true,
        ordering: { parameter: MISSES_COUNT, direction: DESC } }) { ... on ImpactedFiles { results { fileName missesCount } } } } } }`,
    );
    expect(indirect.pull.compareWithBase.impactedFiles.results).toEqual([
      { fileName: 'src/util.js', missesCount: 1 },
    ]);
  });

  it('gives the diff view of a file with coverage on both sides', async () => {
    const { pull } = await query<{
      pull: { compareWithBase: { impactedFile: { segments: { results: Array<Record<string, unknown>> } } } };
    }>(
      `pull(id: 1) { compareWithBase { ... on Comparison { impactedFile(path: "src/math.js") { segments {
        ... on SegmentComparisons { results { header hasUnintendedChanges lines { baseNumber headNumber baseCoverage
          headCoverage content coverageInfo { hitCount hitUploadIds } } } } } } } } }`,
    );
    const [segment] = pull.compareWithBase.impactedFile.segments.results;
    expect(segment).toMatchObject({ header: '@@ -1,5 +1,7 @@', hasUnintendedChanges: false });
    expect(segment!.lines).toEqual([
      {
        baseNumber: '1',
        headNumber: '1',
        baseCoverage: 'H',
        headCoverage: 'H',
        content: 'a',
        coverageInfo: { hitCount: 1, hitUploadIds: [0] },
      },
      {
        baseNumber: '2',
        headNumber: '2',
        baseCoverage: 'H',
        headCoverage: 'H',
        content: 'b',
        coverageInfo: { hitCount: 1, hitUploadIds: [0] },
      },
      {
        baseNumber: null,
        headNumber: '3',
        baseCoverage: null,
        headCoverage: 'H',
        content: 'X',
        coverageInfo: { hitCount: 1, hitUploadIds: [0] },
      },
      {
        baseNumber: null,
        headNumber: '4',
        baseCoverage: null,
        headCoverage: 'M',
        content: 'Y',
        coverageInfo: { hitCount: 0, hitUploadIds: [] },
      },
      {
        baseNumber: '3',
        headNumber: '5',
        baseCoverage: 'M',
        headCoverage: 'M',
        content: 'c',
        coverageInfo: { hitCount: 0, hitUploadIds: [] },
      },
      {
        baseNumber: '4',
        headNumber: '6',
        baseCoverage: 'H',
        headCoverage: 'H',
        content: 'd',
        coverageInfo: { hitCount: 1, hitUploadIds: [0] },
      },
      {
        baseNumber: '5',
        headNumber: '7',
        baseCoverage: 'M',
        headCoverage: 'M',
        content: 'e',
        coverageInfo: { hitCount: 0, hitUploadIds: [] },
      },
    ]);
  });

  it('uses the nearest earlier report of the target branch when the true base has none, and says so', async () => {
    const { pull } = await query<{
      pull: Record<string, unknown> & { compareWithBase: Record<string, unknown> };
    }>(
      `pull(id: 2) { comparedTo { commitid } trueBase { commitid state }
        compareWithBase { __typename ... on Comparison { baseCommit trueBaseCommit isPseudoBase baseDistance
          baseExplanation diffSource diffMessage patchTotals { percentCovered } headTotals { ${TOTALS} } } } }`,
    );
    expect(pull).toMatchObject({ comparedTo: { commitid: B }, trueBase: { commitid: C, state: 'error' } });
    expect(pull.compareWithBase).toMatchObject({
      __typename: 'Comparison',
      baseCommit: B,
      trueBaseCommit: C,
      isPseudoBase: true,
      baseDistance: 1,
      diffSource: 'NONE',
      patchTotals: null,
      // math 5 of 5 + util 1 of 1.
      headTotals: { percentCovered: 100, lineCount: 6, hitsCount: 6, missesCount: 0 },
    });
    expect(pull.compareWithBase.baseExplanation).toBe(
      `The base ${C.slice(0, 7)} has no coverage report, so the nearest earlier commit of main with one, ${B.slice(0, 7)} (1 commit earlier), is used instead.`,
    );
    expect(pull.compareWithBase.diffMessage).toMatch(/^No diff is available/);
  });

  it('compares against another base on request, and any two commits', async () => {
    const chosen = await query<{ pull: { compareWithBase: Record<string, unknown> } }>(
      `pull(id: 1) { compareWithBase(baseCommit: "${H2.slice(0, 7)}") { __typename ... on Comparison { baseCommit isPseudoBase baseExplanation } } }`,
    );
    expect(chosen.pull.compareWithBase).toMatchObject({
      __typename: 'Comparison',
      baseCommit: H2,
      isPseudoBase: false,
    });
    const refs = await query<{ compare: Record<string, unknown> }>(
      `compare(base: "main", head: "feature") { __typename ... on Comparison { baseCommit headCommit } }`,
    );
    // main's head is C, which has no report.
    expect(refs.compare).toMatchObject({ __typename: 'MissingBaseReport' });
    const parent = await query<{ commit: { compareWithParent: Record<string, unknown> } }>(
      `commit(id: "${H}") { compareWithParent { __typename ... on Comparison { baseCommit diffSource patchTotals { percentCovered } } } }`,
    );
    // The uploaded diff is against B, which is also H's parent.
    expect(parent.commit.compareWithParent).toEqual({
      __typename: 'Comparison',
      baseCommit: B,
      diffSource: 'UPLOAD',
      patchTotals: { percentCovered: 50 },
    });
    const noParent = await query<{ commit: { compareWithParent: Record<string, unknown> } }>(
      `commit(id: "${B}") { compareWithParent { __typename ... on ResolverError { message } } }`,
    );
    expect(noParent.commit.compareWithParent).toMatchObject({ __typename: 'MissingBaseCommit' });
  });

  it('names a first pull request, and pages pull requests', async () => {
    const first = await query<{ isFirstPullRequest: boolean; pull: Record<string, unknown> }>(
      `isFirstPullRequest pull(id: 1) { firstPull compareWithBase { __typename ... on ResolverError { message } } }`,
      {},
      'first',
    );
    expect(first).toMatchObject({
      isFirstPullRequest: true,
      pull: { firstPull: true, compareWithBase: { __typename: 'FirstPullRequest' } },
    });
    const pulls = await query<{ pulls: { totalCount: number; edges: Array<{ node: { pullId: number } }> } }>(
      `pulls(orderingDirection: ASC, first: 1) { totalCount edges { node { pullId } } }`,
    );
    expect(pulls.pulls.totalCount).toBe(2);
    expect(pulls.pulls.edges.map((edge) => edge.node.pullId)).toEqual([1]);
    const open = await query<{ pulls: { totalCount: number } }>(
      `pulls(filters: { state: [MERGED] }) { totalCount }`,
    );
    expect(open.pulls.totalCount).toBe(0);
  });

  it('says when a stored report cannot be read', async () => {
    const upload = (commit: string, parent?: string) =>
      uploadCoverage(server, {
        token: TOKEN,
        slug: 'acme/lost',
        sha: commit,
        network: NETWORK,
        files: { 'lcov.info': lcov({ 'src/math.js': { 1: 1 } }) },
        ...(parent ? { parent } : {}),
      });
    await upload(sha('7'));
    await upload(sha('8'), sha('7'));
    await server.app.ingestion.queue.idle();
    const head = await server.database.db
      .selectFrom('commits')
      .select('reportStoragePath')
      .where('commitid', '=', sha('8'))
      .executeTakeFirstOrThrow();
    await server.app.ingestion.storage.remove(head.reportStoragePath!);
    const { commit } = await query<{ commit: { compareWithParent: Record<string, unknown> } }>(
      `commit(id: "${sha('8')}") { compareWithParent { __typename ... on ResolverError { message } } }`,
      {},
      'lost',
    );
    expect(commit.compareWithParent).toEqual({
      __typename: 'MissingComparison',
      message: `The stored report of ${sha('8').slice(0, 7)} could not be read; uploading again rebuilds it.`,
    });
  });

  it("takes the base the user picked with codecov-cli's pr-base-picking", async () => {
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/github/acme::::compare/pulls/2',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      payload: { user_provided_base_sha: B },
    });
    expect(put.statusCode).toBe(200);
    const { pull } = await query<{ pull: Record<string, unknown> }>(
      `pull(id: 2) { trueBase { commitid } comparedTo { commitid }
        compareWithBase { ... on Comparison { isPseudoBase baseExplanation } } }`,
    );
    expect(pull).toEqual({
      trueBase: { commitid: B },
      comparedTo: { commitid: B },
      compareWithBase: {
        isPseudoBase: false,
        baseExplanation: `Compared to ${B.slice(0, 7)}, where the pull request branched off main.`,
      },
    });
    const refused = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/github/acme::::compare/pulls/2',
      headers: { authorization: 'token wrong', 'content-type': 'application/json' },
      payload: { user_provided_base_sha: B },
    });
    expect(refused.statusCode).toBe(401);
  });
});
