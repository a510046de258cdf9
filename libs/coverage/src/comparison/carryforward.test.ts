import { Report } from '../model/report';
import { carryForward } from './carryforward';
import { parseUnifiedDiff } from './diff';
import { diffText } from './test-support';

function ancestorReport(): Report {
  const report = new Report();
  const a = report.file('a.ts');
  a.addLine(0, 1, 3);
  a.addLine(0, 2, 1);
  a.addLine(0, 3, '1/2', 'b', ['0:1']);
  a.addLine(0, 4, 2, 'm', undefined, 2);
  // Session 1 is not carried.
  a.addLine(1, 1, 9);
  a.addLine(1, 6, 1);
  report.file('old-name.ts').addLine(0, 1, 1);
  report.file('deleted.ts').addLine(0, 1, 1);
  report.file('vendor/lib.ts').addLine(0, 1, 1);
  return report;
}

/** Two lines inserted above a.ts line 1, a.ts line 2 deleted; a rename; a deletion. */
const diff = parseUnifiedDiff(
  diffText(
    'diff --git a/a.ts b/a.ts',
    '--- a/a.ts',
    '+++ b/a.ts',
    '@@ -1,2 +1,3 @@',
    '+import x',
    '+import y',
    ' line one',
    '-line two',
    'diff --git a/old-name.ts b/new-name.ts',
    'similarity index 100%',
    'rename from old-name.ts',
    'rename to new-name.ts',
    'diff --git a/deleted.ts b/deleted.ts',
    'deleted file mode 100644',
    '--- a/deleted.ts',
    '+++ /dev/null',
    '@@ -1 +0,0 @@',
    '-gone',
  ),
);

describe('carryForward', () => {
  it('moves carried lines through the diff and drops removed ones', () => {
    const carried = carryForward(
      ancestorReport(),
      new Map([[0, 5]]),
      diff,
      (path) => !path.startsWith('vendor/'),
    );
    expect([...carried.files.keys()].sort()).toEqual(['a.ts', 'new-name.ts']);
    expect([...carried.sessionIds()]).toEqual([5]);

    const a = carried.files.get('a.ts')!;
    // Base 1 → head 3 (two lines above it); base 2 was deleted; base 3 → 4 and base 4 → 5 (net +1).
    expect(a.column(5)).toEqual([undefined, undefined, undefined, 3, '1/2', 2]);
    expect(a.missingBranches(5, 4)).toEqual(['0:1']);
    expect(a.typeAt(4)).toBe('b');
    expect(a.typeAt(5)).toBe('m');
    expect(a.complexity[5]).toBe(2);
    expect(a.totals()).toMatchObject({ lines: 3, hits: 2, partials: 1, branches: 1, methods: 1 });
    expect(carried.files.get('new-name.ts')!.column(5)).toEqual([undefined, 1]);
  });

  it('keeps lines where they are without a diff', () => {
    const carried = carryForward(ancestorReport(), new Map([[1, 0]]), null);
    expect([...carried.files.keys()]).toEqual(['a.ts']);
    expect(carried.files.get('a.ts')!.column(0)).toEqual([
      undefined,
      9,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
    ]);
  });
});
