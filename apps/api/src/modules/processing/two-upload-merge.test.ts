import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { uploadCoverage } from '../../testing/upload-coverage';
import { processCommitCoverage } from './process-coverage';

/*
 * The reported C project: src/calc.c with 17 lines of code, two branch lines (4 and 5). The first CI job ran two
 * test binaries and uploaded both tracefiles at once; the second job ran one. Codecov shows 76.47 % before and
 * after the second upload; it used to drop to 64.71 % here, because the second upload's partial branches
 * matched branch ids the first upload had covered in its other tracefile.
 */

const TOKEN = 'two-upload-token';
const SHA = 'c'.repeat(40);
const CODE_LINES = [3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 21, 22];

/** A geninfo tracefile of src/calc.c: hit counts by line (missing = 0) and BRDA taken counts by line. */
function tracefile(hits: Record<number, number>, branches: Record<number, [number, number]>): string {
  const records = ['TN:', 'SF:/home/ci/calc/src/calc.c'];
  for (const line of CODE_LINES) {
    records.push(`DA:${line},${hits[line] ?? 0}`);
    const taken = branches[line];
    if (taken) taken.forEach((count, branch) => records.push(`BRDA:${line},0,${branch},${count}`));
  }
  return `${records.join('\n')}\nend_of_record\n`;
}

const everyLineBut = (missed: number[], count = 1) =>
  Object.fromEntries(CODE_LINES.filter((line) => !missed.includes(line)).map((line) => [line, count]));

// clamp(-5), clamp(50), clamp(5), sign(5), sum_to(3): every line but sign's negative path and unused().
const UNIT = tracefile(everyLineBut([11, 12, 21, 22]), { 4: [1, 2], 5: [1, 1] });
// clamp(50) only: line 4 takes its false branch, line 5 its true branch.
const EDGE = tracefile({ 3: 1, 4: 1, 5: 1 }, { 4: [0, 1], 5: [1, 0] });
// The second job: clamp(50) and sign(5).
const INTEGRATION = tracefile({ 3: 1, 4: 1, 5: 1, 9: 1, 10: 1, 13: 1 }, { 4: [0, 1], 5: [1, 0] });

describeEachBackend('two uploads of a C project merge as Codecov merges them', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN, CANOPY_EMBEDDED_WORKER: 'false' },
    });
  });
  afterAll(() => server.close());

  const commit = () =>
    server.database.db
      .selectFrom('commits')
      .select(['id', 'totals'])
      .where('commitid', '=', SHA)
      .executeTakeFirstOrThrow();

  const processed = async () => {
    const { storage } = server.app.ingestion;
    await processCommitCoverage(
      { db: server.database.db, storage, maxDecompressedBytes: 1 << 24 },
      (await commit()).id,
    );
    return (await commit()).totals!;
  };

  const upload = (name: string, files: Record<string, string>) =>
    uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/calc',
      sha: SHA,
      name,
      network: ['src/calc.c', 'src/calc.h', 'tests/test_unit.c', 'tests/test_edge.c'],
      files,
    });

  it('keeps a line covered by one upload covered when another covers it partly', async () => {
    await upload('unit', { 'build/unit.info': UNIT, 'build/edge.info': EDGE });
    const first = await processed();
    expect(first).toMatchObject({ lines: 17, hits: 13, misses: 4, partials: 0, branches: 2 });
    expect(first.coverage).toBeCloseTo(76.47059, 5);

    await upload('integration', { 'build/integration.info': INTEGRATION });
    const merged = await processed();
    expect(merged).toMatchObject({ lines: 17, hits: 13, misses: 4, partials: 0, sessions: 2 });
    expect(merged.coverage).toBeCloseTo(76.47059, 5);
  });
});
