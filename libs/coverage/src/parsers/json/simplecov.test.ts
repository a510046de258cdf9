import { CorruptReportError } from '../types';
import { simplecovParser } from './simplecov';
import { fixture, linesOf, matchesJson, parseJson } from './test-support';

const CALCULATOR = '/home/ci/app/lib/calculator.rb';
const LEGACY = '/home/ci/app/lib/legacy.rb';

describe('simplecovParser with a .resultset.json', () => {
  const input = fixture('simplecov-resultset.json');

  it('is recognised', () => {
    expect(simplecovParser.matches(input, '{')).toBe(true);
  });

  it('merges every command name into one upload', () => {
    const builder = parseJson(simplecovParser, input);
    // RSpec alone misses line 15 and the else-branch of line 12; Minitest covers both.
    expect(linesOf(builder, CALCULATOR)).toEqual({
      1: [1],
      2: [1],
      3: [3],
      6: [1],
      7: ['2/2', 'b'],
      8: [1],
      11: [1],
      12: ['2/2', 'b'],
      13: [2],
      15: [1],
      20: [1],
      21: [0],
    });
  });

  it('reads the bare array of SimpleCov before 0.18, index 0 being line 1', () => {
    expect(linesOf(parseJson(simplecovParser, input), LEGACY)).toEqual({
      1: [1],
      2: [1],
      3: [0],
      6: [1],
      7: [0],
    });
  });

  it('names missing outcomes as "condition:outcome"', () => {
    const rspecOnly = { RSpec: (input.json as { RSpec: unknown }).RSpec };
    const file = parseJson(simplecovParser, rspecOnly).report.files.get(CALCULATOR)!;
    expect(file.missingBranches(0, 12)).toEqual(['3:5']);
    expect(linesOf(parseJson(simplecovParser, rspecOnly), CALCULATOR)[12]).toEqual(['1/2', 'b']);
  });
});

describe('simplecovParser with the simplecov-json formatter', () => {
  it('agrees with the metrics it wrote', () => {
    // metrics: covered_lines 13 of total_lines 17; calculator.rb 10 of 12, legacy.rb 3 of 5.
    const builder = parseJson(simplecovParser, fixture('simplecov-json.json'));
    const totals = builder.report.totals();
    expect(totals).toMatchObject({ lines: 17, misses: 4, partials: 1 });
    expect(totals.hits + totals.partials).toBe(13);
    expect(builder.report.files.get(LEGACY)!.totals()).toMatchObject({ lines: 5, hits: 3 });
  });
});

describe("simplecovParser with SimpleCov's own JSON formatter", () => {
  const input = fixture('simplecov-formatter.json');

  it('skips :nocov: lines and keeps SimpleCov line totals', () => {
    // SimpleCov would print "Line Coverage: 90.0% (9 / 10)": lines 19–23 are ignored.
    const builder = parseJson(simplecovParser, input);
    const totals = builder.report.files.get(CALCULATOR)!.totals();
    expect(totals).toMatchObject({ lines: 10, misses: 1 });
    expect(totals.hits + totals.partials).toBe(9);
    expect(linesOf(builder, CALCULATOR)[21]).toEqual([-1]);
  });

  it('joins an outcome reported on an `else` line to the condition before it', () => {
    const lines = linesOf(parseJson(simplecovParser, input), CALCULATOR);
    expect(lines[7]).toEqual(['2/2', 'b']);
    expect(lines[12]).toEqual(['1/2', 'b']);
    expect(lines[14]).toBeUndefined();
  });
});

describe('simplecovParser details', () => {
  it('lets an ignored line win over its branches', () => {
    const json = {
      RSpec: {
        coverage: {
          'a.rb': {
            lines: ['ignored'],
            branches: { '[:if, 0, 1, 0, 1, 9]': { '[:then, 1, 1, 0, 1, 4]': 0 } },
          },
        },
      },
    };
    expect(linesOf(parseJson(simplecovParser, json), 'a.rb')).toEqual({ 1: [-1] });
  });

  it('reads safe-navigation branch keys', () => {
    const json = {
      RSpec: {
        coverage: {
          'a.rb': {
            lines: [2],
            branches: {
              '[:"&.", 0, 1, 0, 1, 9]': { '[:then, 1, 1, 0, 1, 9]': 2, '[:else, 2, 1, 0, 1, 9]': 0 },
            },
          },
        },
      },
    };
    expect(linesOf(parseJson(simplecovParser, json), 'a.rb')).toEqual({ 1: ['1/2', 'b'] });
  });
});

describe('simplecovParser recognition', () => {
  it.each([
    ['Codecov JSON', { coverage: { 'a.py': { '1': 1 } } }],
    ['istanbul', { 'a.js': { statementMap: {}, s: {} } }],
    ['a command whose coverage has line-number keys', { RSpec: { coverage: { 'a.rb': { '1': 1 } } } }],
    ['an empty object', {}],
    ['an array', [{ coverage: {} }]],
  ])('rejects %s', (_name, json) => {
    expect(matchesJson(simplecovParser, json)).toBe(false);
  });

  it('accepts each of its shapes', () => {
    expect(matchesJson(simplecovParser, { MiniTest: { coverage: { 'a.rb': [1] } } })).toBe(true);
    expect(matchesJson(simplecovParser, { command_name: 'Cucumber', files: [] })).toBe(true);
    expect(matchesJson(simplecovParser, { meta: { simplecov_version: '0.22.0' }, coverage: {} })).toBe(true);
  });
});

describe('simplecovParser on broken files', () => {
  const resultset = (file: unknown) => ({ RSpec: { coverage: { 'a.rb': file } } });
  it.each([
    ['a negative count', resultset([1, -2]), /line 2: hit count -2/],
    ['a count that is a word', resultset(['NaN']), /line 1: hit count "NaN"/],
    ['a malformed branch key', resultset({ lines: [1], branches: { 'if 0 1': {} } }), /branch key "if 0 1"/],
    [
      'a branch outcome that is not a count',
      resultset({ lines: [1], branches: { '[:if, 0, 1, 0, 1, 9]': { '[:then, 1, 1, 0, 1, 4]': true } } }),
      /hit count true/,
    ],
    ['branches that are a number', resultset({ lines: [1], branches: 3 }), /branches is 3/],
    [
      'a file entry without a filename',
      { command_name: 'RSpec', files: [{ coverage: [1] }] },
      /filename missing/,
    ],
    [
      'a branch list entry without a line',
      {
        meta: { simplecov_version: '0.22' },
        coverage: { 'a.rb': { lines: [1], branches: [{ coverage: 1 }] } },
      },
      /line number missing/,
    ],
  ])('rejects %s', (_name, json, message) => {
    expect(() => parseJson(simplecovParser, json)).toThrow(CorruptReportError);
    expect(() => parseJson(simplecovParser, json)).toThrow(message);
  });

  it('rejects content it would not match', () => {
    expect(() => parseJson(simplecovParser, { RSpec: 1 })).toThrow(CorruptReportError);
  });
});
