import { CorruptReportError } from '../types';
import { llvmCovParser } from './llvm-cov';
import { fixture, linesOf, matchesJson, parseJson } from './test-support';

const CALC = '/tmp/fx/llvm/calc.c';
const UTIL = '/tmp/fx/llvm/util.h';

/** Line counts as `llvm-cov show` printed them for the fixture; absent lines showed no count. */
const SHOWN_CALC: Record<number, number> = {
  4: 2,
  5: 2,
  6: 1,
  7: 1,
  8: 0,
  9: 1,
  11: 0,
  12: 0,
  13: 0,
  14: 0,
  16: 1,
  17: 1,
  18: 5,
  19: 4,
  20: 2,
  21: 4,
  22: 1,
  23: 1,
  25: 1,
  26: 1,
  27: 1,
  28: 1,
  32: 1,
  33: 0,
  34: 0,
  35: 1,
  36: 1,
  37: 1,
  38: 1,
  39: 1,
};
const SHOWN_UTIL: Record<number, number> = { 1: 1, 3: 1, 4: 1, 5: 1 };

function exportOf(files: unknown[], functions: unknown[] = []) {
  return { type: 'llvm.coverage.json.export', version: '2.0.1', data: [{ files, functions }] };
}

function countsOf(lines: Record<number, [unknown, unknown?]>): Record<number, unknown> {
  return Object.fromEntries(Object.entries(lines).map(([line, [value]]) => [line, value]));
}

describe('llvmCovParser with llvm-cov 14 export of a clang 14 build', () => {
  const input = fixture('llvm-cov-clang14.json');

  it('is recognised', () => {
    expect(llvmCovParser.matches(input, '{')).toBe(true);
  });

  it('finds the lines and counts `llvm-cov show` printed', () => {
    const builder = parseJson(llvmCovParser, input);
    const lines = linesOf(builder, CALC);
    expect(Object.keys(lines).map(Number)).toEqual(Object.keys(SHOWN_CALC).map(Number));
    for (const [line, [value]] of Object.entries(lines)) {
      if (typeof value === 'number') expect([line, value]).toEqual([line, SHOWN_CALC[Number(line)]]);
    }
    expect(countsOf(linesOf(builder, UTIL))).toEqual(SHOWN_UTIL);
  });

  it('agrees with `llvm-cov report` on calc.c', () => {
    // llvm-cov report: calc.c  Lines 30  Missed Lines 7;  Branches 14  Missed Branches 3.
    const totals = parseJson(llvmCovParser, input).report.files.get(CALC)!.totals();
    expect(totals).toMatchObject({ lines: 30, misses: 7 });
  });

  it('puts both outcomes of each branch on its line, macro branches on the expanding line', () => {
    const lines = linesOf(parseJson(llvmCovParser, input), CALC);
    expect(lines[5]).toEqual(['2/2', 'b']);
    expect(lines[7]).toEqual(['1/2', 'b']);
    expect(lines[19]).toEqual(['4/4', 'b']);
    expect(lines[32]).toEqual(['1/2', 'b']);
    // `s = MAX(s, twice(argc));`: the ternary inside MAX only went one way.
    expect(lines[36]).toEqual(['1/2', 'b']);
    // 14 outcomes of which 3 never happened, as llvm-cov report counted.
    const taken = [5, 7, 18, 19, 32, 36].map((line) => (lines[line]![0] as string).split('/').map(Number));
    expect(taken.reduce((sum, [, total]) => sum + total!, 0)).toBe(14);
    expect(taken.reduce((sum, [hit, total]) => sum + total! - hit!, 0)).toBe(3);
  });

  it('marks the first line of each function as a method', () => {
    const lines = linesOf(parseJson(llvmCovParser, input), CALC);
    expect(lines[4]).toEqual([2, 'm']);
    expect(lines[11]).toEqual([0, 'm']);
  });
});

describe('llvmCovParser line derivation', () => {
  const seg = (line: number, col: number, count: number, hasCount = true, entry = true, gap = false) => [
    line,
    col,
    count,
    hasCount,
    entry,
    gap,
  ];

  it('lets a region wrap over lines without segments', () => {
    const json = exportOf([{ filename: 'a.c', segments: [seg(1, 1, 3), seg(4, 2, 0, false, false)] }]);
    expect(countsOf(linesOf(parseJson(llvmCovParser, json), 'a.c'))).toEqual({ 1: 3, 2: 3, 3: 3, 4: 3 });
  });

  it('does not start a region at a gap, though the gap wraps on; takes the largest region starting on a line', () => {
    const json = exportOf([
      {
        filename: 'a.c',
        segments: [
          seg(1, 1, 1),
          seg(2, 1, 9, true, true, true),
          seg(3, 1, 0),
          seg(3, 9, 12),
          seg(3, 12, 0, false, false),
        ],
      },
    ]);
    // Line 2 keeps line 1's count; line 3 takes the largest of the gap wrapping in (9) and its own starts (0, 12).
    expect(countsOf(linesOf(parseJson(llvmCovParser, json), 'a.c'))).toEqual({ 1: 1, 2: 1, 3: 12 });
  });

  it('leaves out skipped regions and lines outside any region', () => {
    const json = exportOf([
      {
        filename: 'a.c',
        segments: [
          seg(1, 1, 2),
          seg(2, 1, 0, false, false),
          seg(5, 1, 0, false, true),
          seg(7, 1, 0, false, false),
          seg(20, 1, 1),
          seg(21, 1, 0, false, false),
        ],
      },
    ]);
    expect(countsOf(linesOf(parseJson(llvmCovParser, json), 'a.c'))).toEqual({ 1: 2, 2: 2, 20: 1, 21: 1 });
  });

  it('reads five-field segments from exports before gap regions', () => {
    const json = exportOf([
      {
        filename: 'a.c',
        segments: [
          [1, 1, 1, true, true],
          [2, 1, 0, false, false],
        ],
      },
    ]);
    expect(countsOf(linesOf(parseJson(llvmCovParser, json), 'a.c'))).toEqual({ 1: 1, 2: 1 });
  });

  it('reads every export in data', () => {
    const json = {
      type: 'llvm.coverage.json.export',
      data: [
        { files: [{ filename: 'a.c', segments: [seg(1, 1, 0)] }] },
        { files: [{ filename: 'a.c', segments: [seg(1, 1, 5)] }] },
      ],
    };
    expect(countsOf(linesOf(parseJson(llvmCovParser, json), 'a.c'))).toEqual({ 1: 5 });
  });
});

describe('llvmCovParser recognition', () => {
  it('needs the export type', () => {
    expect(matchesJson(llvmCovParser, exportOf([]))).toBe(true);
    expect(matchesJson(llvmCovParser, { data: [], type: 'other' })).toBe(false);
    expect(matchesJson(llvmCovParser, [])).toBe(false);
  });
});

describe('llvmCovParser on broken files', () => {
  it.each([
    ['a negative count', [{ filename: 'a.c', segments: [[1, 1, -1, true, true, false]] }], /hit count -1/],
    [
      'a segment with a string flag',
      [{ filename: 'a.c', segments: [[1, 1, 1, 'yes', true, false]] }],
      /segment 0 is not/,
    ],
    ['a short segment', [{ filename: 'a.c', segments: [[1, 1]] }], /segment 0 is not/],
    [
      'segments going back',
      [
        {
          filename: 'a.c',
          segments: [
            [5, 1, 1, true, true, false],
            [2, 1, 1, true, true, false],
          ],
        },
      ],
      /goes back to line 2/,
    ],
    ['a file without a name', [{ segments: [] }], /filename missing/],
    ['a short branch', [{ filename: 'a.c', segments: [], branches: [[1, 1, 1, 2, 3]] }], /5 fields/],
    [
      'a branch count that is NaN text',
      [{ filename: 'a.c', segments: [], branches: [[1, 1, 1, 2, 'NaN', 0]] }],
      /"NaN"/,
    ],
    ['an absurd line', [{ filename: 'a.c', segments: [[1e15, 1, 1, true, true, false]] }], /line number/],
  ])('rejects %s', (_name, files, message) => {
    const json = exportOf(files);
    expect(() => parseJson(llvmCovParser, json)).toThrow(CorruptReportError);
    expect(() => parseJson(llvmCovParser, json)).toThrow(message);
  });

  it('rejects data that is not a list', () => {
    expect(() => parseJson(llvmCovParser, { type: 'llvm.coverage.json.export', data: {} })).toThrow(
      CorruptReportError,
    );
  });

  it('refuses regions stretched over millions of lines in a small report', () => {
    const stretched = (name: string) => ({
      filename: name,
      segments: [
        [1, 1, 1, true, true, false],
        [9_999_999, 1, 0, false, false, false],
      ],
    });
    const json = exportOf([stretched('a.c'), stretched('b.c'), stretched('c.c')]);
    expect(() => parseJson(llvmCovParser, json)).toThrow(/far beyond/);
  });
});
