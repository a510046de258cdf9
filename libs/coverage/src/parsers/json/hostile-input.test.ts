import fc from 'fast-check';
import { ReportBuilder } from '../../model/report-builder';
import { type CoverageInput, type CoverageParser, CorruptReportError } from '../types';
import { codecovJsonParser, coveragePyParser, istanbulParser, llvmCovParser, simplecovParser } from './index';
import { fixture, jsonInput } from './test-support';

const PARSERS: [CoverageParser, string][] = [
  [istanbulParser, 'istanbul-nyc.json'],
  [istanbulParser, 'istanbul-c8.json'],
  [coveragePyParser, 'coverage-py-branch.json'],
  [llvmCovParser, 'llvm-cov-clang14.json'],
  [simplecovParser, 'simplecov-resultset.json'],
  [simplecovParser, 'simplecov-json.json'],
  [simplecovParser, 'simplecov-formatter.json'],
  [codecovJsonParser, 'codecov.json'],
];

/** Parses and reports what escaped: nothing, or a CorruptReportError; anything else fails the test. */
function outcome(parser: CoverageParser, input: CoverageInput): 'parsed' | 'corrupt' {
  try {
    parser.parse(input, new ReportBuilder());
    return 'parsed';
  } catch (error) {
    if (error instanceof CorruptReportError) return 'corrupt';
    throw error;
  }
}

const oddValues = fc.oneof(
  fc.constantFrom(
    -1,
    -0.5,
    1e308,
    -1e308,
    0,
    2 ** 53 + 1,
    'NaN',
    'Infinity',
    '',
    'ignored',
    '1/0',
    true,
    false,
    null,
  ),
  fc.constantFrom([], {}, [null], [-1], { line: -1 }, { start: {} }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Every [path, value] inside a JSON value, up to a bound. */
function slots(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  if (found.length > 2000) return found;
  if (path.length > 0) found.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => slots(item, [...path, i], found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) slots(item, [...path, key], found);
  }
  return found;
}

function replaced(json: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(json) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

describe.each(PARSERS)('%s on damaged %s', (parser, name) => {
  const original = fixture(name).json;
  const paths = slots(original);

  it('throws nothing but CorruptReportError when any value is replaced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paths.length - 1 }), oddValues, (index, value) => {
        outcome(parser, jsonInput(replaced(original, paths[index]!, value)));
      }),
      { numRuns: 300 },
    );
  });

  it('throws nothing but CorruptReportError when a value is removed', () => {
    for (const path of paths.slice(0, 400)) outcome(parser, jsonInput(replaced(original, path, undefined)));
  });
});

describe('JSON parsers on random JSON', () => {
  it('either match and parse, or throw CorruptReportError', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (json) => {
        const input = jsonInput(json);
        for (const [parser] of PARSERS) {
          parser.matches(input, '');
          outcome(parser, input);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('survive shapes close to their own', () => {
    const shapes = fc.oneof(
      fc.dictionary(
        fc.string(),
        fc.record({ statementMap: fc.jsonValue(), s: fc.jsonValue(), b: fc.jsonValue() }),
      ),
      fc.record({
        meta: fc.record({ version: fc.jsonValue() }),
        files: fc.dictionary(fc.string(), fc.jsonValue()),
      }),
      fc.record({ type: fc.constant('llvm.coverage.json.export'), data: fc.array(fc.jsonValue()) }),
      fc.dictionary(
        fc.string(),
        fc.record({ coverage: fc.dictionary(fc.string(), fc.array(fc.jsonValue())) }),
      ),
      fc.record({ coverage: fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.jsonValue())) }),
    );
    fc.assert(
      fc.property(shapes, (json) => {
        for (const [parser] of PARSERS) outcome(parser, jsonInput(json));
      }),
      { numRuns: 500 },
    );
  });
});

describe('JSON parsers on large input', () => {
  it('read a line array of millions of entries in linear time', () => {
    const lines: (number | null)[] = new Array(2_000_000).fill(null);
    lines[1_999_999] = 4;
    const builder = new ReportBuilder();
    simplecovParser.parse(jsonInput({ RSpec: { coverage: { 'a.rb': lines } } }), builder);
    codecovJsonParser.parse(jsonInput({ coverage: { 'b.py': lines } }), builder);
    expect(builder.report.files.get('a.rb')!.totals().hits).toBe(1);
  });

  it('parses a large istanbul report', () => {
    // About 16 MB: 400 files of 1,000 statements, 200 branches and 100 functions.
    const json: Record<string, unknown> = {};
    for (let f = 0; f < 400; f++) {
      const statementMap: Record<string, unknown> = {};
      const s: Record<string, number> = {};
      const branchMap: Record<string, unknown> = {};
      const b: Record<string, number[]> = {};
      const fnMap: Record<string, unknown> = {};
      const fn: Record<string, number> = {};
      for (let i = 0; i < 1000; i++) {
        statementMap[i] = { start: { line: i + 1, column: 2 }, end: { line: i + 1, column: 30 } };
        s[i] = i % 7;
      }
      for (let i = 0; i < 200; i++) {
        const loc = { start: { line: i * 5 + 1, column: 2 }, end: { line: i * 5 + 1, column: 9 } };
        branchMap[i] = { type: 'if', line: i * 5 + 1, loc, locations: [loc, loc] };
        b[i] = [i % 3, 1];
      }
      for (let i = 0; i < 100; i++) {
        fnMap[i] = {
          name: `f${i}`,
          decl: { start: { line: i * 10 + 1, column: 0 }, end: { line: i * 10 + 1, column: 5 } },
        };
        fn[i] = i % 2;
      }
      json[`/src/file${f}.js`] = { path: `/src/file${f}.js`, statementMap, s, branchMap, b, fnMap, f: fn };
    }
    const input = jsonInput(json);
    expect(input.text.length).toBeGreaterThan(10_000_000);
    const builder = new ReportBuilder();
    istanbulParser.parse(input, builder);
    expect(builder.report.totals().lines).toBe(400 * 1000);
  });
});
