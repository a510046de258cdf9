import { CoverageTestData } from '../coverage/test-data';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import {
  buildCoverageTree,
  type CoverageTreeLevel,
  type CoverageTreeNode,
  NARROW_SHARE,
  treeLevels,
} from './tree';

const TOKEN = 'coverage-tree-token';
const HEAD = 'c0ffee1'.padEnd(40, '0');
const OLD = 'c0ffee2'.padEnd(40, '0');
const NO_REPORT = 'c0ffee3'.padEnd(40, '0');
const YAML = `component_management:
  individual_components:
    - component_id: lib
      name: Library
      paths: ["src/lib/**"]
`;

/** name → [lines, coverage, children names], for compact assertions. */
function shape(nodes: CoverageTreeNode[]): unknown[] {
  return nodes.map((node) =>
    node.children
      ? [node.full_path, node.lines, node.coverage, shape(node.children)]
      : [node.full_path, node.lines, node.coverage],
  );
}

describe('buildCoverageTree', () => {
  it('nests files in folders and sums the folders', () => {
    const file = (path: string, hits: number, misses: number, partials = 0) => ({
      path,
      hits,
      misses,
      partials,
      lines: hits + misses + partials,
      percentCovered: hits + misses + partials ? (hits / (hits + misses + partials)) * 100 : 0,
    });
    const tree = buildCoverageTree([
      file('src/a.ts', 3, 1),
      file('src/lib/b.ts', 1, 1, 2),
      file('setup.py', 0, 0),
      file('src/lib/c.ts', 4, 0),
    ]);
    expect(shape(tree)).toEqual([
      ['setup.py', 0, null],
      [
        'src',
        12,
        (8 / 12) * 100,
        [
          ['src/a.ts', 4, 75],
          [
            'src/lib',
            8,
            62.5,
            [
              ['src/lib/b.ts', 4, 25],
              ['src/lib/c.ts', 4, 100],
            ],
          ],
        ],
      ],
    ]);
    expect(tree[1]).toMatchObject({ name: 'src', hits: 8, misses: 2, partials: 2 });
    expect(buildCoverageTree([])).toEqual([]);
  });
});

describe('treeLevels', () => {
  const file = (path: string, lines: number) => ({
    path,
    hits: lines,
    misses: 0,
    partials: 0,
    lines,
    percentCovered: lines ? 100 : 0,
  });
  /** name → [children] or partial marks, for compact assertions. */
  const outline = (node: CoverageTreeLevel): unknown =>
    node.children
      ? [node.full_path || node.name, node.partial ?? false, node.children.map(outline)]
      : node.full_path;

  it('cuts the tree at a depth below a folder and marks the folders cut', () => {
    const tree = buildCoverageTree([file('a/b/c/d.ts', 10), file('a/e.ts', 10), file('f.ts', 10)]);
    expect(outline(treeLevels(tree, '', 2, 'repo')!)).toEqual([
      'repo',
      false,
      [['a', false, [['a/b', true, []], 'a/e.ts']], 'f.ts'],
    ]);
    expect(treeLevels(tree, '', 2, 'repo')).toMatchObject({
      name: 'repo',
      full_path: '',
      lines: 30,
      coverage: 100,
    });
    expect(outline(treeLevels(tree, 'a/b', 2, 'repo')!)).toEqual([
      'a/b',
      false,
      [['a/b/c', false, ['a/b/c/d.ts']]],
    ]);
    expect(treeLevels(tree, 'a/nope', 2, 'repo')).toBeNull();
    expect(treeLevels(tree, 'f.ts', 2, 'repo')).toBeNull();
  });

  it('leaves out entries too narrow to draw and files without lines, from the asked folder', () => {
    // 50 of 100,000 lines is narrower than the sunburst draws; 50 of big's 10,000 is not.
    expect(50 / 100_000).toBeLessThan(NARROW_SHARE);
    const tree = buildCoverageTree([
      file('big/x.ts', 9_950),
      file('big/tiny.ts', 50),
      file('empty.ts', 0),
      file('other.ts', 90_000),
    ]);
    expect(outline(treeLevels(tree, '', 3, 'repo')!)).toEqual([
      'repo',
      false,
      [['big', true, ['big/x.ts']], 'other.ts'],
    ]);
    expect(outline(treeLevels(tree, 'big', 3, 'repo')!)).toEqual(['big', false, ['big/tiny.ts', 'big/x.ts']]);
  });
});

describeEachBackend('GET /internal/:provider/:owner/:repo/coverage/tree', (backend) => {
  let server: TestServer;
  let ada: string;
  let margaret: string;

  async function tree(url: string, cookie: string | null = ada) {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    return { status: response.statusCode, body: response.json() as CoverageTreeNode[] & { detail?: string } };
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
    ada = await server.signIn('ada');
    margaret = await server.signIn('margaret');

    // canopy/demo (public): report files written directly, default branch main.
    const demo = await CoverageTestData.forRepository(server.database.db, 'canopy', 'demo');
    const head = await demo.commit({
      commitid: HEAD,
      message: 'Head',
      totals: { files: 3, hits: 12, misses: 4 },
    });
    await demo.reportFiles(head, [
      ['src/index.ts', 8, 2, 0],
      ['src/util/math.ts', 3, 1, 1],
      ['setup.py', 1, 1, 0],
    ]);
    const old = await demo.commit({
      commitid: OLD,
      message: 'Old',
      totals: { files: 1, hits: 1, misses: 0 },
    });
    await demo.reportFiles(old, [['README.md', 1, 0, 0]]);
    await demo.commit({ commitid: NO_REPORT, message: 'Not processed yet' });
    await demo.branch({ branch: 'main', head: HEAD });
    await demo.branch({ branch: 'pending', head: NO_REPORT });

    // acme/tree (private, created by the global token): real uploads with flags and a component.
    const upload = async (flags: string[], text: string) => {
      await uploadCoverage(server, {
        token: TOKEN,
        slug: 'acme/tree',
        sha: HEAD,
        flags,
        network: ['src/a.js', 'src/lib/b.js'],
        files: { 'codecov.yml': YAML, 'lcov.info': text },
      });
      await server.app.ingestion.queue.idle();
    };
    await upload(['unit'], lcov({ 'src/a.js': { 1: 1, 2: 0, 3: 0 }, 'src/lib/b.js': { 1: 1, 2: 0 } }));
    await upload(['integration'], lcov({ 'src/a.js': { 1: 0, 2: 1, 3: 0 } }));
  });
  afterAll(() => server?.close());

  it('answers the folders and files of the default branch head, snake_case, folders summed', async () => {
    const { status, body } = await tree('/internal/gh/canopy/demo/coverage/tree');
    expect(status).toBe(200);
    expect(shape(body)).toEqual([
      ['setup.py', 2, 50],
      [
        'src',
        15,
        (11 / 15) * 100,
        [
          ['src/index.ts', 10, 80],
          ['src/util', 5, 60, [['src/util/math.ts', 5, 60]]],
        ],
      ],
    ]);
    expect(body[1]).toEqual(
      expect.objectContaining({ name: 'src', full_path: 'src', hits: 11, misses: 3, partials: 1, lines: 15 }),
    );
    // Long provider codes and anonymous visitors of a public repository work too.
    expect((await tree('/internal/github/canopy/demo/coverage/tree', null)).body).toEqual(body);
  });

  it('reads another branch or a commit; an empty tree when the head has no report', async () => {
    expect(shape((await tree(`/internal/gh/canopy/demo/coverage/tree?sha=${OLD}`)).body)).toEqual([
      ['README.md', 1, 100],
    ]);
    expect(
      shape((await tree(`/internal/gh/canopy/demo/coverage/tree?sha=${OLD.slice(0, 7)}`)).body),
    ).toHaveLength(1);
    expect(await tree('/internal/gh/canopy/demo/coverage/tree?branch=pending')).toEqual({
      status: 200,
      body: [],
    });
  });

  it('answers one folder with some levels of its contents with ?depth= (and ?path=)', async () => {
    const root = (await tree('/internal/gh/canopy/demo/coverage/tree?depth=1')) as unknown as {
      status: number;
      body: CoverageTreeLevel;
    };
    expect(root.status).toBe(200);
    expect(root.body).toEqual({
      name: 'demo',
      full_path: '',
      coverage: (12 / 17) * 100,
      lines: 17,
      hits: 12,
      partials: 1,
      misses: 4,
      children: [
        expect.objectContaining({ full_path: 'setup.py', lines: 2 }),
        expect.objectContaining({ full_path: 'src', lines: 15, children: [], partial: true }),
      ],
    });
    const src = (await tree('/internal/gh/canopy/demo/coverage/tree?path=src/&depth=3')).body as unknown;
    expect(src).toEqual(
      expect.objectContaining({
        full_path: 'src',
        children: [
          expect.objectContaining({ full_path: 'src/index.ts' }),
          expect.objectContaining({
            full_path: 'src/util',
            children: [expect.objectContaining({ lines: 5 })],
          }),
        ],
      }),
    );
    expect((src as CoverageTreeLevel).partial).toBeUndefined();
    const flagged = await tree('/internal/gh/acme/tree/coverage/tree?flags=integration&depth=2&path=src');
    expect((flagged.body as unknown as CoverageTreeLevel).children?.map((child) => child.full_path)).toEqual([
      'src/a.js',
    ]);
    expect((await tree('/internal/gh/canopy/demo/coverage/tree?depth=2&path=lib')).status).toBe(404);
    for (const depth of ['0', '9', 'x', '1.5'])
      expect((await tree(`/internal/gh/canopy/demo/coverage/tree?depth=${depth}`)).status).toBe(400);
    expect((await tree('/internal/gh/acme/tree/coverage/tree?depth=2', margaret)).status).toBe(404);
  });

  it('answers 404 for an unknown provider, owner, repository, branch or commit', async () => {
    for (const url of [
      '/internal/nope/canopy/demo/coverage/tree',
      '/internal/gh/nobody/demo/coverage/tree',
      '/internal/gh/canopy/nothing/coverage/tree',
      '/internal/gh/canopy/demo/coverage/tree?branch=gone',
      `/internal/gh/canopy/demo/coverage/tree?sha=${'9'.repeat(40)}`,
    ]) {
      const { status, body } = await tree(url);
      expect([url, status]).toEqual([url, 404]);
      expect(typeof body.detail).toBe('string');
    }
  });

  it('hides private repositories from visitors who may not see them', async () => {
    expect((await tree('/internal/gh/acme/tree/coverage/tree', null)).status).toBe(404);
    expect((await tree('/internal/gh/acme/tree/coverage/tree', margaret)).status).toBe(404);
    expect((await tree('/internal/gh/acme/tree/coverage/tree', ada)).status).toBe(200);
  });

  it('asks members without a seat of a private organisation repository to be activated (403)', async () => {
    const db = server.database.db;
    const grace = await db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', 'grace')
      .executeTakeFirstOrThrow();
    const org = await db
      .selectFrom('owners')
      .select('planActivatedUsers')
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('owners')
      .set({ planActivatedUsers: org.planActivatedUsers.filter((id) => id !== grace.ownerid) })
      .where('username', '=', 'canopy')
      .execute();
    // Without auto-activation: with it, the visit would give her a free seat (modules/owners/seats.test.ts).
    await db.updateTable('installSettings').set({ planAutoActivate: false }).execute();
    const response = await tree('/internal/gh/canopy/api-server/coverage/tree', await server.signIn('grace'));
    await db.updateTable('installSettings').set({ planAutoActivate: true }).execute();
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('You must be activated in the org');
  });

  it('limits the tree to the sessions of the chosen flags and the files of the chosen components', async () => {
    expect(shape((await tree('/internal/gh/acme/tree/coverage/tree')).body)).toEqual([
      [
        'src',
        5,
        60,
        [
          ['src/a.js', 3, (2 / 3) * 100],
          ['src/lib', 2, 50, [['src/lib/b.js', 2, 50]]],
        ],
      ],
    ]);
    expect(shape((await tree('/internal/gh/acme/tree/coverage/tree?flags=integration')).body)).toEqual([
      ['src', 3, (1 / 3) * 100, [['src/a.js', 3, (1 / 3) * 100]]],
    ]);
    const both = await tree('/internal/gh/acme/tree/coverage/tree?flags=unit&flags=integration');
    expect(shape(both.body)[0]).toEqual(shape((await tree('/internal/gh/acme/tree/coverage/tree')).body)[0]);
    expect(shape((await tree('/internal/gh/acme/tree/coverage/tree?components=lib')).body)).toEqual([
      ['src', 2, 50, [['src/lib', 2, 50, [['src/lib/b.js', 2, 50]]]]],
    ]);
    expect(
      shape((await tree('/internal/gh/acme/tree/coverage/tree?flags[]=unit&components=Library')).body),
    ).toEqual([['src', 2, 50, [['src/lib', 2, 50, [['src/lib/b.js', 2, 50]]]]]]);
    // Flags without coverage select nothing.
    expect(await tree('/internal/gh/acme/tree/coverage/tree?flags=e2e')).toEqual({ status: 200, body: [] });
  });

  it('draws a tree of path-only components from the per-file totals, without reading the stored report', async () => {
    const db = server.database.db;
    const commit = await db
      .selectFrom('commits')
      .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
      .where('repositories.name', '=', 'tree')
      .where('commits.commitid', '=', HEAD)
      .select(['commits.id', 'commits.reportStoragePath'])
      .executeTakeFirstOrThrow();
    const stored = commit.reportStoragePath!;
    // Pointed at a report that is not there: any read of it would fail the answer.
    await db
      .updateTable('commits')
      .set({ reportStoragePath: `${stored}.gone` })
      .where('id', '=', commit.id)
      .execute();
    try {
      expect(shape((await tree('/internal/gh/acme/tree/coverage/tree?components=Library')).body)).toEqual([
        ['src', 2, 50, [['src/lib', 2, 50, [['src/lib/b.js', 2, 50]]]]],
      ]);
    } finally {
      await db
        .updateTable('commits')
        .set({ reportStoragePath: stored })
        .where('id', '=', commit.id)
        .execute();
    }
  });
});
