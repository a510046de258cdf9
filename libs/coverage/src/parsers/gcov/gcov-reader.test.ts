import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LineCoverage, LineType } from '../../model/line-coverage';
import { ReportBuilder, type ParserOptions, type PathResolver } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { gcovParser } from './index';

function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

function parse(text: string, options: ParserOptions = {}, name = 'stats.cpp.gcov', resolve?: PathResolver) {
  const builder = new ReportBuilder(resolve, options);
  gcovParser.parse({ name, text }, builder);
  return builder;
}

type Lines = Record<number, LineCoverage | [LineCoverage, LineType]>;

/** Lines as `coverage`, or `[coverage, type]` for typed lines. */
function linesOf(builder: ReportBuilder, path: string): Lines {
  const file = builder.report.files.get(path);
  const column = file?.column(0);
  if (!file || !column) throw new Error(`no file ${path}`);
  const result: Lines = {};
  column.forEach((value, line) => {
    if (value === undefined) return;
    const type = file.typeAt(line);
    result[line] = type ? [value, type] : value;
  });
  return result;
}

const CONDITIONAL: ParserOptions = { gcov: { branch_detection: { conditional: true } } };

/** stats.cpp as gcov 12 saw it with branch detection off (the default). */
const STATS_LINES: Lines = {
  7: 4,
  8: 4,
  9: 4,
  10: 3,
  13: [1, 'm'],
  14: 1,
  15: 0,
  17: 1,
  18: 4,
  19: 3,
  21: 1,
  24: [3, 'm'],
  25: 3,
  26: 3,
  27: 2,
  29: 2,
  30: 0,
  31: 0,
  32: 1,
  33: 1,
  41: [1, 'm'],
  47: 1,
};

describe('gcovParser.matches', () => {
  it('recognises gcov files by the Source header on their first line', () => {
    expect(gcovParser.matches({ name: '', text: '' }, '        -:    0:Source:a.c')).toBe(true);
    expect(gcovParser.matches({ name: '', text: '' }, 'mode: set')).toBe(false);
  });
});

describe('gcovParser on real gcov files (gcc 12.2)', () => {
  it('reads `gcov -b` output: the totals gcov printed, less the lines the reference does not count', () => {
    // gcov: "Lines executed:76.92% of 26" (20 hit). Not counted here: line 37 (never-run `static`
    // function), 38 (LCOV_EXCL_LINE), 43-44 (inside LCOV_EXCL_START/STOP; 43 ran).
    const builder = parse(fixture('stats.cpp.gcov'));
    expect(linesOf(builder, 'stats.cpp')).toEqual(STATS_LINES);
    const totals = builder.report.totals();
    expect([totals.lines, totals.hits, totals.misses, totals.partials]).toEqual([26 - 4, 20 - 1, 3, 0]);
    expect([totals.methods, totals.branches]).toEqual([3, 0]);
  });

  it('reads `gcov -b -c` output (branch counts instead of percentages) the same way', () => {
    expect(linesOf(parse(fixture('stats-counts.cpp.gcov')), 'stats.cpp')).toEqual(STATS_LINES);
    expect(linesOf(parse(fixture('stats-counts.cpp.gcov'), CONDITIONAL), 'stats.cpp')).toEqual(
      linesOf(parse(fixture('stats.cpp.gcov'), CONDITIONAL), 'stats.cpp'),
    );
  });

  it('counts conditional branches when enabled, leaving loops alone', () => {
    const lines = linesOf(parse(fixture('stats.cpp.gcov'), CONDITIONAL), 'stats.cpp');
    expect(lines).toEqual({
      ...STATS_LINES,
      14: ['1/2', 'b'],
      15: ['0/2', 'b'],
      26: ['2/3', 'b'],
      33: ['2/4', 'b'],
    });
  });

  it('counts loop branches when enabled', () => {
    const lines = linesOf(
      parse(fixture('stats.cpp.gcov'), { gcov: { branch_detection: { loop: true } } }),
      'stats.cpp',
    );
    expect(lines).toEqual({ ...STATS_LINES, 18: ['2/2', 'b'] });
  });

  it('skips brace-only lines: gcov counts 7 lines in main.cpp, the closing brace is not one here', () => {
    const builder = parse(fixture('main.cpp.gcov'), {}, 'main.cpp.gcov');
    expect(linesOf(builder, 'main.cpp')).toEqual({ 4: [1, 'm'], 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 });
  });

  it('sees exception edges as conditional branches', () => {
    const lines = linesOf(parse(fixture('main.cpp.gcov'), CONDITIONAL, 'main.cpp.gcov'), 'main.cpp');
    expect(lines).toMatchObject({ 5: ['1/2', 'b'], 7: ['4/8', 'b'], 9: 1 });
  });
});

describe('gcovParser rules', () => {
  const header = '        -:    0:Source:src/x.c\n        -:    0:Graph:x.gcno\n';

  it('types method branches as m and macro branches by their own switch', () => {
    const text = [
      header,
      'function f called 2 returned 100% blocks executed 100%',
      '        2:    3:int f(int a) {',
      'branch  0 taken 2',
      'branch  1 taken 0',
      '        2:    4:  ASSERT(a > 0);',
      'branch  0 taken 2',
      'branch  1 never executed',
      '        2:    5:  while (a--) {',
      'branch  0 taken 1',
      'branch  1 taken 1',
    ].join('\n');
    const all = { gcov: { branch_detection: { method: true, macro: true } } };
    expect(linesOf(parse(text, all), 'src/x.c')).toEqual({ 3: ['1/2', 'm'], 4: ['1/2', 'b'], 5: 2 });
    expect(linesOf(parse(text), 'src/x.c')).toEqual({ 3: [2, 'm'], 4: 2, 5: 2 });
  });

  it('reads ===== as a miss, skips never-run inline lines, scales human-readable counts', () => {
    const text = [
      header,
      '    =====:    2:  cleanup();',
      '    #####:    3:inline int g() { return 1; }',
      '     1.2k:    4:  x++;',
      '       3*:    5:  if (a) b();',
      '        -:    6:  // nothing',
      '        1:    7:};',
      '        1:    8:  y = 2; // LCOV_EXCL_LINE',
      '        -:    9:  // LCOV_EXCL_START',
      '        1:   10:  z = 3;',
      '        -:   11:  // LCOV_EXCL_END',
      '        1:   12:  w = 4;',
    ].join('\n');
    expect(linesOf(parse(text), 'src/x.c')).toEqual({ 2: 0, 4: 1200, 5: 3, 12: 1 });
  });

  it('falls back to the upload name when the Source header is empty', () => {
    const text = '        -:    0:Source:\n        1:    1:int x = 1;\n';
    expect(linesOf(parse(text, {}, 'lib/y.c.gcov'), 'lib/y.c')).toEqual({ 1: 1 });
  });

  it('skips all lines of a file the path resolver rejects', () => {
    const builder = parse(fixture('stats.cpp.gcov'), {}, 'stats.cpp.gcov', () => ({ skip: 'unmatched' }));
    expect(builder.report.files.size).toBe(0);
    expect([...builder.unmatched]).toEqual(['stats.cpp']);
  });
});

describe('gcovParser on broken input', () => {
  it('rejects binary data', () => {
    expect(() => parse('        -:    0:Source:a.c\n\u0000\u0001\u0002')).toThrow(CorruptReportError);
  });

  it('keeps what a truncated file held up to the cut', () => {
    const text = fixture('stats.cpp.gcov');
    const lines = linesOf(parse(text.slice(0, text.indexOf('   27:') + 3)), 'stats.cpp');
    expect(lines[26]).toBe(3);
    expect(lines[27]).toBeUndefined();
  });

  it('never throws anything but CorruptReportError on arbitrary text', () => {
    const line = fc.oneof(
      fc.constantFrom(
        '        -:    0:Source:a.c',
        '------------------',
        '_Z1fv:',
        'function f called 1 returned 100% blocks executed 100%',
        'branch  0 taken 50%',
        'branch  1 never executed',
        'call    0 returned 1',
        '// LCOV_EXCL_START',
      ),
      fc
        .tuple(
          fc.constantFrom('1', '#####', '=====', '-', '2*', '1.5k', 'x', ''),
          fc.oneof(fc.nat(50).map(String), fc.constantFrom('', '0', '1-block', '9999999999')),
          fc.string({ maxLength: 20 }),
        )
        .map(([count, number, source]) => `${count}:${number}:${source}`),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    const document = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'));
    const options = fc.record({
      gcov: fc.record({
        branch_detection: fc.record({
          conditional: fc.boolean(),
          loop: fc.boolean(),
          method: fc.boolean(),
          macro: fc.boolean(),
        }),
      }),
    });
    fc.assert(
      fc.property(fc.oneof(document, fc.string({ unit: 'binary' })), options, (text, parserOptions) => {
        try {
          parse(text, parserOptions);
        } catch (error) {
          if (!(error instanceof CorruptReportError)) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
