import fc from 'fast-check';
import { lineState, mergeCoverage, type LineCoverage } from './line-coverage';
import { Report } from './report';
import { decodeReport, encodeReport } from './serialize';
import { roundCoverage } from './totals';

describe('mergeCoverage (reference merge rules)', () => {
  it.each<[LineCoverage | undefined, LineCoverage | undefined, LineCoverage | undefined]>([
    [undefined, 3, 3],
    [2, 5, 5],
    [0, 0, 0],
    [-1, 5, -1],
    [3, '1/4', '4/4'],
    [0, '1/4', '1/4'],
    ['1/4', '2/3', '2/4'],
    ['2/2', '1/2', '2/2'],
    ['1/2', '1/2', '1/2'],
  ])('%p with %p is %p', (a, b, expected) => {
    expect(mergeCoverage(a, b)).toEqual(expected);
    expect(mergeCoverage(b, a)).toEqual(expected);
  });

  it('classifies lines: branches all taken is a hit, none a miss, some a partial', () => {
    expect(
      ['3', '2/2', '0/2', '1/2', '-1'].map((v) => lineState(Number.isNaN(Number(v)) ? v : Number(v))),
    ).toEqual(['hit', 'hit', 'miss', 'partial', 'skipped']);
  });
});

describe('Report', () => {
  it('unions the taken branches of sessions when both name their missing branches', () => {
    const report = new Report();
    const file = report.file('a.c');
    file.addLine(0, 4, '2/4', 'b', ['0:2', '0:3']);
    file.addLine(1, 4, '2/4', 'b', ['0:0', '0:3']);
    expect(file.lines()[4]).toBe('3/4');
    expect(file.lines(new Set([0]))[4]).toBe('2/4');
  });

  it('tells whether two folds cover a file alike, by session subsets', () => {
    const a = new Report().file('a.ts');
    a.addLine(0, 1, 1);
    a.addLine(1, 2, 0);
    const b = new Report().file('a.ts');
    b.addLine(5, 1, 1);
    expect(a.sameCoverageAs(b)).toBe(false);
    expect(a.sameCoverageAs(b, new Set([0]))).toBe(true);
    expect(a.sameCoverageAs(b, new Set([1]))).toBe(false);
  });

  it('removes sessions, and files no session covers any more', () => {
    const report = new Report();
    report.file('a.ts').addLine(0, 1, 0);
    report.file('a.ts').addLine(1, 1, 3);
    report.file('b.ts').addLine(1, 1, 1);
    expect(report.file('a.ts').lines()[1]).toBe(3);
    report.removeSessions(new Set([1]));
    expect(report.file('a.ts').lines()[1]).toBe(0);
    expect([...report.files.keys()]).toEqual(['a.ts']);
    expect(report.sessionIds()).toEqual(new Set([0]));
  });

  it('computes totals with partials as not covered and coverage unrounded', () => {
    const report = new Report();
    const file = report.file('src/a.ts');
    file.addLine(0, 1, 1);
    file.addLine(0, 2, 0);
    file.addLine(0, 3, '1/2', 'b');
    const totals = report.totals();
    expect(totals).toMatchObject({
      files: 1,
      lines: 3,
      hits: 1,
      misses: 1,
      partials: 1,
      branches: 1,
      sessions: 1,
    });
    expect(totals.coverage).toBeCloseTo(33.333333333, 8);
  });

  it('rounds only for display, by precision and mode', () => {
    expect(roundCoverage(57.14285, 2, 'down')).toBe(57.14);
    expect(roundCoverage(57.14585, 2, 'up')).toBe(57.15);
    expect(roundCoverage(2.125, 2, 'nearest')).toBe(2.12);
    expect(roundCoverage(57.3, 1, 'down')).toBe(57.3);
  });
});

const coverageValue = fc.oneof(
  fc.integer({ min: 0, max: 50 }),
  fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }))
    .map(([a, b]) => `${Math.min(a, b)}/${b}`),
);

/** A session: some lines of some files with coverage values. */
const session = fc.array(
  fc.record({
    file: fc.constantFrom('a.js', 'b/c.py', 'd.go'),
    line: fc.integer({ min: 1, max: 30 }),
    coverage: coverageValue,
  }),
  { maxLength: 40 },
);

function reportOf(sessions: Array<Array<{ file: string; line: number; coverage: LineCoverage }>>): Report {
  const report = new Report();
  sessions.forEach((lines, id) => {
    const single = new Report();
    for (const { file, line, coverage } of lines) single.file(file).addLine(id, line, coverage);
    report.merge(single);
  });
  return report;
}

function merged(report: Report) {
  return [...report.files.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, file]) => [path, file.lines().map((v) => v ?? null)]);
}

describe('merge properties', () => {
  it('is commutative and associative: the order sessions arrive in does not change the result', () => {
    fc.assert(
      fc.property(fc.array(session, { minLength: 1, maxLength: 5 }), fc.integer(), (sessions, seed) => {
        const shuffled = [...sessions.entries()].sort(
          ([a], [b]) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13),
        );
        const forward = reportOf(sessions);
        const reordered = new Report();
        for (const [id, lines] of shuffled) {
          const single = new Report();
          for (const { file, line, coverage } of lines) single.file(file).addLine(id, line, coverage);
          reordered.merge(single);
        }
        expect(merged(reordered)).toEqual(merged(forward));
        expect(reordered.totals()).toEqual(forward.totals());
      }),
    );
  });

  it('is idempotent for identical sessions: the same data twice gives the same coverage', () => {
    fc.assert(
      fc.property(session, (lines) => {
        const once = reportOf([lines]);
        const twice = reportOf([lines, lines]);
        expect(merged(twice)).toEqual(merged(once));
        const { sessions: _a, ...onceTotals } = once.totals();
        const { sessions: _b, ...twiceTotals } = twice.totals();
        expect(twiceTotals).toEqual(onceTotals);
      }),
    );
  });

  it('survives storage: decode(encode(report)) has the same lines and totals', () => {
    fc.assert(
      fc.property(fc.array(session, { maxLength: 4 }), (sessions) => {
        const report = reportOf(sessions);
        const copy = decodeReport(encodeReport(report));
        expect(merged(copy)).toEqual(merged(report));
        expect(copy.totals()).toEqual(report.totals());
      }),
    );
  });
});

describe('storage of far-apart lines', () => {
  it('stores a column with a few distant lines compactly and reads it back', () => {
    const report = new Report();
    report.file('big.c').addLine(0, 3, 1);
    report.file('big.c').addLine(0, 5_000_000, '1/2', 'b');
    const text = encodeReport(report);
    expect(text.length).toBeLessThan(200);
    const copy = decodeReport(text);
    expect(copy.file('big.c').coverageAt(5_000_000)).toBe('1/2');
    expect(copy.totals()).toMatchObject({ lines: 2, hits: 1, partials: 1, branches: 1 });
  });
});
