import fc from 'fast-check';
import { lineState, mergeComplexity, mergeCoverage, type LineCoverage } from './line-coverage';
import { Report } from './report';
import { decodeReport, encodeReport } from './serialize';

/*
 * The merge rules of processing-reference.md §3.3, checked against a small model written from that text:
 * pairwise values, then the missing-branch union across the reports of a line, whichever upload they came in.
 */

/** One report of a line: its value and, for branch lines, the branches it names as not taken. */
interface Reported {
  value: LineCoverage;
  missing?: string[];
}

const full = (value: string) => `${value.split('/')[1]}/${value.split('/')[1]}`;
const isFull = (value: string) => value.split('/')[0] === value.split('/')[1];

function modelPair(a: LineCoverage, b: LineCoverage): LineCoverage {
  if (a === -1 || b === -1) return -1;
  if (typeof a === 'number' && typeof b === 'number') return Math.max(a, b);
  if (typeof a === 'number') return a > 0 ? full(b as string) : b;
  if (typeof b === 'number') return b > 0 ? full(a) : a;
  if (a === b || isFull(a)) return a;
  if (isFull(b)) return b;
  const [ca, ta] = a.split('/').map(Number);
  const [cb, tb] = b.split('/').map(Number);
  return `${Math.max(ca!, cb!)}/${Math.max(ta!, tb!)}`;
}

/** The branches no report took, or undefined when a partial report did not say which it missed. */
function modelMissing(reports: Reported[]): string[] | undefined {
  if (reports.some((r) => lineState(r.value) === 'hit')) return [];
  const lists = reports.filter((r) => r.missing).map((r) => r.missing!);
  const missing = lists.length ? lists.reduce((a, b) => a.filter((id) => b.includes(id))) : undefined;
  // Named lists that already took every branch need nothing from the others.
  if (missing?.length === 0) return missing;
  return reports.some((r) => !r.missing && lineState(r.value) === 'partial') ? undefined : missing;
}

/** Reports merged as one: a session from its reports, then the line from its sessions. */
function modelMerge(reports: Reported[]): Reported {
  if (reports.length === 1) return reports[0]!;
  const value = reports.map((r) => r.value).reduce(modelPair);
  const missing = modelMissing(reports);
  if (!missing) return { value };
  if (typeof value !== 'string') return { value, missing };
  const total = Number(value.split('/')[1]);
  return { value: `${Math.max(0, total - missing.length)}/${total}`, missing };
}

const modelLine = (sessions: Reported[][]) => modelMerge(sessions.map(modelMerge)).value;

/** Reports of one branch line with `total` branches: hit counts, or taken branches named or not. */
const reported = (total: number): fc.Arbitrary<Reported> => {
  const ids = Array.from({ length: total }, (_, i) => `0:${i}`);
  return fc.oneof(
    { weight: 2, arbitrary: fc.nat(3).map((hits): Reported => ({ value: hits })) },
    { weight: 1, arbitrary: fc.constant<Reported>({ value: -1 }) },
    {
      weight: 5,
      arbitrary: fc.tuple(fc.subarray(ids), fc.boolean()).map(([taken, named]): Reported => {
        const value = `${taken.length}/${total}`;
        const missing = ids.filter((id) => !taken.includes(id));
        return named && missing.length > 0 ? { value, missing } : { value };
      }),
    },
  );
};

/** Uploads, each with one or two reports of line 1 (two files of one upload naming the same source). */
const uploads = fc
  .integer({ min: 1, max: 4 })
  .chain((total) =>
    fc.array(fc.array(reported(total), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 4 }),
  );

function reportOf(sessions: Reported[][], order: number[]): Report {
  let report = new Report();
  for (const id of order) {
    const upload = new Report();
    const file = upload.file('a.c');
    for (const { value, missing } of sessions[id]!)
      file.addLine(id, 1, value, typeof value === 'string' ? 'b' : undefined, missing);
    // Each upload lands on the stored report, as processing does.
    report = decodeReport(encodeReport(report));
    report.merge(upload);
  }
  return report;
}

const coverageValue = fc.oneof(
  fc.nat(5),
  fc.constant(-1),
  fc.integer({ min: 1, max: 4 }).chain((t) => fc.nat(t).map((c) => `${c}/${t}`)),
);
const rank = (value: LineCoverage) => ({ miss: 0, partial: 1, hit: 2, skipped: 3 })[lineState(value)];

describe('merging coverage values (§3.3)', () => {
  it.each<[LineCoverage | undefined, LineCoverage | undefined, LineCoverage | undefined, string]>([
    [undefined, '1/2', '1/2', 'null with X is X'],
    [-1, '2/2', -1, 'ignored wins'],
    [4, -1, -1, 'ignored wins over hits'],
    [2, 7, 7, 'hit counts take the max, never the sum'],
    [0, 0, 0, 'two misses stay a miss'],
    [1, '1/2', '2/2', 'a hit number makes every branch taken'],
    [0, '1/3', '1/3', 'a missed number keeps the branches'],
    ['1/2', '1/2', '1/2', 'identical branches stay'],
    ['2/2', '1/2', '2/2', 'fully covered wins'],
    ['0/3', '3/3', '3/3', 'fully covered wins over a miss'],
    ['1/4', '2/3', '2/4', 'element-wise max of numerator and denominator'],
    ['0/2', '1/2', '1/2', 'a partial beats a miss'],
  ])('%p with %p is %p (%s)', (a, b, expected) => {
    expect(mergeCoverage(a, b)).toEqual(expected);
    expect(mergeCoverage(b, a)).toEqual(expected);
  });

  it('is commutative, and associative in the line state (in the value too when totals agree)', () => {
    fc.assert(
      fc.property(coverageValue, coverageValue, coverageValue, (a, b, c) => {
        expect(mergeCoverage(a, b)).toEqual(mergeCoverage(b, a));
        const left = mergeCoverage(mergeCoverage(a, b), c)!;
        const right = mergeCoverage(a, mergeCoverage(b, c))!;
        expect(lineState(left)).toBe(lineState(right));
        const totals = [a, b, c].filter((v) => typeof v === 'string').map((v) => String(v).split('/')[1]);
        if (new Set(totals).size <= 1) expect(left).toEqual(right);
      }),
    );
  });

  it('merges complexity as the max, element-wise for (covered, total)', () => {
    expect(mergeComplexity(3, 5)).toBe(5);
    expect(mergeComplexity([1, 4], [2, 3])).toEqual([2, 4]);
    expect(mergeComplexity(undefined, [1, 2])).toEqual([1, 2]);
  });

  it('never lowers a line: the merge is at least as covered as either side, and idempotent', () => {
    fc.assert(
      fc.property(coverageValue, coverageValue, (a, b) => {
        const merged = mergeCoverage(a, b)!;
        expect(rank(merged)).toBeGreaterThanOrEqual(Math.max(rank(a), rank(b)));
        expect(mergeCoverage(a, a)).toEqual(a);
      }),
    );
  });
});

describe('merging sessions of a line (§3.3)', () => {
  const line = (sessions: Reported[][]) =>
    reportOf(
      sessions,
      sessions.map((_, i) => i),
    )
      .file('a.c')
      .lines()[1];

  it.each<[string, Reported[][], LineCoverage]>([
    [
      'fully covered in one upload, partial in another',
      [[{ value: '2/2' }], [{ value: '1/2', missing: ['0:1'] }]],
      '2/2',
    ],
    ['the same, the partial upload first', [[{ value: '1/2', missing: ['0:1'] }], [{ value: '2/2' }]], '2/2'],
    [
      'covered by one of two files of an upload, then partial in the next upload',
      [[{ value: '2/2' }, { value: '1/2', missing: ['0:1'] }], [{ value: '1/2', missing: ['0:1'] }]],
      '2/2',
    ],
    [
      'partial first, then hit by a plain count in the same upload',
      [[{ value: '1/2', missing: ['0:1'] }, { value: 3 }], [{ value: '1/2', missing: ['0:1'] }]],
      '2/2',
    ],
    [
      'each upload took the other branch',
      [[{ value: '1/2', missing: ['0:1'] }], [{ value: '1/2', missing: ['0:0'] }]],
      '2/2',
    ],
    [
      'named missing branches intersect',
      [[{ value: '2/4', missing: ['0:2', '0:3'] }], [{ value: '2/4', missing: ['0:0', '0:3'] }]],
      '3/4',
    ],
    ['a hit count against branches', [[{ value: 3 }], [{ value: '1/2', missing: ['0:1'] }]], '2/2'],
    ['a missed count keeps the branches', [[{ value: 0 }], [{ value: '1/2', missing: ['0:1'] }]], '1/2'],
    [
      'an upload that missed the line takes nothing from the union',
      [[{ value: 0 }], [{ value: '1/2', missing: ['0:1'] }], [{ value: '1/2', missing: ['0:0'] }]],
      '2/2',
    ],
    [
      'a partial without named branches leaves the union unknown',
      [[{ value: '1/2' }], [{ value: '1/2', missing: ['0:1'] }]],
      '1/2',
    ],
    [
      'uploads that took every branch between them need nothing from one that names none',
      [[{ value: '1/2' }], [{ value: '1/2', missing: ['0:1'] }], [{ value: '1/2', missing: ['0:0'] }]],
      '2/2',
    ],
    [
      'two files of one upload union their branches, beside an upload that names none',
      [
        [{ value: '1/4' }],
        [
          { value: '1/4', missing: ['0:0', '0:1', '0:2'] },
          { value: '1/4', missing: ['0:0', '0:1', '0:3'] },
        ],
      ],
      '2/4',
    ],
    ['ignored wins', [[{ value: -1 }], [{ value: '2/2' }]], -1],
  ])('%s', (_name, sessions, expected) => {
    expect(line(sessions)).toEqual(expected);
    expect(modelLine(sessions)).toEqual(expected);
  });

  it('matches the model for any reports, uploads and arrival order, through storage', () => {
    fc.assert(
      fc.property(
        uploads.chain((sessions) =>
          fc.tuple(
            fc.constant(sessions),
            fc.shuffledSubarray(
              sessions.map((_, i) => i),
              { minLength: sessions.length },
            ),
          ),
        ),
        ([sessions, order]) => {
          const file = reportOf(sessions, order).file('a.c');
          expect(file.lines()[1]).toEqual(modelLine(sessions));
          // A flag view over one upload is that upload alone.
          expect(file.lines(new Set([0]))[1]).toEqual(modelLine([sessions[0]!]));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('totals count a line covered in any upload as a hit, partials as not covered (§3.4)', () => {
    const report = new Report();
    const file = report.file('calc.c');
    for (let line = 1; line <= 17; line++) file.addLine(0, line, line <= 11 ? 1 : 0);
    file.addLine(0, 12, '2/2', 'b');
    file.addLine(0, 13, '2/2', 'b');
    file.addLine(1, 12, '1/2', 'b', ['0:1']);
    file.addLine(1, 13, '1/2', 'b', ['0:0']);
    file.addLine(1, 14, '1/2', 'b', ['0:0']);
    expect(report.totals()).toMatchObject({ lines: 17, hits: 13, partials: 1, misses: 3 });
    expect(report.totals().coverage).toBeCloseTo(76.47059, 5);
  });
});
