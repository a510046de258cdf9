import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const TOKEN = 'flags-global-token';
const SHA = 'f1a9'.repeat(10);

/** A legacy upload (codecov@3's sequence) with flags, through the real ingestion path. */
async function upload(server: TestServer, flags: string, lcov: string) {
  const post = await server.app.inject({
    method: 'POST',
    url: `/upload/v4?commit=${SHA}&branch=main&slug=acme%2Fflagged&flags=${flags}&token=${TOKEN}`,
  });
  const put = new URL(post.body.split('\n')[1]!);
  const body = `src/a.js\nsrc/lib/b.js\n<<<<<< network\n# path=lcov.info\n${lcov}<<<<<< EOF\n`;
  const response = await server.app.inject({
    method: 'PUT',
    url: `${put.pathname}${put.search}`,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
}

describeEachBackend('path contents filtered by flags', (backend) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    // unit covers line 1 of each file, integration line 2; line 3 of a.js nobody covers.
    await upload(
      server,
      'unit',
      'SF:src/a.js\nDA:1,1\nDA:2,0\nDA:3,0\nend_of_record\nSF:src/lib/b.js\nDA:1,1\nDA:2,0\nend_of_record\n',
    );
    await upload(server, 'integration', 'SF:src/a.js\nDA:1,0\nDA:2,1\nDA:3,0\nend_of_record\n');
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(() => server.close());

  async function contents(filters: Record<string, unknown>, path = 'src') {
    const response = await server.graphql<{
      owner: {
        repository: {
          commit: { pathContents: { __typename: string; message?: string; results?: unknown[] } };
        };
      };
    }>(
      `query($sha: String!, $path: String, $filters: PathContentsFilters) { owner(username: "acme") {
        repository(name: "flagged") { ... on Repository { commit(id: $sha) { pathContents(path: $path, filters: $filters) {
          __typename ... on ResolverError { message }
          ... on PathContents { results { __typename name path hits misses lines } } } } } } } }`,
      { variables: { sha: SHA, path, filters }, cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.pathContents;
  }

  it('counts only the sessions of the chosen flags', async () => {
    expect((await contents({ displayType: 'LIST' })).results).toEqual([
      { __typename: 'PathContentFile', name: 'a.js', path: 'src/a.js', hits: 2, misses: 1, lines: 3 },
      { __typename: 'PathContentFile', name: 'b.js', path: 'src/lib/b.js', hits: 1, misses: 1, lines: 2 },
    ]);
    expect((await contents({ displayType: 'LIST', flags: ['integration'] })).results).toEqual([
      { __typename: 'PathContentFile', name: 'a.js', path: 'src/a.js', hits: 1, misses: 2, lines: 3 },
    ]);
    expect((await contents({ flags: ['unit'] })).results).toEqual([
      { __typename: 'PathContentFile', name: 'a.js', path: 'src/a.js', hits: 1, misses: 2, lines: 3 },
      { __typename: 'PathContentDir', name: 'lib', path: 'src/lib', hits: 1, misses: 1, lines: 2 },
    ]);
  });

  it('names flags that have no coverage, and paths a flag does not cover', async () => {
    expect(await contents({ flags: ['e2e'] })).toEqual({
      __typename: 'UnknownFlags',
      message: 'No coverage with chosen flags: e2e',
    });
    expect(await contents({ flags: ['integration'] }, 'src/lib')).toEqual({
      __typename: 'MissingCoverage',
      message: 'missing coverage for path: src/lib',
    });
  });
});
