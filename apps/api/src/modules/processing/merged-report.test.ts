import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type MergeInput, type MergeOutput, mergeUploads, type MergeUpload } from './merge-batch';

/*
 * A merge past the memory limit sets files aside on disk and writes the report file by file; it must give
 * exactly what the merge in memory gives: the stored report, totals, per-file totals and each upload's outcome.
 */

function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

const PATHS = ['src/a.c', 'src/b.c', 'src/c.cpp', 'lib/d.js', 'lib/e.js', 'docs/f.c'];

/** An LCOV tracefile of some of the files, with hit counts, branches and functions. */
function tracefile(next: (below: number) => number): string {
  const records: string[] = [];
  for (const file of PATHS) {
    if (next(3) === 0) continue;
    records.push('TN:', `SF:/ci/repo/${file}`);
    const lines = 5 + next(40);
    for (let line = 1; line <= lines; line++) {
      if (next(4) === 0) continue;
      if (next(10) === 0) records.push(`FN:${line},fn${line}`, `FNDA:${next(3)},fn${line}`);
      records.push(`DA:${line},${next(3) === 0 ? 0 : next(20)}`);
      if (next(6) === 0)
        for (let branch = 0; branch < 2 + next(3); branch++)
          records.push(`BRDA:${line},0,${branch},${next(3) === 0 ? '-' : next(4)}`);
    }
    records.push('end_of_record');
  }
  return `${records.join('\n')}\n`;
}

function body(next: (below: number) => number, files: number, fixes: boolean): Uint8Array {
  const parts = [`${PATHS.join('\n')}\n<<<<<< network\n`];
  if (fixes) parts.push(`# path=fixes\nsrc/a.c:2,3\nEOF: 20 src/b.c\n<<<<<< EOF\n`);
  for (let i = 0; i < files; i++) parts.push(`# path=build/t${i}.info\n${tracefile(next)}<<<<<< EOF\n`);
  return Buffer.from(parts.join(''));
}

function uploads(seed: number): MergeUpload[] {
  const next = random(seed);
  const list: MergeUpload[] = [];
  for (let id = 1; id <= 4; id++)
    list.push({ id, flags: [], raw: body(next, 1 + next(3), id % 2 === 0), contentEncoding: null });
  // One that fails (not coverage) and one with no files: neither is merged.
  list.splice(2, 0, {
    id: 10,
    flags: [],
    raw: Buffer.from('x\n<<<<<< network\n# path=a.txt\nhello\n<<<<<< EOF\n'),
    contentEncoding: null,
  });
  list.push({ id: 11, flags: [], raw: Buffer.from('src/a.c\n<<<<<< network\n'), contentEncoding: null });
  return list;
}

const input = (report: Uint8Array | null, list: MergeUpload[], sessionStart: number): MergeInput => ({
  report,
  uploads: list,
  yaml: { owner: null, repository: null, commit: null },
  sessionStart,
  maxDecompressedBytes: 1 << 24,
});

function comparable(output: MergeOutput) {
  const { report } = output;
  const bytes = report instanceof Uint8Array || !report ? report : readFileSync(report.file);
  return { ...output, report: bytes ? gunzipSync(bytes).toString('utf8') : null };
}

describe('a merge whose files are set aside', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'merged-report-test-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  for (const seed of [1, 2, 3])
    it(`gives what the merge in memory gives, onto a stored report too (seed ${seed})`, async () => {
      // Without a scratch folder, small merges give the report's bytes.
      const first = await mergeUploads(input(null, uploads(seed), 0));
      const stored = first.report as Uint8Array;
      const second = await mergeUploads(input(stored, uploads(seed + 100), first.nextSession));
      for (const heldTextBytes of [0, 1, 200]) {
        const firstAside = await mergeUploads({
          ...input(null, uploads(seed), 0),
          scratchDir: scratch,
          heldTextBytes,
        });
        expect(comparable(firstAside)).toEqual(comparable(first));
        const secondAside = await mergeUploads({
          ...input(stored, uploads(seed + 100), first.nextSession),
          scratchDir: scratch,
          heldTextBytes,
        });
        expect(comparable(secondAside)).toEqual(comparable(second));
      }
      expect(second.outcomes.map((outcome) => outcome.state)).toContain('error');
      expect(second.totals!.sessions).toBe(8);
      // Only the reports written to the scratch folder are left there, for the caller to store.
      expect(readdirSync(scratch).every((name) => /^report-.*\.json\.gz$/.test(name))).toBe(true);
    });

  it('fails as a whole, not as the upload it was reading, when files cannot be set aside', async () => {
    const notAFolder = path.join(scratch, 'file');
    writeFileSync(notAFolder, '');
    const merge = mergeUploads({ ...input(null, uploads(1), 0), scratchDir: notAFolder, heldTextBytes: 0 });
    await expect(merge).rejects.toThrow();
  });

  it('removes what it set aside when the merge fails', async () => {
    // A stored report that breaks after its first file: that file was already set aside.
    const stored = gzipSync('{"v":1,"files":2}\n["src/a.c",{"0":[1,0]}]\n["src/b.c",');
    const bad = { ...input(stored, uploads(1), 0), scratchDir: scratch, heldTextBytes: 0 };
    await expect(mergeUploads(bad)).rejects.toThrow();
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  });
});
