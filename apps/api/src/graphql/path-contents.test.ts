import { CoverageTestData } from '../modules/coverage/test-data';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const HEAD = 'a1b2c3d'.padEnd(40, '0');
const NO_REPORT = 'b1b2c3d'.padEnd(40, '0');

interface Entry {
  __typename: 'PathContentFile' | 'PathContentDir';
  name: string;
  path: string;
  hits: number;
  misses: number;
  partials: number;
  lines: number;
  percentCovered: number;
  isCriticalFile?: boolean;
}

type Result =
  | {
      __typename: 'PathContents';
      results: Entry[];
      unmatchedPaths: { count: number; paths: string[]; message: string | null };
    }
  | { __typename: string; message: string };

const PATH_CONTENTS = `pathContents(path: $path, filters: $filters) {
  __typename
  ... on PathContents {
    results { __typename name path hits misses partials lines percentCovered ... on PathContentFile { isCriticalFile } }
    unmatchedPaths { count paths message }
  }
  ... on ResolverError { message }
}`;

describeEachBackend('commit.pathContents', (backend) => {
  let server: TestServer;
  let ada: string;

  async function contents(
    path: string | null,
    filters: Record<string, unknown> | null = null,
    commit = HEAD,
  ): Promise<Result> {
    const result = await server.graphql<{ owner: { repository: { commit: { pathContents: Result } } } }>(
      `query Contents($path: String, $filters: PathContentsFilters) { owner(username: "canopy") {
        repository(name: "demo") { ... on Repository { commit(id: "${commit}") { ${PATH_CONTENTS} } } } } }`,
      { variables: { path, filters }, cookie: ada },
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.owner.repository.commit.pathContents;
  }

  async function entries(
    path: string | null,
    filters: Record<string, unknown> | null = null,
  ): Promise<Entry[]> {
    const result = await contents(path, filters);
    if (!('results' in result)) throw new Error(`expected path contents, got ${JSON.stringify(result)}`);
    return result.results;
  }
  const paths = (list: Entry[]) => list.map((entry) => entry.path);

  beforeAll(async () => {
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    const data = await CoverageTestData.forRepository(server.database.db, 'canopy', 'demo');
    const head = await data.commit({
      commitid: HEAD,
      message: 'Head',
      totals: { files: 10, hits: 21, misses: 13 },
    });
    await data.commit({ commitid: NO_REPORT, message: 'Not processed yet' });
    await data.reportFiles(head, [
      ['src/index.ts', 8, 2, 0],
      ['src/util/math.ts', 3, 1, 1],
      ['src/util/strings.ts', 0, 4, 0],
      ['src/a_b/file.ts', 1, 0, 0],
      ['src/aXb/other.ts', 2, 0, 0],
      ['lib/main.py', 5, 5, 0],
      ['setup.py', 1, 1, 0],
      ['empty.ts', 0, 0, 0],
      ['weird%dir/a.js', 1, 0, 0],
      ['weirdXdir/b.js', 0, 0, 1],
    ]);
    const listed = Array.from({ length: 22 }, (_, index) => `gen/p${String(index + 1).padStart(2, '0')}.js`);
    await data.upload({
      commitId: head,
      state: 'processed',
      sessionId: 0,
      flags: ['unit'],
      unmatchedPaths: listed,
      unmatchedCount: 30,
    });
    await data.upload({
      commitId: head,
      state: 'processed',
      sessionId: 1,
      flags: ['integration'],
      unmatchedPaths: ['gen/p01.js', 'other/q.js'],
      unmatchedCount: 2,
    });
    await data.upload({ commitId: head, state: 'error', flags: ['e2e'] });
    await data.branch({ branch: 'main', head: HEAD });
  });
  afterAll(() => server?.close());

  it('shows the direct children of the root, folders summed, sorted by name', async () => {
    const result = await contents(null);
    expect(result.__typename).toBe('PathContents');
    const list = await entries(null);
    expect(list.map((entry) => [entry.__typename, entry.name])).toEqual([
      ['PathContentFile', 'empty.ts'],
      ['PathContentDir', 'lib'],
      ['PathContentFile', 'setup.py'],
      ['PathContentDir', 'src'],
      ['PathContentDir', 'weird%dir'],
      ['PathContentDir', 'weirdXdir'],
    ]);
    expect(list.find((entry) => entry.name === 'src')).toEqual({
      __typename: 'PathContentDir',
      name: 'src',
      path: 'src',
      hits: 14,
      misses: 7,
      partials: 1,
      lines: 22,
      percentCovered: (14 / 22) * 100,
    });
    expect(list.find((entry) => entry.name === 'setup.py')).toEqual({
      __typename: 'PathContentFile',
      name: 'setup.py',
      path: 'setup.py',
      hits: 1,
      misses: 1,
      partials: 0,
      lines: 2,
      percentCovered: 50,
      isCriticalFile: false,
    });
    expect(list.find((entry) => entry.name === 'empty.ts')).toMatchObject({ lines: 0, percentCovered: 0 });
  });

  it('shows the children of a folder, with or without slashes around the path', async () => {
    const expected = ['src/aXb', 'src/a_b', 'src/index.ts', 'src/util'];
    expect(paths(await entries('src'))).toEqual(expected);
    expect(paths(await entries('/src/'))).toEqual(expected);
    expect(paths(await entries('', { displayType: 'TREE' }))).toHaveLength(6);
    expect(await entries('src/util')).toEqual([
      expect.objectContaining({
        __typename: 'PathContentFile',
        name: 'math.ts',
        path: 'src/util/math.ts',
        lines: 5,
      }),
      expect.objectContaining({ name: 'strings.ts', path: 'src/util/strings.ts', percentCovered: 0 }),
    ]);
  });

  it('matches folder names literally, wildcards included', async () => {
    expect(paths(await entries('src/a_b'))).toEqual(['src/a_b/file.ts']);
    expect(paths(await entries('weird%dir'))).toEqual(['weird%dir/a.js']);
  });

  it('lists every file under the path as a flat list, by the full path it shows', async () => {
    const list = [
      'src/aXb/other.ts',
      'src/a_b/file.ts',
      'src/index.ts',
      'src/util/math.ts',
      'src/util/strings.ts',
    ];
    expect(paths(await entries('src', { displayType: 'LIST' }))).toEqual(list);
    expect(
      paths(
        await entries('src', { displayType: 'LIST', ordering: { parameter: 'NAME', direction: 'DESC' } }),
      ),
    ).toEqual([...list].reverse());
    expect(await entries(null, { displayType: 'LIST' })).toHaveLength(10);
  });

  it('searches file paths case-insensitively and answers a flat list', async () => {
    expect(paths(await entries(null, { searchValue: 'MATH', displayType: 'TREE' }))).toEqual([
      'src/util/math.ts',
    ]);
    expect(paths(await entries('src', { searchValue: '.py' }))).toEqual([]);
    expect(paths(await entries(null, { searchValue: '%' }))).toEqual(['weird%dir/a.js']);
  });

  it.each([
    [
      { parameter: 'NAME', direction: 'DESC' },
      ['weirdXdir', 'weird%dir', 'src', 'setup.py', 'lib', 'empty.ts'],
    ],
    [
      { parameter: 'COVERAGE', direction: 'DESC' },
      ['weird%dir', 'src', 'lib', 'setup.py', 'empty.ts', 'weirdXdir'],
    ],
    [
      { parameter: 'HITS', direction: 'ASC' },
      ['empty.ts', 'weirdXdir', 'setup.py', 'weird%dir', 'lib', 'src'],
    ],
    [{ parameter: 'MISSES' }, ['empty.ts', 'weird%dir', 'weirdXdir', 'setup.py', 'lib', 'src']],
    [
      { parameter: 'PARTIALS', direction: 'DESC' },
      ['src', 'weirdXdir', 'empty.ts', 'lib', 'setup.py', 'weird%dir'],
    ],
    [
      { parameter: 'LINES', direction: 'DESC' },
      ['src', 'lib', 'setup.py', 'weird%dir', 'weirdXdir', 'empty.ts'],
    ],
    [{ direction: 'DESC' }, ['weirdXdir', 'weird%dir', 'src', 'setup.py', 'lib', 'empty.ts']],
  ])('orders folders and files together by %j', async (ordering, expected) => {
    expect(paths(await entries(null, { ordering }))).toEqual(expected);
  });

  it('answers MissingCoverage when nothing is under the path', async () => {
    expect(await contents('nope')).toEqual({
      __typename: 'MissingCoverage',
      message: 'missing coverage for path: nope',
    });
    expect(await contents('src/index.ts')).toEqual({
      __typename: 'MissingCoverage',
      message: 'missing coverage for path: src/index.ts',
    });
    expect(await contents('src', { components: ['backend'] })).toEqual({
      __typename: 'MissingCoverage',
      message: 'missing coverage for path: src',
    });
  });

  it('answers MissingHeadReport for a commit without a report', async () => {
    expect(await contents(null, null, NO_REPORT)).toEqual({
      __typename: 'MissingHeadReport',
      message: 'Missing head report',
    });
  });

  it('answers UnknownFlags unless every flag has processed coverage', async () => {
    expect(await contents(null, { flags: ['unit', 'e2e', 'nope'] })).toEqual({
      __typename: 'UnknownFlags',
      message: 'No coverage with chosen flags: e2e, nope',
    });
    // Numbers for known flags are folded from the stored report: path-contents-flags.test.ts covers them
    // through real uploads, since these rows have no report behind them.
  });

  it('reports the unmatched paths of the processed uploads', async () => {
    const result = await contents('lib');
    expect(result).toMatchObject({ __typename: 'PathContents' });
    const { unmatchedPaths } = result as Extract<Result, { unmatchedPaths: unknown }>;
    const first20 = Array.from({ length: 20 }, (_, index) => `gen/p${String(index + 1).padStart(2, '0')}.js`);
    // 23 distinct listed paths, and 8 the first upload did not list.
    expect(unmatchedPaths).toEqual({
      count: 31,
      paths: first20,
      message: `31 files in the report matched no file in the repository: ${first20.join(', ')}, and 11 more`,
    });
  });

  it('is reachable through the head of a branch', async () => {
    const result = await server.graphql<{
      owner: { repository: { branch: { head: { pathContents: Result } } } };
    }>(
      `query Tree($path: String, $filters: PathContentsFilters) { owner(username: "canopy") {
        repository(name: "demo") { ... on Repository { branch(name: "main") { head { ${PATH_CONTENTS} } } } } } }`,
      { variables: { path: 'lib', filters: { displayType: 'TREE' } } },
    );
    expect(result.errors).toBeUndefined();
    const { pathContents } = result.data!.owner.repository.branch.head;
    expect(pathContents).toMatchObject({
      __typename: 'PathContents',
      results: [{ __typename: 'PathContentFile', name: 'main.py', path: 'lib/main.py', percentCovered: 50 }],
    });
  });
});
