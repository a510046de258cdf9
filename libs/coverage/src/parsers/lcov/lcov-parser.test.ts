import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LineCoverage, LineType } from '../../model/line-coverage';
import { ReportBuilder, type PathResolver } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { lcovParser } from './index';

function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

function parse(text: string, resolve?: PathResolver): ReportBuilder {
  const builder = new ReportBuilder(resolve);
  lcovParser.parse({ name: 'coverage/lcov.info', text }, builder);
  return builder;
}

interface ParsedLine {
  coverage: LineCoverage;
  type?: LineType;
  missing?: readonly string[];
}

function linesOf(builder: ReportBuilder, path: string): Record<number, ParsedLine> {
  const file = builder.report.files.get(path);
  if (!file) throw new Error(`no file ${path}`);
  const result: Record<number, ParsedLine> = {};
  const column = file.column(0) ?? [];
  column.forEach((coverage, line) => {
    if (coverage === undefined) return;
    const entry: ParsedLine = { coverage };
    const type = file.typeAt(line);
    if (type) entry.type = type;
    const missing = file.missingBranches(0, line);
    if (missing) entry.missing = missing;
    result[line] = entry;
  });
  return result;
}

describe('lcovParser.matches', () => {
  it('recognises tracefiles by their end_of_record lines', () => {
    const firstLine = 'TN:';
    expect(lcovParser.matches({ name: '', text: 'TN:\nSF:a.c\nDA:1,1\nend_of_record\n' }, firstLine)).toBe(
      true,
    );
    expect(lcovParser.matches({ name: '', text: 'SF:a.c\nDA:1,1\r\nend_of_record' }, 'SF:a.c')).toBe(true);
    expect(lcovParser.matches({ name: '', text: 'SF:a.c\nend_of_record' }, 'SF:a.c')).toBe(true);
  });

  it('leaves other text alone', () => {
    expect(lcovParser.matches({ name: '', text: 'mode: set\na.go:1.1,2.2 1 1\n' }, 'mode: set')).toBe(false);
    expect(lcovParser.matches({ name: '', text: 'end_of_record' }, 'end_of_record')).toBe(false);
    expect(lcovParser.matches({ name: '', text: '' }, '')).toBe(false);
  });
});

describe('lcovParser on real tracefiles', () => {
  it('reads c8 output for JavaScript with the totals c8 printed (75% lines, 39 of 52)', () => {
    // c8 12.0.0 summary: cart.js 92% lines (23/25), pricing.js 59.25% (16/27), all files 75%.
    const builder = parse(fixture('c8-node.lcov'));
    const cart = builder.report.files.get('src/cart.js')!.totals();
    const pricing = builder.report.files.get('src/pricing.js')!.totals();
    expect([cart.lines, cart.hits]).toEqual([25, 23]);
    expect([pricing.lines, pricing.hits]).toEqual([27, 16]);
    const totals = builder.report.totals();
    expect([totals.files, totals.lines, totals.hits, totals.misses, totals.partials]).toEqual([
      2, 52, 39, 13, 0,
    ]);
    expect(totals.coverage).toBe(75);
    // JavaScript FN/BRDA are ignored: no typed lines at all.
    expect([totals.branches, totals.methods]).toEqual([0, 0]);
  });

  it('reads c8 output for TypeScript, where branch data replaces line hits', () => {
    // c8 printed 93.1% lines (27/29). Line 25 ran (DA 1) but its only branch was never taken,
    // and branch data wins, so it is a miss here; line 1's module-wrapper branch is dropped.
    const builder = parse(fixture('c8-typescript.lcov'));
    const lines = linesOf(builder, 'ts/ranges.ts');
    expect(lines[1]).toEqual({ coverage: 1 });
    expect(lines[6]).toEqual({ coverage: '1/1', type: 'm' });
    expect(lines[13]).toEqual({ coverage: '1/1', type: 'b' });
    expect(lines[15]).toEqual({ coverage: '2/2', type: 'b' });
    expect(lines[25]).toEqual({ coverage: '0/1', type: 'b', missing: ['8:0'] });
    const totals = builder.report.totals();
    expect([totals.lines, totals.hits, totals.misses, totals.partials]).toEqual([29, 26, 3, 0]);
    expect([totals.branches, totals.methods]).toEqual([4, 3]);
  });

  it('reads lcov 1.16 output for C++ with the line total lcov printed (30 lines, 26 hit)', () => {
    // `lcov --summary`: lines 86.7% (26 of 30), branches 54.3% (19 of 35). Here a line whose branches
    // are partly taken is a partial, so hit lines of lcov = hits + partials.
    const builder = parse(fixture('lcov-gcc.info'));
    const totals = builder.report.totals();
    expect(totals.lines).toBe(30);
    expect(totals.hits + totals.partials).toBe(26);
    expect([totals.hits, totals.partials, totals.misses]).toEqual([18, 8, 4]);
    const stats = linesOf(builder, '/tmp/fx/cpp/stats.cpp');
    // Two template instantiations repeat lines 7-10: hits take the max, branches taken by either count.
    expect(stats[7]).toEqual({ coverage: 3 });
    expect(stats[8]).toEqual({ coverage: '1/2', type: 'b', missing: ['0:0'] });
    expect(stats[9]).toEqual({ coverage: '2/2', type: 'b' });
    expect(stats[15]).toEqual({ coverage: '0/2', type: 'b', missing: ['0:0', '0:1'] });
    expect(stats[26]).toEqual({ coverage: '2/3', type: 'b', missing: ['0:1'] });
    let branchesTaken = 0;
    let branchesTotal = 0;
    for (const file of builder.report.files.values()) {
      for (const value of file.column(0)) {
        if (typeof value !== 'string') continue;
        const [taken, total] = value.split('/').map(Number);
        branchesTaken += taken!;
        branchesTotal += total!;
      }
    }
    expect([branchesTaken, branchesTotal]).toEqual([19, 35]);
  });
});

describe('lcovParser rules', () => {
  it('skips line 0, undefined and non-numeric DA values, clamps negatives and reads exponents', () => {
    const text = [
      'SF:src/a.c',
      'DA:0,5',
      'DA:1,undefined',
      'DA:undefined,3',
      'DA:2,-4',
      'DA:3,1.2e+3',
      'DA:4,7,d41d8cd98f00b204e9800998ecf8427e',
      'DA:5,2.9',
      'DA:6',
      'DA:7,',
      'DA:x,1',
      'end_of_record',
    ].join('\n');
    expect(linesOf(parse(text), 'src/a.c')).toEqual({
      2: { coverage: 0 },
      3: { coverage: 1200 },
      4: { coverage: 7 },
      5: { coverage: 2 },
    });
  });

  it('ignores summary and function-hit records and unknown keys', () => {
    const text =
      'TN:unit\nVER:2\nSF:a.c\nFNDA:3,main\nFNF:1\nFNH:1\nLF:1\nLH:1\nBRF:0\nBRH:0\nXYZ:1,2\nDA:1,3\nend_of_record\n';
    expect(linesOf(parse(text), 'a.c')).toEqual({ 1: { coverage: 3 } });
  });

  it('turns BRDA records into taken/total with missing block:branch ids, replacing DA', () => {
    const text = [
      'SF:lib/x.rs',
      'FN:3,main',
      'DA:2,4',
      'DA:3,4',
      'DA:4,9',
      'BRDA:2,0,0,4',
      'BRDA:2,0,1,-',
      'BRDA:2,1,0,0',
      'BRDA:3,0,0,1',
      'BRDA:3,0,1,0',
      'BRDA:8,2,0,1',
      'end_of_record',
    ].join('\n');
    expect(linesOf(parse(text), 'lib/x.rs')).toEqual({
      2: { coverage: '1/3', type: 'b', missing: ['0:1', '1:0'] },
      3: { coverage: '1/2', type: 'm', missing: ['0:1'] },
      4: { coverage: 9 },
      8: { coverage: '1/1', type: 'b' },
    });
  });

  it('ignores FN and BRDA in .js files and BRDA on line 1 of .ts files', () => {
    const text = [
      'SF:a.js',
      'FN:1,f',
      'DA:1,1',
      'BRDA:1,0,0,0',
      'end_of_record',
      'SF:b.ts',
      'DA:1,1',
      'DA:2,1',
      'BRDA:1,0,0,0',
      'BRDA:2,0,0,0',
      'end_of_record',
    ].join('\n');
    const builder = parse(text);
    expect(linesOf(builder, 'a.js')).toEqual({ 1: { coverage: 1 } });
    expect(linesOf(builder, 'b.ts')).toEqual({
      1: { coverage: 1 },
      2: { coverage: '0/1', type: 'b', missing: ['0:0'] },
    });
  });

  it('drops branches on mangled function lines of .cpp files, keeping their hits', () => {
    const text = [
      'SF:s.cpp',
      'FN:4,_Z4mainv',
      'FN:9,9,_GLOBAL__sub_I_x',
      'FN:12,helper',
      'DA:4,1',
      'DA:9,1',
      'DA:12,1',
      'BRDA:4,0,0,0',
      'BRDA:9,0,0,0',
      'BRDA:12,0,0,1',
      'end_of_record',
    ].join('\n');
    expect(linesOf(parse(text), 's.cpp')).toEqual({
      4: { coverage: 1 },
      9: { coverage: 1 },
      12: { coverage: '1/1', type: 'm' },
    });
  });

  it('types lcov 2.2 FNL lines as methods', () => {
    const text = 'SF:m.c\nFNL:0,5,9\nFNA:0,1,main\nDA:5,1\nBRDA:5,0,0,1\nBRDA:5,0,1,0\nend_of_record\n';
    expect(linesOf(parse(text), 'm.c')).toEqual({ 5: { coverage: '1/2', type: 'm', missing: ['0:1'] } });
  });

  it('skips every line of a file the path resolver rejects', () => {
    const text = 'SF:vendor/x.c\nDA:1,1\nBRDA:1,0,0,1\nend_of_record\nSF:src/y.c\nDA:2,1\nend_of_record\n';
    const builder = parse(text, (path) => (path.startsWith('vendor/') ? { skip: 'ignored' } : path));
    expect([...builder.report.files.keys()]).toEqual(['src/y.c']);
    expect([...builder.ignored]).toEqual(['vendor/x.c']);
    expect(linesOf(builder, 'src/y.c')).toEqual({ 2: { coverage: 1 } });
  });

  it('merges blocks of the same file and tolerates CRLF, indentation and a missing last end_of_record', () => {
    const text = 'SF:a.c\r\nDA:1,0\r\nend_of_record\r\n  SF:a.c\r\n  DA:1,2\r\n\tDA:2,0 \r\n';
    expect(linesOf(parse(text), 'a.c')).toEqual({ 1: { coverage: 2 }, 2: { coverage: 0 } });
  });

  it('starts a new file on a second SF record inside one block', () => {
    const text = 'SF:a.c\nDA:1,1\nBRDA:1,0,0,0\nSF:b.c\nDA:1,1\nend_of_record\n';
    const builder = parse(text);
    expect(linesOf(builder, 'a.c')).toEqual({ 1: { coverage: '0/1', type: 'b', missing: ['0:0'] } });
    expect(linesOf(builder, 'b.c')).toEqual({ 1: { coverage: 1 } });
  });
});

describe('lcovParser on broken input', () => {
  it('reports records outside any SF block with their line number', () => {
    expect(() => parse('TN:\nDA:1,1\nend_of_record\n')).toThrow(CorruptReportError);
    expect(() => parse('SF:a.c\nDA:1,1\nend_of_record\nBRDA:1,0,0,1\n')).toThrow(
      'LCOV BRDA record at line 4 is not inside an SF: block',
    );
  });

  it('keeps what a truncated tracefile held up to the cut', () => {
    const text = fixture('lcov-gcc.info');
    const cut = text.slice(0, text.indexOf('DA:27,2') + 5);
    const lines = linesOf(parse(cut), '/tmp/fx/cpp/stats.cpp');
    expect(lines[26]).toEqual({ coverage: '2/3', type: 'b', missing: ['0:1'] });
    expect(lines[27]).toBeUndefined();
  });

  it('yields nothing for binary junk around an end_of_record marker', () => {
    const junk = String.fromCharCode(...Array.from({ length: 400 }, (_, i) => (i * 7919) % 256));
    const builder = parse(`${junk}\nend_of_record\n${junk}`);
    expect(builder.report.files.size).toBe(0);
  });

  it('never throws anything but CorruptReportError on arbitrary text', () => {
    const record = fc.oneof(
      fc.constantFrom(
        'SF:a.c',
        'SF:b.js',
        'SF:c.ts',
        'SF:d.cpp',
        'SF:',
        'end_of_record',
        'TN:',
        'FN:',
        'FNL:1',
      ),
      fc
        .tuple(
          fc.constantFrom('DA:', 'BRDA:', 'FN:', 'FNL:', 'SF:'),
          fc.string({ unit: 'binary', maxLength: 20 }),
        )
        .map(([key, rest]) => key + rest),
      fc
        .array(
          fc.oneof(fc.integer({ min: -3, max: 99 }).map(String), fc.constantFrom('-', 'e9', '1e400', '')),
          {
            maxLength: 5,
          },
        )
        .map((parts) => `${parts.length % 2 ? 'DA:' : 'BRDA:'}${parts.join(',')}`),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    const document = fc.array(record, { maxLength: 40 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(fc.oneof(document, fc.string({ unit: 'binary' })), (text) => {
        try {
          parse(text);
        } catch (error) {
          if (!(error instanceof CorruptReportError)) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });
});

interface BranchModel {
  line: number;
  block: number;
  branch: number;
  taken: number;
}

interface FileModel {
  path: string;
  hits: [number, number][];
  branches: BranchModel[];
  methods: number[];
}

/** What the reference rules say a file model should become. */
function expectedLines(model: FileModel): Record<number, ParsedLine> {
  const js = model.path.endsWith('.js');
  const result: Record<number, ParsedLine> = {};
  for (const [line, count] of model.hits) {
    const hits = Math.max(0, count);
    const previous = result[line]?.coverage;
    result[line] = { coverage: typeof previous === 'number' ? Math.max(previous, hits) : hits };
  }
  if (js) return result;
  const dropped = new Set(model.path.endsWith('.cpp') ? model.methods.filter((line) => line % 2 === 0) : []);
  const byLine = new Map<number, Map<string, boolean>>();
  for (const branch of model.branches) {
    if (dropped.has(branch.line) || (branch.line === 1 && model.path.endsWith('.ts'))) continue;
    const ids = byLine.get(branch.line) ?? new Map<string, boolean>();
    const id = `${branch.block}:${branch.branch}`;
    ids.set(id, (ids.get(id) ?? false) || branch.taken > 0);
    byLine.set(branch.line, ids);
  }
  for (const [line, ids] of byLine) {
    const taken = [...ids.values()].filter(Boolean).length;
    const missing = [...ids].filter(([, wasTaken]) => !wasTaken).map(([id]) => id);
    const entry: ParsedLine = {
      coverage: `${taken}/${ids.size}`,
      type: model.methods.includes(line) ? 'm' : 'b',
    };
    if (missing.length > 0) entry.missing = missing;
    result[line] = entry;
  }
  return result;
}

/** Writes a model as a tracefile, with the noise records real tools add. */
function render(model: FileModel): string {
  const out = ['TN:', `SF:${model.path}`];
  // Even method lines get a mangled name so the .cpp rule has something to drop.
  for (const line of model.methods) out.push(`FN:${line},${line % 2 === 0 ? `_Z${line}fv` : `f${line}`}`);
  for (const line of model.methods) out.push(`FNDA:1,f${line}`);
  for (const [line, count] of model.hits) out.push(`DA:${line},${count}`);
  out.push(`LF:${model.hits.length}`, 'LH:0');
  for (const b of model.branches)
    out.push(`BRDA:${b.line},${b.block},${b.branch},${b.taken < 0 ? '-' : b.taken}`);
  out.push('BRF:0', 'BRH:0', 'end_of_record');
  return out.join('\n');
}

describe('lcovParser round trip', () => {
  it('reads back exactly what a generated tracefile describes', () => {
    const line = fc.integer({ min: 1, max: 40 });
    const fileModel = (path: string) =>
      fc.record({
        path: fc.constant(path),
        hits: fc.array(fc.tuple(line, fc.integer({ min: -2, max: 1_000_000 })), { maxLength: 30 }),
        branches: fc.array(
          fc.record({
            line,
            block: fc.integer({ min: 0, max: 2 }),
            branch: fc.integer({ min: 0, max: 3 }),
            taken: fc.integer({ min: -1, max: 5 }),
          }),
          { maxLength: 20 },
        ),
        methods: fc.uniqueArray(line, { maxLength: 5 }),
      });
    const paths = fc.uniqueArray(fc.constantFrom('src/a.c', 'src/b.ts', 'web/c.js', 'lib/d.cpp', 'e.py'), {
      minLength: 1,
    });
    fc.assert(
      fc.property(
        paths.chain((names) => fc.tuple(...names.map(fileModel))),
        (models) => {
          const builder = parse(models.map(render).join('\n'));
          for (const model of models) {
            const expected = expectedLines(model);
            if (Object.keys(expected).length === 0) {
              expect(builder.report.files.get(model.path)?.isEmpty() ?? true).toBe(true);
              continue;
            }
            expect(linesOf(builder, model.path)).toEqual(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
