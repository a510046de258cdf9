import { CorruptReportError } from '../types';
import { istanbulParser } from './istanbul';
import { fixture, linesIn, linesOf, matchesJson, parseJson } from './test-support';

const MATH = '/tmp/fx/js/lib/math.js';
const RUN = '/tmp/fx/js/lib/run.js';

/** One file's coverage with the given maps; counts default to the ids' order. */
function fileCoverage(parts: Record<string, unknown>): Record<string, unknown> {
  return { statementMap: {}, s: {}, branchMap: {}, b: {}, fnMap: {}, f: {}, ...parts };
}

function at(line: number, column = 0, endLine = line, endColumn = column + 10) {
  return { start: { line, column }, end: { line: endLine, column: endColumn } };
}

describe('istanbulParser with nyc 18 output', () => {
  const input = fixture('istanbul-nyc.json');

  it('is recognised', () => {
    expect(istanbulParser.matches(input, '{')).toBe(true);
  });

  it('misses exactly the statement lines nyc reported uncovered, plus untaken branches and functions', () => {
    // nyc text summary: math.js lines 75% with "Uncovered Line #s 14-15,26"; run.js 80% with "5".
    const builder = parseJson(istanbulParser, input);
    // 13 declares the never-called `unused`; 25 is the switch's `default:`, never taken.
    expect(linesIn(builder, MATH, 'miss')).toEqual([13, 14, 15, 25, 26]);
    expect(linesIn(builder, RUN, 'miss')).toEqual([5]);
    // Functions: 3 of 4 called (nyc "% Funcs 75"); the fourth declaration line is a branch line.
    expect(builder.report.files.get(MATH)!.totals()).toMatchObject({ methods: 3, lines: 19, partials: 2 });
  });

  it('turns branch locations into taken/total on their lines', () => {
    const lines = linesOf(parseJson(istanbulParser, input), MATH);
    // `if (value > high) return high;` never took the if-path: the implicit else sits on the if's line.
    expect(lines[5]).toEqual(['1/2', 'b']);
    // Two nested ternaries, one outcome never taken.
    expect(lines[10]).toEqual(['3/4', 'b']);
    expect(lines[3]).toEqual([2, 'm']);
    expect(linesOf(parseJson(istanbulParser, input), RUN)[4]).toEqual(['1/2', 'b']);
  });

  it('names the branches not taken as "branch:outcome"', () => {
    const file = parseJson(istanbulParser, input).report.files.get(MATH)!;
    expect(file.missingBranches(0, 10)).toEqual(['3:1']);
    expect(file.missingBranches(0, 4)).toEqual([]);
  });
});

describe('istanbulParser with c8 12 output', () => {
  const input = fixture('istanbul-c8.json');

  it('covers the lines c8 covered and misses the ones it missed', () => {
    // c8 text summary: math.js lines 83.33% (25/30) uncovered 13-16,26; run.js 71.42% (5/7) uncovered 5-6.
    const builder = parseJson(istanbulParser, input);
    const math = builder.report.files.get(MATH)!.totals();
    const run = builder.report.files.get(RUN)!.totals();
    expect(math).toMatchObject({ lines: 30, misses: 5 });
    expect(math.hits + math.partials).toBe(25);
    expect(run).toMatchObject({ lines: 7, misses: 2 });
    expect(run.hits + run.partials).toBe(5);
    expect(linesIn(builder, MATH, 'miss')).toEqual([13, 14, 15, 16, 26]);
    expect(linesIn(builder, RUN, 'miss')).toEqual([5, 6]);
  });

  it('counts a line that ran but whose block did not as partial, not missed', () => {
    // `if (results.length > 10) {`: the statement ran, the block starting on the line did not.
    expect(linesOf(parseJson(istanbulParser, input), RUN)[4]).toEqual(['1/2', 'b']);
  });
});

describe('istanbulParser paths', () => {
  const coverage = fileCoverage({ statementMap: { '0': at(1) }, s: { '0': 1 } });

  it('prefers the path property to the key', () => {
    const builder = parseJson(istanbulParser, { 'some/key.js': { ...coverage, path: '/abs/src/a.js' } });
    expect([...builder.report.files.keys()]).toEqual(['/abs/src/a.js']);
  });

  it('retries an unmatched path with its first lib/ read as src/', () => {
    const known = new Set(['pkg/src/lib/a.js']);
    const resolve = (path: string) => (known.has(path) ? path : { skip: 'unmatched' as const });
    const builder = parseJson(istanbulParser, { 'pkg/lib/lib/a.js': coverage }, resolve);
    expect([...builder.report.files.keys()]).toEqual(['pkg/src/lib/a.js']);
    expect([...builder.unmatched]).toEqual([]);
  });

  it('reports the original path when the retry fails too, and never retries ignored paths', () => {
    const resolve = (path: string) =>
      path.startsWith('ig/') ? { skip: 'ignored' as const } : { skip: 'unmatched' as const };
    const builder = parseJson(istanbulParser, { 'lib/a.js': coverage, 'ig/lib/b.js': coverage }, resolve);
    expect([...builder.unmatched]).toEqual(['lib/a.js']);
    expect([...builder.ignored]).toEqual(['ig/lib/b.js']);
  });
});

describe('istanbulParser details', () => {
  it('takes the highest count among statements starting on a line', () => {
    const json = {
      'a.js': fileCoverage({ statementMap: { '0': at(2), '1': at(2, 20) }, s: { '0': 0, '1': 4 } }),
    };
    expect(linesOf(parseJson(istanbulParser, json), 'a.js')).toEqual({ 2: [4] });
  });

  it('passes over skipped statements, functions, branches and outcomes', () => {
    const json = {
      'a.js': fileCoverage({
        statementMap: { '0': { ...at(1), skip: true }, '1': at(2) },
        s: { '0': 0, '1': 1 },
        fnMap: { '0': { name: 'f', decl: at(3), loc: at(3), skip: true } },
        f: { '0': 0 },
        branchMap: {
          '0': { type: 'if', line: 4, loc: at(4), locations: [at(4), at(4)], skip: true },
          '1': { type: 'if', line: 5, loc: at(5), locations: [at(5), { ...at(5), skip: true }] },
        },
        b: { '0': [0, 0], '1': [1, 0] },
      }),
    };
    expect(linesOf(parseJson(istanbulParser, json), 'a.js')).toEqual({ 2: [1], 5: ['1/1', 'b'] });
  });

  it('reads the data wrapper, per file and around the whole map', () => {
    const inner = fileCoverage({ statementMap: { '0': at(1) }, s: { '0': 3 } });
    expect(linesOf(parseJson(istanbulParser, { 'a.js': { data: inner } }), 'a.js')).toEqual({ 1: [3] });
    expect(linesOf(parseJson(istanbulParser, { data: { 'a.js': inner } }), 'a.js')).toEqual({ 1: [3] });
  });

  it('marks function lines as methods and keeps their best count', () => {
    const json = {
      'a.js': fileCoverage({
        fnMap: { '0': { name: 'f', decl: at(7), loc: at(7, 0, 9) }, '1': { name: 'g', loc: at(7, 30) } },
        f: { '0': 0, '1': 2 },
      }),
    };
    expect(linesOf(parseJson(istanbulParser, json), 'a.js')).toEqual({ 7: [2, 'm'] });
  });

  it('ignores statements without a start line', () => {
    const json = { 'a.js': fileCoverage({ statementMap: { '0': { start: {}, end: {} } }, s: { '0': 1 } }) };
    expect(parseJson(istanbulParser, json).report.files.get('a.js')!.isEmpty()).toBe(true);
  });
});

describe('istanbulParser recognition', () => {
  it.each([
    ['an array', [{ statementMap: {} }]],
    ['an empty object', {}],
    ['a value that is not file coverage', { 'a.js': { statementMap: {} }, other: { x: 1 } }],
    ['Codecov JSON', { coverage: { 'a.py': { '1': 1 } } }],
    ['a SimpleCov resultset', { RSpec: { coverage: { 'a.rb': [1] }, timestamp: 1 } }],
    ['a scalar value', { 'a.js': 3 }],
  ])('rejects %s', (_name, json) => {
    expect(matchesJson(istanbulParser, json)).toBe(false);
  });

  it('accepts a map whose files only have counts', () => {
    expect(matchesJson(istanbulParser, { 'a.js': { s: {} } })).toBe(true);
  });
});

describe('istanbulParser on broken files', () => {
  const statement = { statementMap: { '0': at(1) } };
  it.each([
    [
      'a negative count',
      { 'a.js': fileCoverage({ ...statement, s: { '0': -1 } }) },
      /statement 0: hit count -1/,
    ],
    ['a count that is a string', { 'a.js': fileCoverage({ ...statement, s: { '0': 'NaN' } }) }, /"NaN"/],
    ['a missing count', { 'a.js': fileCoverage({ ...statement, s: {} }) }, /hit count missing/],
    ['counts that are not an object', { 'a.js': fileCoverage({ ...statement, s: [1] }) }, /s is an array/],
    [
      'a negative line',
      { 'a.js': fileCoverage({ statementMap: { '0': at(-3) }, s: { '0': 1 } }) },
      /line number -3/,
    ],
    [
      'a fractional line',
      { 'a.js': fileCoverage({ statementMap: { '0': at(1.5) }, s: { '0': 1 } }) },
      /line number 1.5/,
    ],
    [
      'an absurd line',
      { 'a.js': fileCoverage({ statementMap: { '0': at(1e12) }, s: { '0': 1 } }) },
      /line number/,
    ],
    [
      'branch counts that are not an array',
      { 'a.js': fileCoverage({ branchMap: { '0': { line: 1, locations: [] } }, b: { '0': 5 } }) },
      /branch 0/,
    ],
    [
      'a statement map that is a string',
      { 'a.js': fileCoverage({ statementMap: 'x', s: {} }) },
      /statementMap/,
    ],
  ])('rejects %s', (_name, json, message) => {
    expect(() => parseJson(istanbulParser, json)).toThrow(CorruptReportError);
    expect(() => parseJson(istanbulParser, json)).toThrow(message);
  });

  it('rejects content it would not match', () => {
    expect(() => parseJson(istanbulParser, [1, 2])).toThrow(CorruptReportError);
  });

  it('refuses line numbers far beyond what the report could describe', () => {
    const json: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++)
      json[`f${i}.js`] = fileCoverage({ statementMap: { '0': at(9_999_999) }, s: { '0': 1 } });
    expect(() => parseJson(istanbulParser, json)).toThrow(/far beyond/);
  });
});
