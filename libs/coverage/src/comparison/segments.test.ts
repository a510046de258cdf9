import { parseUnifiedDiff } from './diff';
import { fileSegments } from './segments';
import { diffText, reportOf, uniformLines } from './test-support';

/** src/a.ts has 20 lines; the diff rewrites line 3 and line 9. */
const diff = parseUnifiedDiff(
  diffText(
    'diff --git a/src/a.ts b/src/a.ts',
    '--- a/src/a.ts',
    '+++ b/src/a.ts',
    '@@ -2,3 +2,3 @@',
    ' two',
    '-three',
    '+THREE',
    ' four',
    '@@ -8,3 +8,3 @@',
    ' eight',
    '-nine',
    '+NINE',
    ' ten',
  ),
);
const diffFile = diff.files.get('src/a.ts')!;

const base = reportOf({ 0: { 'src/a.ts': uniformLines(20, 1) } });
// Head loses hits on line 4 (inside the first hunk) and on lines 13 and 19 (outside every hunk).
const head = reportOf({
  0: { 'src/a.ts': { ...uniformLines(20, 1), 4: 0, 13: 0, 19: 0 } },
  1: { 'src/a.ts': { 2: 1, 3: '1/2' } },
});

describe('fileSegments', () => {
  it('shows the hunks and the indirect changes around them', () => {
    const segments = fileSegments({ report: base }, { report: head }, 'src/a.ts', 'src/a.ts', diffFile);
    expect(segments.map((segment) => [segment.header, segment.hasUnintendedChanges])).toEqual([
      ['@@ -2,3 +2,3 @@', true],
      ['@@ -8,3 +8,3 @@', false],
      // Line 13 ± 3 starts right after the second hunk (line 11) and merges with line 19 ± 3, cut at line 20.
      ['@@ -11,10 +11,10 @@', true],
    ]);

    const [first, , changes] = segments;
    expect(first!.lines).toEqual([
      {
        baseNumber: 2,
        headNumber: 2,
        content: 'two',
        kind: 'context',
        baseCoverage: 'H',
        headCoverage: 'H',
        hitSessionIds: [0, 1],
        hitCount: 2,
      },
      {
        baseNumber: 3,
        headNumber: null,
        content: 'three',
        kind: 'removed',
        baseCoverage: 'H',
        headCoverage: null,
        hitSessionIds: [],
        hitCount: 0,
      },
      {
        baseNumber: null,
        headNumber: 3,
        content: 'THREE',
        kind: 'added',
        baseCoverage: null,
        // Folded: session 0 hit it, so the line is a hit; session 1's partial still counts as hitting it.
        headCoverage: 'H',
        hitSessionIds: [0, 1],
        hitCount: 2,
      },
      {
        baseNumber: 4,
        headNumber: 4,
        content: 'four',
        kind: 'context',
        baseCoverage: 'H',
        headCoverage: 'M',
        hitSessionIds: [],
        hitCount: 0,
      },
    ]);
    expect(changes!.lines.map((line) => line.headNumber)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(changes!.lines.every((line) => line.content === null && line.kind === 'context')).toBe(true);
    expect(changes!.lines.filter((line) => line.headCoverage === 'M').map((line) => line.headNumber)).toEqual(
      [13, 19],
    );
  });

  it('keeps only segments with unintended changes when asked, with the chosen context', () => {
    const segments = fileSegments({ report: base }, { report: head }, 'src/a.ts', 'src/a.ts', diffFile, {
      onlyUnintended: true,
      context: 1,
    });
    expect(segments.map((segment) => segment.header)).toEqual([
      '@@ -2,3 +2,3 @@',
      '@@ -12,3 +12,3 @@',
      '@@ -18,3 +18,3 @@',
    ]);
  });

  it('shows only change segments without a diff entry, mapping nothing', () => {
    const segments = fileSegments({ report: base }, { report: head }, 'src/a.ts', 'src/a.ts', null, {
      context: 0,
    });
    expect(segments.map((segment) => segment.header)).toEqual([
      '@@ -4,1 +4,1 @@',
      '@@ -13,1 +13,1 @@',
      '@@ -19,1 +19,1 @@',
    ]);
  });

  it('numbers change segments on both sides when lines moved', () => {
    // Two lines inserted at the top: base line 5 is head line 7, and it lost its hit.
    const inserted = parseUnifiedDiff(
      diffText('--- a/m.ts', '+++ b/m.ts', '@@ -1,1 +1,3 @@', '+x', '+y', ' one'),
    ).files.get('m.ts')!;
    const movedBase = reportOf({ 0: { 'm.ts': uniformLines(10, 1) } });
    const movedHead = reportOf({ 0: { 'm.ts': { 1: 1, 2: 1, ...uniformLines(12, 1), 7: 0 } } });
    const segments = fileSegments({ report: movedBase }, { report: movedHead }, 'm.ts', 'm.ts', inserted, {
      onlyUnintended: true,
      context: 1,
    });
    expect(segments).toHaveLength(1);
    expect(segments[0]!.header).toBe('@@ -4,3 +6,3 @@');
    expect(
      segments[0]!.lines.map((line) => [
        line.baseNumber,
        line.headNumber,
        line.baseCoverage,
        line.headCoverage,
      ]),
    ).toEqual([
      [4, 6, 'H', 'H'],
      [5, 7, 'H', 'M'],
      [6, 8, 'H', 'H'],
    ]);
  });
});
