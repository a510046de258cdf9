import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LineCoverage } from '../../model/line-coverage';
import { ReportBuilder, type ParserOptions, type PathResolver } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { goParser } from './index';
import { LINE_END, addColumns, addWholeLine, lineCoverage, type LineSpans } from './line-spans';

function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

function parse(text: string, options: ParserOptions = {}, resolve?: PathResolver): ReportBuilder {
  const builder = new ReportBuilder(resolve, options);
  goParser.parse({ name: 'coverage.out', text }, builder);
  return builder;
}

function linesOf(builder: ReportBuilder, path: string): Record<number, LineCoverage> {
  const column = builder.report.files.get(path)?.column(0);
  if (!column) throw new Error(`no file ${path}`);
  const result: Record<number, LineCoverage> = {};
  column.forEach((value, line) => {
    if (value !== undefined) result[line] = value;
  });
  return result;
}

const PRICING = 'example.com/shop/pricing/pricing.go';
const INVENTORY = 'example.com/shop/inventory/inventory.go';

/**
 * pricing.go as `go test -covermode=count` measured it. Line 10 (`if price < 0 {`) ran its condition but
 * not its body, as did line 14; line 13 (`if percent <= 0 { return price, nil }`) ran both parts.
 */
const PRICING_COUNT = {
  9: 2,
  10: '1/2',
  11: 0,
  12: 0,
  13: 2,
  14: '1/2',
  15: 0,
  16: 0,
  17: 1,
  21: 3,
  22: 3,
  23: 9,
  24: 9,
  25: 6,
  27: 3,
  30: 0,
};
const INVENTORY_COUNT = {
  11: 1,
  12: 1,
  13: 1,
  16: 1,
  17: 1,
  18: 1,
  21: 1,
  22: 1,
  23: 1,
  24: 1,
  25: '1/2',
  26: 0,
  28: 1,
  30: 1,
};

describe('goParser.matches', () => {
  it('recognises profiles by their mode header or a .go: first line', () => {
    expect(goParser.matches({ name: '', text: 'mode: set\n' }, 'mode: set')).toBe(true);
    expect(goParser.matches({ name: '', text: 'a/b.go:1.2,3.4 1 0\n' }, 'a/b.go:1.2,3.4 1 0')).toBe(true);
    expect(goParser.matches({ name: '', text: 'SF:a.go\nend_of_record' }, 'SF:a.go')).toBe(false);
    expect(goParser.matches({ name: '', text: 'mode:set' }, 'mode:set')).toBe(false);
  });
});

describe('goParser on real profiles (go 1.19)', () => {
  it('reads a count-mode profile', () => {
    const builder = parse(fixture('count.coverprofile'));
    expect(linesOf(builder, PRICING)).toEqual(PRICING_COUNT);
    expect(linesOf(builder, INVENTORY)).toEqual(INVENTORY_COUNT);
    const totals = builder.report.totals();
    expect([totals.files, totals.lines, totals.hits, totals.partials, totals.misses]).toEqual([
      2, 30, 21, 3, 6,
    ]);
  });

  it('reads an atomic-mode profile like a count-mode one', () => {
    const builder = parse(fixture('atomic.coverprofile'));
    expect(linesOf(builder, PRICING)).toEqual(PRICING_COUNT);
    expect(linesOf(builder, INVENTORY)).toEqual(INVENTORY_COUNT);
  });

  it('reads a set-mode profile, where counts are 0 or 1', () => {
    const builder = parse(fixture('set.coverprofile'));
    const expected = Object.fromEntries(
      Object.entries(PRICING_COUNT).map(([line, value]) => [
        line,
        typeof value === 'number' ? Math.min(value, 1) : value,
      ]),
    );
    expect(linesOf(builder, PRICING)).toEqual(expected);
    const totals = builder.report.totals();
    expect([totals.lines, totals.hits, totals.partials, totals.misses]).toEqual([30, 21, 3, 6]);
  });

  it('takes the best count of blocks a merged -coverpkg profile repeats', () => {
    // Each test binary reports every package; the other binary's zeros must not hide real hits.
    const builder = parse(fixture('merged-coverpkg.coverprofile'));
    expect(linesOf(builder, PRICING)).toEqual(PRICING_COUNT);
    expect(linesOf(builder, INVENTORY)).toEqual(INVENTORY_COUNT);
  });

  it('turns partial lines into single hits with partials_as_hits', () => {
    const builder = parse(fixture('count.coverprofile'), { go: { partials_as_hits: true } });
    expect(linesOf(builder, PRICING)).toMatchObject({ 9: 2, 10: 1, 14: 1, 15: 0 });
    expect(linesOf(builder, INVENTORY)[25]).toBe(1);
    const totals = builder.report.totals();
    expect([totals.lines, totals.hits, totals.partials, totals.misses]).toEqual([30, 24, 0, 6]);
  });

  it('finds no lines in `go tool cover -func` output, whose lines end in %', () => {
    const text = fixture('cover-func.txt');
    expect(goParser.matches({ name: '', text }, text.slice(0, text.indexOf('\n')))).toBe(true);
    expect(parse(text).report.files.size).toBe(0);
  });
});

describe('goParser rules', () => {
  it('combines several regions on one line into hit parts over parts', () => {
    const text = [
      'mode: count',
      'a.go:1.1,1.10 1 1',
      'a.go:1.10,1.20 1 0',
      'a.go:1.20,1.30 1 4',
      'a.go:2.1,2.10 1 0',
      'a.go:2.10,2.20 1 0',
      'a.go:3.1,3.10 1 2',
      'a.go:3.15,3.20 1 5',
    ].join('\n');
    expect(linesOf(parse(text), 'a.go')).toEqual({ 1: '2/3', 2: 0, 3: 5 });
  });

  it('marks the start, middle and end lines of multi-line regions', () => {
    const text = 'mode: set\nb.go:3.10,6.2 2 1\nb.go:6.2,8.3 1 0\n';
    expect(linesOf(parse(text), 'b.go')).toEqual({ 3: 1, 4: 1, 5: 1, 6: '1/2', 7: 0, 8: 0 });
  });

  it('accepts CRLF, blank lines, repeated mode headers, extra blanks and colons in file names', () => {
    const text =
      'mode: atomic\r\n\r\nC:\\src\\c.go:1.1,1.9  1   7\r\nmode: atomic\r\nC:\\src\\c.go:2.1,2.9\t1 0\r\n';
    expect(linesOf(parse(text), 'C:\\src\\c.go')).toEqual({ 1: 7, 2: 0 });
  });

  it('asks the path resolver once per file and skips rejected files', () => {
    const asked: string[] = [];
    const resolve: PathResolver = (path) => {
      asked.push(path);
      return path.startsWith('vendor/') ? { skip: 'unmatched' } : path;
    };
    const text =
      'mode: set\nvendor/v.go:1.1,2.1 1 1\nvendor/v.go:3.1,4.1 1 1\nd.go:1.1,1.5 1 1\nvendor/v.go:5.1,5.2 1 1\n';
    const builder = parse(text, {}, resolve);
    expect(asked).toEqual(['vendor/v.go', 'd.go']);
    expect([...builder.report.files.keys()]).toEqual(['d.go']);
    expect([...builder.unmatched]).toEqual(['vendor/v.go']);
  });
});

describe('goParser on broken input', () => {
  it('reports malformed region lines with their line number', () => {
    expect(() => parse('mode: set\na.go:1.1,2.1 1 1\na.go:1.1,2 1 1\n')).toThrow(
      'Go coverprofile line 3: malformed region',
    );
    expect(() => parse('mode: set\nhello world\n')).toThrow(CorruptReportError);
    expect(() => parse('mode: set\na.go:5.1,2.1 1 1\n')).toThrow('region 5-2 is not a line range');
    expect(() => parse('mode: set\na.go:1.1,2.1 1 1 extra\n')).toThrow('unexpected text after the count');
  });

  it('rejects a profile cut in the middle of a line', () => {
    const text = fixture('count.coverprofile');
    expect(() => parse(text.slice(0, text.indexOf('inventory.go:30.2') + 20))).toThrow(CorruptReportError);
  });

  it('rejects regions spanning absurd numbers of lines instead of filling them', () => {
    const text = `mode: set\n${'a.go:1.1,999999999.1 1 1\n'.repeat(20)}`;
    expect(() => parse(text)).toThrow('regions span more lines than any source could hold');
  });

  it('ignores absurd line numbers cheaply', () => {
    const builder = parse('mode: set\na.go:1.1,1.5 1 1\na.go:999999998.1,999999998.5 1 0\n');
    expect(builder.report.files.get('a.go')?.column(0)[999999998]).toBeUndefined();
    expect(builder.report.totals().lines).toBe(1);
  });

  it('never throws anything but CorruptReportError on arbitrary text', () => {
    const number = fc.oneof(fc.nat(40).map(String), fc.constantFrom('', '-1', '1e3', '9999999999', 'x'));
    const region = fc
      .tuple(
        fc.constantFrom('a.go', 'b/c.go', '', 'C:\\d.go'),
        fc.array(number, { minLength: 6, maxLength: 6 }),
      )
      .chain(([name, [sl, sc, el, ec, stmts, count]]) =>
        fc.constantFrom(
          `${name}:${sl}.${sc},${el}.${ec} ${stmts} ${count}`,
          `${name}:${sl}.${sc},${el}.${ec}`,
        ),
      );
    const profile = fc
      .array(
        fc.oneof(region, fc.constantFrom('mode: set', 'total: 50.0%', ''), fc.string({ unit: 'binary' })),
        {
          maxLength: 30,
        },
      )
      .map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(fc.oneof(profile, fc.string({ unit: 'binary' })), (text) => {
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

describe('line span combination', () => {
  /** Column by column, as the rules are stated: the slow, obvious version. */
  function bruteForce(regions: [start: number, end: number, count: number][]): LineCoverage {
    const columns: (number | undefined)[] = [];
    for (const [start, end, count] of regions) {
      for (let column = start; column < Math.min(end, 100); column++) {
        columns[column] = Math.max(columns[column] ?? 0, count);
      }
    }
    const states: boolean[] = [];
    for (const value of columns) {
      if (value === undefined) continue;
      const hit = value > 0;
      if (states.length === 0 || states[states.length - 1] !== hit) states.push(hit);
    }
    const best = Math.max(...regions.map(([, , count]) => count));
    if (states.length <= 1) return states[0] ? best : 0;
    return `${states.filter(Boolean).length}/${states.length}`;
  }

  it('agrees with a column-by-column computation', () => {
    const region = fc
      .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3 }))
      .map(([start, width, count]): [number, number, number] => [
        start,
        width === 12 ? LINE_END : start + width,
        count,
      ]);
    fc.assert(
      fc.property(fc.array(region, { minLength: 1, maxLength: 8 }), fc.boolean(), (regions, whole) => {
        let spans: LineSpans | undefined;
        const all = [...regions];
        if (whole) {
          spans = addWholeLine(undefined, regions[0]![2]);
          all.push([0, LINE_END, regions[0]![2]]);
        }
        for (const [start, end, count] of regions) spans = addColumns(spans, start, end, count);
        expect(lineCoverage(spans!, false)).toEqual(bruteForce(all));
      }),
      { numRuns: 3000 },
    );
  });
});
