import { CoverageTestData } from '../modules/coverage/test-data';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A 40-character SHA starting with `prefix`. */
const sha = (prefix: string) => prefix.padEnd(40, '0');
const C1 = sha('aaaa111');
const C2 = sha('bbbbbbb2');
const C3 = sha('bbbbbbb3');
const C4 = sha('cccc444');
const C5 = sha('dddd555');
const DELETED = sha('eeee666');

interface Page<T> {
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: Array<{ cursor: string; node: T }>;
}

const COMMITS = `commits(filters: $filters, first: $first, after: $after, last: $last, before: $before) {
  totalCount
  pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  edges { cursor node { commitid } }
}`;
const PAGE_VARIABLES =
  '($filters: CommitsSetFilters, $first: Int, $after: String, $last: Int, $before: String)';

describeEachBackend('repository commits and branches', (backend) => {
  let server: TestServer;
  let ada: string;
  const commitIds: Record<string, number> = {};

  /** Fields of canopy/demo (or another repository of canopy) as ada sees them. */
  async function repo<T>(
    body: string,
    { variables = {}, declarations = '', name = 'demo', cookie = ada } = {},
  ): Promise<T> {
    const query = `query Repo${declarations} { owner(username: "canopy") { repository(name: "${name}") {
      __typename ... on Repository { ${body} } ... on ResolverError { message } } } }`;
    const result = await server.graphql<{ owner: { repository: T } }>(query, { variables, cookie });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.owner.repository;
  }

  async function commits(variables: Record<string, unknown>): Promise<Page<{ commitid: string }>> {
    return (
      await repo<{ commits: Page<{ commitid: string }> }>(COMMITS, {
        variables,
        declarations: PAGE_VARIABLES,
      })
    ).commits;
  }
  const shas = (page: Page<{ commitid: string }>) => page.edges.map((edge) => edge.node.commitid);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    const data = await CoverageTestData.forRepository(server.database.db, 'canopy', 'demo');
    const adaId = await data.ownerid('ada');
    commitIds.c1 = await data.commit({
      commitid: C1,
      branch: 'main',
      message: 'Initial commit',
      state: 'complete',
      ciPassed: true,
      authorOwnerid: adaId,
      timestamp: '2024-05-01T10:00:00Z',
      totals: { files: 1, hits: 1, misses: 1 },
    });
    // C2 and C3 differ by 100 microseconds only: cursors must not lose that.
    commitIds.c2 = await data.commit({
      commitid: C2,
      parentCommitid: C1,
      branch: 'main',
      pullid: 7,
      message: 'Add the PARSER',
      state: 'complete',
      ciPassed: false,
      timestamp: '2024-05-02T10:00:00.000100Z',
    });
    commitIds.c3 = await data.commit({
      commitid: C3,
      branch: 'feature',
      pullid: 7,
      message: 'Fix the 100% bug',
      state: 'pending',
      timestamp: '2024-05-02T10:00:00.000200Z',
    });
    commitIds.c4 = await data.commit({
      commitid: C4,
      parentCommitid: C2,
      branch: 'main',
      message: 'Break the yaml',
      state: 'error',
      timestamp: '2024-05-03T10:00:00Z',
      yaml: 'coverage: [',
      yamlErrors: [
        { path: 'coverage.range', message: 'must be two numbers' },
        { path: '', message: 'the file is not valid YAML' },
      ],
    });
    commitIds.c5 = await data.commit({
      commitid: C5,
      parentCommitid: C4,
      branch: 'main',
      message: 'Release',
      state: 'complete',
      ciPassed: true,
      authorOwnerid: adaId,
      timestamp: '2024-05-04T10:00:00Z',
      yaml: 'codecov:\n  require_ci_to_pass: true\n',
      totals: { files: 3, hits: 8, misses: 1, partials: 1, coverage: 80 },
    });
    await data.commit({
      commitid: DELETED,
      message: 'Gone',
      deleted: true,
      timestamp: '2024-05-05T10:00:00Z',
    });

    await data.upload({
      commitId: commitIds.c5,
      state: 'processed',
      sessionId: 0,
      name: 'unit tests',
      provider: 'github-actions',
      buildUrl: 'https://ci.example/builds/1',
      buildCode: 'b1',
      jobCode: 'j1',
      flags: ['unit'],
      storagePath: 'v4/raw/2024-05-04/u1.txt',
      unmatchedPaths: ['vendor/lib.js', 'gen/api.ts'],
      unmatchedCount: 2,
      createdAt: '2024-05-04T10:01:00Z',
      updatedAt: '2024-05-04T10:02:00Z',
    });
    await data.upload({
      commitId: commitIds.c5,
      state: 'processed',
      sessionId: 1,
      flags: ['integration', 'unit'],
      unmatchedPaths: ['gen/api.ts', 'tmp/x.py'],
      unmatchedCount: 2,
    });
    await data.upload({ commitId: commitIds.c5, state: 'started', flags: ['e2e'] });
    // Other report types' uploads do not count towards coverage.
    await data.upload({
      commitId: commitIds.c5,
      uploadType: 'test_results',
      state: 'error',
      flags: ['junit'],
    });
    await data.upload({ commitId: commitIds.c4, state: 'processed', sessionId: 0 });
    await data.upload({
      commitId: commitIds.c4,
      state: 'error',
      errorCode: 'report_empty',
      errorMessage: 'The report holds no coverage',
      updatedAt: '2024-05-03T11:00:00Z',
    });
    await data.upload({
      commitId: commitIds.c4,
      state: 'error',
      errorCode: 'unsupported_file_format',
      errorMessage: 'No parser recognises this file',
      updatedAt: '2024-05-03T12:00:00Z',
    });
    await data.upload({ commitId: commitIds.c3, state: 'uploaded' });
    await data.upload({ commitId: commitIds.c3, state: 'processed', sessionId: 0 });
    await data.upload({ commitId: commitIds.c1, state: 'processed', sessionId: 0, flags: ['unit'] });

    await data.branch({ branch: 'main', head: C5, merged: true, updatestamp: '2024-05-04T10:00:00Z' });
    await data.branch({ branch: 'release/1.0', head: C4, updatestamp: '2024-05-03T10:00:00Z' });
    await data.branch({ branch: 'fix', head: C3, updatestamp: '2024-05-02T10:00:00.000200Z' });
    await data.branch({ branch: 'feature', head: C3, updatestamp: '2024-05-02T10:00:00.000200Z' });
    await data.branch({ branch: 'ghost', head: sha('ffff'), updatestamp: '2024-05-01T10:00:00Z' });
    await data.branch({ branch: 'old', head: C2, merged: true, updatestamp: '2024-05-06T10:00:00Z' });
  });
  afterAll(() => server?.close());

  describe('commits', () => {
    it('lists commits newest first without deleted ones', async () => {
      const page = await commits({});
      expect(shas(page)).toEqual([C5, C4, C3, C2, C1]);
      expect(page.totalCount).toBe(5);
      expect(page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    });

    it('pages forwards and backwards, also between commits of the same millisecond', async () => {
      const first = await commits({ first: 3 });
      expect(shas(first)).toEqual([C5, C4, C3]);
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const second = await commits({ first: 3, after: first.pageInfo.endCursor });
      expect(shas(second)).toEqual([C2, C1]);
      expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      expect(second.totalCount).toBe(5);

      const last = await commits({ last: 2 });
      expect(shas(last)).toEqual([C2, C1]);
      expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const before = await commits({ last: 2, before: last.pageInfo.startCursor });
      expect(shas(before)).toEqual([C4, C3]);
      expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    });

    it('rejects cursors that are not commit cursors', async () => {
      const query = `query Repo${PAGE_VARIABLES} { owner(username: "canopy") { repository(name: "demo") {
        ... on Repository { ${COMMITS} } } } }`;
      for (const after of ['garbage', Buffer.from('["yesterday",1]').toString('base64url')]) {
        const result = await server.graphql(query, { variables: { after }, cookie: ada });
        expect(result.errors?.[0]).toMatchObject({
          message: 'Invalid cursor',
          extensions: { type: 'ValidationError' },
        });
      }
    });

    it.each([
      [{ branchName: 'main' }, [C5, C4, C2, C1]],
      [{ branchName: 'feature' }, [C3]],
      [{ pullId: 7 }, [C3, C2]],
      [{ hideFailedCI: true }, [C5, C4, C3, C1]],
      [{ search: 'parser' }, [C2]],
      [{ search: '100%' }, [C3]],
      [{ search: '%' }, [C3]],
      [{ search: 'DDDD555' }, [C5]],
      [{ search: 'bbbbbbb' }, [C3, C2]],
      [{ search: C1 }, [C1]],
      [{ search: 'aaaa11' }, []],
      [{ states: ['PENDING'] }, [C3]],
      [{ states: ['COMPLETE', 'ERROR'] }, [C5, C4, C2, C1]],
      [{ coverageStatus: ['COMPLETED'] }, [C1]],
      [{ coverageStatus: ['PENDING'] }, [C5, C3]],
      [{ coverageStatus: ['ERROR'] }, [C4]],
      [{ branchName: 'main', coverageStatus: ['PENDING', 'COMPLETED'], hideFailedCI: true }, [C5, C1]],
    ])('filters by %j', async (filters, expected) => {
      const page = await commits({ filters });
      expect(shas(page)).toEqual(expected);
      expect(page.totalCount).toBe(expected.length);
    });

    it('finds a commit by full SHA or unique prefix of at least 7 characters', async () => {
      const lookup = async (id: string) =>
        (
          await repo<{ commit: { commitid: string } | null }>('commit(id: $id) { commitid }', {
            variables: { id },
            declarations: '($id: String!)',
          })
        ).commit?.commitid ?? null;
      expect(await lookup(C4)).toBe(C4);
      expect(await lookup('cccc444')).toBe(C4);
      expect(await lookup('CCCC444')).toBe(C4);
      expect(await lookup('bbbbbbb2')).toBe(C2);
      expect(await lookup('bbbbbbb')).toBeNull(); // two commits
      expect(await lookup('cccc44')).toBeNull(); // too short
      expect(await lookup('cccc4%')).toBeNull();
      expect(await lookup(DELETED)).toBeNull();
      expect(await lookup(sha('1234567'))).toBeNull();
    });

    it('answers the fields of a commit', async () => {
      const { commit } = await repo<{ commit: Record<string, unknown> }>(
        `commit(id: "${C5}") {
          commitid message createdAt author { username } parent { commitid parent { commitid } }
          branchName pullId ciPassed state yaml yamlState totalUploads coverageStatus latestUploadError { errorCode }
        }`,
      );
      expect(commit).toEqual({
        commitid: C5,
        message: 'Release',
        createdAt: '2024-05-04T10:00:00.000Z',
        author: { username: 'ada' },
        parent: { commitid: C4, parent: { commitid: C2 } },
        branchName: 'main',
        pullId: null,
        ciPassed: true,
        state: 'complete',
        yaml: 'codecov:\n  require_ci_to_pass: true\n',
        yamlState: null,
        totalUploads: 3,
        coverageStatus: 'PENDING',
        latestUploadError: null,
      });
      const { commit: first } = await repo<{ commit: Record<string, unknown> }>(
        `commit(id: "${C1}") { author { username } parent { commitid } yaml yamlState ciPassed coverageStatus }`,
      );
      expect(first).toEqual({
        author: { username: 'ada' },
        parent: null,
        yaml: null,
        yamlState: 'DEFAULT',
        ciPassed: true,
        coverageStatus: 'COMPLETED',
      });
    });

    it('derives the coverage status and the latest upload error from the uploads', async () => {
      const { commits: page } = await repo<{
        commits: Page<{ coverageStatus: string | null; totalUploads: number; latestUploadError: unknown }>;
      }>(
        'commits { edges { node { coverageStatus totalUploads latestUploadError { errorCode errorMessage } } } }',
      );
      expect(page.edges.map((edge) => edge.node)).toEqual([
        { coverageStatus: 'PENDING', totalUploads: 3, latestUploadError: null },
        {
          coverageStatus: 'ERROR',
          totalUploads: 3,
          latestUploadError: {
            errorCode: 'UNSUPPORTED_FILE_FORMAT',
            errorMessage: 'No parser recognises this file',
          },
        },
        { coverageStatus: 'PENDING', totalUploads: 2, latestUploadError: null },
        { coverageStatus: null, totalUploads: 0, latestUploadError: null },
        { coverageStatus: 'COMPLETED', totalUploads: 1, latestUploadError: null },
      ]);
    });

    it('lists yaml errors, one per problem, and no bot errors', async () => {
      const { commit } = await repo<{
        commit: { yamlState: string | null; yaml: Page<unknown>; bot: Page<unknown> };
      }>(
        `commit(id: "${C4}") {
          yamlState
          yaml: errors(errorType: YAML_ERROR) { totalCount edges { node { errorCode errorMessage } } }
          bot: errors(errorType: BOT_ERROR) { totalCount edges { node { errorCode } } }
        }`,
      );
      expect(commit.yamlState).toBeNull();
      expect(commit.yaml.totalCount).toBe(2);
      expect(commit.yaml.edges.map((edge) => edge.node)).toEqual([
        { errorCode: 'invalid_yaml', errorMessage: 'coverage.range: must be two numbers' },
        { errorCode: 'invalid_yaml', errorMessage: 'the file is not valid YAML' },
      ]);
      expect(commit.bot).toEqual({ totalCount: 0, edges: [] });
    });

    it('answers coverage analytics: totals, flags of processed uploads, unmatched paths', async () => {
      const { commit } = await repo<{ commit: { coverageAnalytics: Record<string, unknown> } }>(
        `commit(id: "${C5}") { coverageAnalytics {
          totals { percentCovered fileCount lineCount hitsCount missesCount partialsCount coverage }
          flagNames
          unmatchedPaths { count paths message }
        } }`,
      );
      expect(commit.coverageAnalytics).toEqual({
        totals: {
          percentCovered: 80,
          fileCount: 3,
          lineCount: 10,
          hitsCount: 8,
          missesCount: 1,
          partialsCount: 1,
          coverage: 80,
        },
        flagNames: ['integration', 'unit'],
        unmatchedPaths: {
          count: 3,
          paths: ['vendor/lib.js', 'gen/api.ts', 'tmp/x.py'],
          message:
            '3 files in the report matched no file in the repository: vendor/lib.js, gen/api.ts, tmp/x.py',
        },
      });
      const { commit: withoutReport } = await repo<{
        commit: { coverageAnalytics: Record<string, unknown> };
      }>(
        `commit(id: "${C2}") { coverageAnalytics { totals { percentCovered } flagNames unmatchedPaths { count paths message } } }`,
      );
      expect(withoutReport.coverageAnalytics).toEqual({
        totals: null,
        flagNames: [],
        unmatchedPaths: { count: 0, paths: [], message: null },
      });
    });
  });

  describe('uploads', () => {
    const UPLOADS = `($first: Int, $after: String, $last: Int, $before: String) {
      owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        commit(id: "${C5}") { uploads(first: $first, after: $after, last: $last, before: $before) {
          totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id state flags } }
        } }
      } } }
    }`;
    async function uploads(variables: Record<string, unknown>) {
      const result = await server.graphql<{
        owner: { repository: { commit: { uploads: Page<{ id: number | null; state: string }> } } };
      }>(`query Uploads${UPLOADS}`, { variables, cookie: ada });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.owner.repository.commit.uploads;
    }

    it('lists every coverage upload by id without pagination arguments', async () => {
      const all = await uploads({});
      expect(all.totalCount).toBe(3);
      expect(all.edges.map((edge) => edge.node)).toEqual([
        { id: 0, state: 'PROCESSED', flags: ['unit'] },
        { id: 1, state: 'PROCESSED', flags: ['integration', 'unit'] },
        { id: null, state: 'STARTED', flags: ['e2e'] },
      ]);
      expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    });

    it('pages uploads with cursors', async () => {
      const first = await uploads({ first: 2 });
      expect(first.edges.map((edge) => edge.node.id)).toEqual([0, 1]);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const rest = await uploads({ first: 2, after: first.pageInfo.endCursor });
      expect(rest.edges.map((edge) => edge.node.id)).toEqual([null]);
      expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const last = await uploads({ last: 1 });
      expect(last.edges.map((edge) => edge.node.id)).toEqual([null]);
      const before = await uploads({ last: 5, before: last.pageInfo.startCursor });
      expect(before.edges.map((edge) => edge.node.id)).toEqual([0, 1]);
    });

    it('answers the fields of an upload, with its download URL and unmatched paths', async () => {
      const { commit } = await repo<{ commit: { uploads: Page<Record<string, unknown>> } }>(
        `commit(id: "${C5}") { uploads(first: 1) { edges { node {
          id name state uploadType provider ciUrl jobCode buildCode flags createdAt updatedAt downloadUrl
          errors { totalCount } unmatchedPaths unmatchedCount
        } } } }`,
      );
      const upload = commit.uploads.edges[0]?.node;
      expect(upload).toEqual({
        id: 0,
        name: 'unit tests',
        state: 'PROCESSED',
        uploadType: 'UPLOADED',
        provider: 'github-actions',
        ciUrl: 'https://ci.example/builds/1',
        jobCode: 'j1',
        buildCode: 'b1',
        flags: ['unit'],
        createdAt: '2024-05-04T10:01:00.000Z',
        updatedAt: '2024-05-04T10:02:00.000Z',
        downloadUrl: expect.stringMatching(
          /^http:\/\/localhost(:\d+)?\/upload\/gh\/canopy\/demo\/download\?path=v4%2Fraw%2F2024-05-04%2Fu1\.txt$/,
        ),
        errors: { totalCount: 0 },
        unmatchedPaths: ['vendor/lib.js', 'gen/api.ts'],
        unmatchedCount: 2,
      });
    });

    it('reports upload errors with their codes and messages', async () => {
      const { commit } = await repo<{ commit: { uploads: Page<Record<string, unknown>> } }>(
        `commit(id: "${C4}") { uploads { edges { node { state errors { totalCount edges { node { errorCode errorMessage } } } } } } }`,
      );
      expect(commit.uploads.edges.map((edge) => edge.node)).toEqual([
        { state: 'PROCESSED', errors: { totalCount: 0, edges: [] } },
        {
          state: 'ERROR',
          errors: {
            totalCount: 1,
            edges: [{ node: { errorCode: 'REPORT_EMPTY', errorMessage: 'The report holds no coverage' } }],
          },
        },
        {
          state: 'ERROR',
          errors: {
            totalCount: 1,
            edges: [
              {
                node: {
                  errorCode: 'UNSUPPORTED_FILE_FORMAT',
                  errorMessage: 'No parser recognises this file',
                },
              },
            ],
          },
        },
      ]);
    });
  });

  describe('branches', () => {
    const BRANCHES = `branches(filters: $filters, first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { name } }
    }`;
    const DECLARATIONS =
      '($filters: BranchesSetFilters, $first: Int, $after: String, $last: Int, $before: String)';
    async function branches(variables: Record<string, unknown>): Promise<Page<{ name: string }>> {
      return (
        await repo<{ branches: Page<{ name: string }> }>(BRANCHES, { variables, declarations: DECLARATIONS })
      ).branches;
    }
    const names = (page: Page<{ name: string }>) => page.edges.map((edge) => edge.node.name);

    it('lists branches by last update, hiding merged ones except the default branch', async () => {
      const page = await branches({});
      expect(names(page)).toEqual(['main', 'release/1.0', 'feature', 'fix', 'ghost']);
      expect(page.totalCount).toBe(5);
      expect(names(await branches({ filters: { mergedBranches: true } }))).toEqual([
        'old',
        'main',
        'release/1.0',
        'feature',
        'fix',
        'ghost',
      ]);
    });

    it('filters by a case-insensitive substring of the name', async () => {
      expect(names(await branches({ filters: { searchValue: 'FE' } }))).toEqual(['feature']);
      expect(names(await branches({ filters: { searchValue: 'O', mergedBranches: true } }))).toEqual([
        'old',
        'ghost',
      ]);
      expect(names(await branches({ filters: { searchValue: '%' } }))).toEqual([]);
    });

    it('pages branches, also between branches updated at the same instant', async () => {
      const first = await branches({ first: 3 });
      expect(names(first)).toEqual(['main', 'release/1.0', 'feature']);
      const second = await branches({ first: 3, after: first.pageInfo.endCursor });
      expect(names(second)).toEqual(['fix', 'ghost']);
      expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const last = await branches({ last: 2 });
      expect(names(last)).toEqual(['fix', 'ghost']);
      const before = await branches({ last: 2, before: last.pageInfo.startCursor });
      expect(names(before)).toEqual(['release/1.0', 'feature']);
      expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    });

    it('finds a branch by name with its head commit', async () => {
      const result = await repo<{ main: unknown; ghost: unknown; none: unknown }>(
        `main: branch(name: "main") { name headSha head { commitid message } }
         ghost: branch(name: "ghost") { headSha head { commitid } }
         none: branch(name: "Main") { name }`,
      );
      expect(result).toMatchObject({
        main: { name: 'main', headSha: C5, head: { commitid: C5, message: 'Release' } },
        ghost: { headSha: sha('ffff'), head: null },
        none: null,
      });
    });
  });

  describe('repository coverage analytics', () => {
    it('reads the totals ingestion keeps for the default branch', async () => {
      // Processing keeps these (apps/api/src/processing); uploads.test.ts covers how they are chosen.
      await server.database.db
        .updateTable('repositories')
        .set({
          coveragePercent: 80,
          coverageTotals: JSON.stringify({ commitSha: C5, hits: 8, misses: 1, lines: 10 }),
        })
        .where('name', '=', 'demo')
        .execute();
      const { coverageAnalytics } = await repo<{ coverageAnalytics: unknown }>(
        'coverageAnalytics { percentCovered commitSha hits misses lines }',
      );
      expect(coverageAnalytics).toEqual({ percentCovered: 80, commitSha: C5, hits: 8, misses: 1, lines: 10 });
    });

    it('has no numbers until a report of the default branch has been processed', async () => {
      const { coverageAnalytics } = await repo<{ coverageAnalytics: unknown }>(
        'coverageAnalytics { percentCovered lines }',
        { name: 'web-app' },
      );
      expect(coverageAnalytics).toEqual({ percentCovered: null, lines: null });
    });
  });

  describe('access', () => {
    it('answers anonymous visitors for public repositories', async () => {
      const page = await repo<{ commits: Page<{ commitid: string }> }>(COMMITS, {
        declarations: PAGE_VARIABLES,
        cookie: '',
      });
      expect(page.commits.totalCount).toBe(5);
    });

    it('keeps private repositories hidden behind NotFoundError', async () => {
      const data = await CoverageTestData.forRepository(server.database.db, 'canopy', 'api-server');
      await data.commit({ commitid: sha('5ec2e7'), message: 'Secret' });
      const margaret = await server.signIn('margaret');
      const hidden = await repo<{ __typename: string }>('commits { totalCount }', {
        name: 'api-server',
        cookie: margaret,
      });
      expect(hidden).toEqual({ __typename: 'NotFoundError', message: 'Not found' });
      const member = await repo<{ commits: { totalCount: number } }>('commits { totalCount }', {
        name: 'api-server',
      });
      expect(member.commits.totalCount).toBe(1);
    });
  });

  it('loads what a page of commits shows in a fixed number of queries', async () => {
    const queries: string[] = [];
    const executor = server.database.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
      queries.push(query.sql);
      return original(query, ...rest);
    });
    try {
      const { commits: page } = await repo<{ commits: Page<unknown> }>(
        `commits { edges { node {
          commitid author { username } parent { commitid } totalUploads coverageStatus latestUploadError { errorCode }
          coverageAnalytics { totals { percentCovered } flagNames unmatchedPaths { count } }
          uploads { totalCount edges { node { id downloadUrl } } }
        } } }`,
      );
      expect(page.edges).toHaveLength(5);
    } finally {
      spy.mockRestore();
    }
    const matching = (pattern: RegExp) => queries.filter((sql) => pattern.test(sql));
    expect(matching(/from "commits" where "commits"\."repoid"/)).toHaveLength(2); // count and page
    expect(matching(/from "commits" where "repoid" in .* and "commitid" in/)).toHaveLength(1); // parents
    expect(matching(/^(?!.*"deleted_flags").*from "uploads"/s)).toHaveLength(2); // summaries and rows
    expect(matching(/from "deleted_flags"/)).toHaveLength(1); // flags left out of flagNames
    // Download URLs use the repository the request read by name: no lookup by id.
    expect(matching(/from "repositories" where "repoid" in/)).toHaveLength(0);
  });
});
