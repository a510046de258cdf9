import fc from 'fast-check';
import type { LineCoverage } from '../model/line-coverage';
import { Report } from '../model/report';
import { compareReports, fileTotals, missesCount, viewTotals } from './compare';
import { parseUnifiedDiff } from './diff';
import { diffText, reportOf } from './test-support';

/** A pull that inserts three lines into src/app.ts after line 2 and adds src/new.ts. */
const pullDiff = parseUnifiedDiff(
  diffText(
    'diff --git a/src/app.ts b/src/app.ts',
    '--- a/src/app.ts',
    '+++ b/src/app.ts',
    '@@ -1,3 +1,6 @@',
    ' one',
    ' two',
    '+three',
    '+four',
    '+five',
    ' six',
    'diff --git a/src/new.ts b/src/new.ts',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/src/new.ts',
    '@@ -0,0 +1,3 @@',
    '+a',
    '+b',
    '+// ignored',
  ),
);
const pullBase = reportOf({ 0: { 'src/app.ts': { 1: 1, 2: 1, 3: 0, 4: 1, 5: 1 } } });
const pullHead = reportOf({
  0: {
    // Base lines 3, 4, 5 moved to 6, 7, 8 with the same marks; 3, 4, 5 are new: hit, miss, partial.
    'src/app.ts': { 1: 1, 2: 1, 3: 2, 4: 0, 5: '1/2', 6: 0, 7: 1, 8: 1 },
    'src/new.ts': { 1: 1, 2: 4, 3: -1 },
  },
});

describe('compareReports', () => {
  it('computes patch coverage over added lines with coverage', () => {
    const comparison = compareReports({ report: pullBase }, { report: pullHead }, pullDiff);
    // Added lines: app 3 (hit), 4 (miss), 5 (partial); new 1, 2 (hits), 3 (skipped, not counted).
    // 3 hits of 5 coverable lines = 60 %.
    expect(comparison.patchTotals).toMatchObject({
      files: 2,
      lines: 5,
      hits: 3,
      misses: 1,
      partials: 1,
      coverage: 60,
    });
    // Base: 4 hits of 5 = 80 %. Head: app 5 of 8 plus new 2 of 2 = 7 of 10 = 70 %.
    expect(comparison.baseTotals).toMatchObject({ files: 1, lines: 5, hits: 4, coverage: 80 });
    expect(comparison.headTotals).toMatchObject({ files: 2, lines: 10, hits: 7, coverage: 70 });
    expect(comparison.directChangedFilesCount).toBe(2);
    expect(comparison.indirectChangedFilesCount).toBe(0);

    const [app, added] = comparison.files;
    expect(app).toMatchObject({
      headPath: 'src/app.ts',
      basePath: 'src/app.ts',
      isNewFile: false,
      isRenamedFile: false,
      inDiff: true,
      missedLines: [4, 5],
      indirectChanges: [],
      indirectMissedLines: [],
    });
    // A direct change counts its added misses and partials.
    expect(missesCount(app!)).toBe(2);
    // 5/8 = 62.5 % against 80 %.
    expect(app!.changeCoverage).toBeCloseTo(-17.5, 10);
    expect(app!.patchTotals).toMatchObject({ lines: 3, hits: 1, misses: 1, partials: 1, branches: 1 });
    expect(added).toMatchObject({
      headPath: 'src/new.ts',
      basePath: null,
      isNewFile: true,
      baseTotals: null,
    });
    expect(added!.patchTotals).toMatchObject({ lines: 2, hits: 2, coverage: 100 });
    expect(added!.changeCoverage).toBeNull();
  });

  it('finds the coverage a deleted test leaves behind on untouched files', () => {
    const base = reportOf({
      0: {
        'src/util.ts': { 1: 1, 2: 3, 3: 0 },
        'src/other.ts': { 1: 1, 2: 0 },
      },
    });
    const head = reportOf({
      0: {
        'src/util.ts': { 1: 1, 2: 0, 3: 0 },
        'src/generated.ts': { 1: 1 },
      },
    });
    const diff = parseUnifiedDiff(
      diffText(
        'diff --git a/tests/util.test.ts b/tests/util.test.ts',
        'deleted file mode 100644',
        '--- a/tests/util.test.ts',
        '+++ /dev/null',
        '@@ -1,2 +0,0 @@',
        '-test(one)',
        '-test(two)',
      ),
    );
    const comparison = compareReports({ report: base }, { report: head }, diff);
    // The test file has no coverage, so nothing is a direct change.
    expect(comparison.directChangedFilesCount).toBe(0);
    expect(comparison.indirectChangedFilesCount).toBe(3);
    expect(comparison.patchTotals).toMatchObject({ lines: 0, coverage: null });
    const byName = new Map(comparison.files.map((file) => [file.headPath ?? file.basePath, file]));
    expect(byName.get('src/util.ts')!.indirectChanges).toEqual([
      { baseLine: 2, headLine: 2, before: 'H', after: 'M' },
    ]);
    expect(byName.get('src/util.ts')!.inDiff).toBe(false);
    // An indirect change counts the lines head now misses: line 2 went from hit to miss.
    expect(byName.get('src/util.ts')!.indirectMissedLines).toEqual([2]);
    expect(missesCount(byName.get('src/util.ts')!)).toBe(1);
    // Coverage appeared without code: the whole file is a new change.
    expect(byName.get('src/generated.ts')).toMatchObject({
      isNewFile: true,
      indirectChanges: [{ baseLine: null, headLine: 1, before: null, after: 'H' }],
    });
    // The report lost a file the diff did not delete.
    expect(byName.get('src/other.ts')).toMatchObject({
      headPath: null,
      isDeletedFile: true,
      headTotals: null,
      indirectChanges: [
        { baseLine: 1, headLine: null, before: 'H', after: null },
        { baseLine: 2, headLine: null, before: 'M', after: null },
      ],
    });
    // Lines that left the report are not head misses.
    expect(missesCount(byName.get('src/other.ts')!)).toBe(0);
    expect(missesCount(byName.get('src/generated.ts')!)).toBe(0);
  });

  it('counts a file both in the diff and indirectly changed as the table listing it asks', () => {
    const base = reportOf({ 0: { 'src/app.ts': { 1: 1, 2: 1, 3: 1, 4: 0 } } });
    // Line 2 is added (a miss); base lines 2, 3 moved to 3, 4 and both lost their hit; 4 became 5, a hit.
    const head = reportOf({ 0: { 'src/app.ts': { 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 } } });
    const diff = parseUnifiedDiff(
      diffText(
        'diff --git a/src/app.ts b/src/app.ts',
        '--- a/src/app.ts',
        '+++ b/src/app.ts',
        '@@ -1,2 +1,3 @@',
        ' one',
        '+added',
        ' two',
      ),
    );
    const [app] = compareReports({ report: base }, { report: head }, diff).files;
    expect(app).toMatchObject({ inDiff: true, missedLines: [2], indirectMissedLines: [3, 4] });
    expect(app!.indirectChanges.map((change) => [change.headLine, change.before, change.after])).toEqual([
      [3, 'H', 'M'],
      [4, 'H', 'M'],
      [5, 'M', 'H'],
    ]);
    expect(missesCount(app!)).toBe(1);
    expect(missesCount(app!, 'direct')).toBe(1);
    expect(missesCount(app!, 'indirect')).toBe(2);
  });

  it('compares a renamed file with its old path', () => {
    const base = reportOf({
      0: { 'old.ts': { 1: 1, 2: 0, 3: 1 }, 'same.ts': { 1: 1 }, 'drift.ts': { 1: 1 } },
    });
    const head = reportOf({
      0: { 'new.ts': { 1: 1, 2: 1, 3: 1 }, 'moved/same.ts': { 1: 1 }, 'moved/drift.ts': { 1: 0 } },
    });
    const diff = parseUnifiedDiff(
      diffText(
        'diff --git a/old.ts b/new.ts',
        'similarity index 80%',
        'rename from old.ts',
        'rename to new.ts',
        '--- a/old.ts',
        '+++ b/new.ts',
        '@@ -1,3 +1,3 @@',
        ' a',
        '-b',
        '+B',
        ' c',
        'diff --git a/same.ts b/moved/same.ts',
        'similarity index 100%',
        'rename from same.ts',
        'rename to moved/same.ts',
        'diff --git a/drift.ts b/moved/drift.ts',
        'similarity index 100%',
        'rename from drift.ts',
        'rename to moved/drift.ts',
      ),
    );
    const comparison = compareReports({ report: base }, { report: head }, diff);
    // same.ts moved with unchanged coverage, so it is not impacted.
    expect(comparison.files.map((file) => file.headPath)).toEqual(['moved/drift.ts', 'new.ts']);
    expect(comparison.files[1]).toMatchObject({
      basePath: 'old.ts',
      isRenamedFile: true,
      isNewFile: false,
      inDiff: true,
      indirectChanges: [],
      missedLines: [],
    });
    expect(comparison.files[1]!.patchTotals).toMatchObject({ lines: 1, hits: 1, coverage: 100 });
    expect(comparison.files[0]).toMatchObject({
      basePath: 'drift.ts',
      isRenamedFile: true,
      inDiff: false,
      indirectChanges: [{ baseLine: 1, headLine: 1, before: 'H', after: 'M' }],
    });
    expect(comparison.directChangedFilesCount).toBe(1);
    expect(comparison.indirectChangedFilesCount).toBe(1);
  });

  it('lists a deleted file as a direct change', () => {
    const base = reportOf({ 0: { 'gone.ts': { 1: 1, 2: 0 }, 'kept.ts': { 1: 1 } } });
    const head = reportOf({ 0: { 'kept.ts': { 1: 1 } } });
    const diff = parseUnifiedDiff(
      diffText(
        'diff --git a/gone.ts b/gone.ts',
        'deleted file mode 100644',
        '--- a/gone.ts',
        '+++ /dev/null',
        '@@ -1,2 +0,0 @@',
        '-x',
        '-y',
      ),
    );
    const comparison = compareReports({ report: base }, { report: head }, diff);
    expect(comparison.files).toHaveLength(1);
    expect(comparison.files[0]).toMatchObject({
      headPath: null,
      basePath: 'gone.ts',
      isDeletedFile: true,
      inDiff: true,
      headTotals: null,
      patchTotals: null,
      indirectChanges: [],
    });
    expect(comparison.files[0]!.baseTotals).toMatchObject({ lines: 2, hits: 1, coverage: 50 });
    expect(comparison.directChangedFilesCount).toBe(1);
  });

  it('without a diff lists changed files but counts nothing as direct or indirect', () => {
    const comparison = compareReports({ report: pullBase }, { report: pullHead }, null);
    expect(comparison.diffAvailable).toBe(false);
    expect(comparison.patchTotals).toBeNull();
    expect(comparison.directChangedFilesCount).toBe(0);
    expect(comparison.indirectChangedFilesCount).toBe(0);
    const [app, added] = comparison.files;
    // Lines compared by number: 3 (M→H), 4 (H→M), 5 (H→P) differ; 6, 7, 8 appear.
    expect(app!.indirectChanges.map((change) => [change.headLine, change.before, change.after])).toEqual([
      [3, 'M', 'H'],
      [4, 'H', 'M'],
      [5, 'H', 'P'],
      [6, null, 'M'],
      [7, null, 'H'],
      [8, null, 'H'],
    ]);
    expect(app).toMatchObject({
      inDiff: false,
      patchTotals: null,
      missedLines: [],
      indirectMissedLines: [4, 6],
    });
    expect(added).toMatchObject({ headPath: 'src/new.ts', isNewFile: true, inDiff: false });
  });

  it('compares views: only their sessions and files', () => {
    const base = reportOf({ 0: { 'a.ts': { 1: 1 }, 'b.ts': { 1: 1 } }, 1: { 'a.ts': { 2: 1 } } });
    const head = reportOf({ 0: { 'a.ts': { 1: 1 }, 'b.ts': { 1: 0 } }, 1: { 'a.ts': { 2: 0 } } });
    const onlyA = (path: string) => path === 'a.ts';
    const comparison = compareReports(
      { report: base, sessions: new Set([0]), includePath: onlyA },
      { report: head, sessions: new Set([0]), includePath: onlyA },
      parseUnifiedDiff(''),
    );
    // Session 1 lost its hit on a.ts line 2 and b.ts lost one, but neither is in the view.
    expect(comparison.files).toEqual([]);
    expect(comparison.headTotals).toMatchObject({ files: 1, lines: 1, hits: 1, sessions: 1 });
  });
});

describe('view totals', () => {
  const report = reportOf({
    0: { 'a.ts': { 1: 1, 2: 0 }, 'b.ts': { 1: 0 } },
    1: { 'a.ts': { 2: 5 }, 'c.ts': { 1: -1 } },
  });

  it('sums the included files over the chosen sessions', () => {
    // Session 0 only, a.ts only: 1 hit of 2.
    expect(
      viewTotals({ report, sessions: new Set([0]), includePath: (path) => path === 'a.ts' }),
    ).toMatchObject({
      files: 1,
      lines: 2,
      hits: 1,
      coverage: 50,
      sessions: 1,
    });
    // Every session, every file: a.ts 2 of 2, b.ts 0 of 1 (c.ts only skipped lines) = 2 of 3.
    expect(viewTotals({ report })).toMatchObject({ files: 2, lines: 3, hits: 2, sessions: 2 });
  });

  it('gives file totals only where the view has data', () => {
    expect(fileTotals({ report, sessions: new Set([1]) }, 'b.ts')).toBeNull();
    expect(fileTotals({ report, includePath: () => false }, 'a.ts')).toBeNull();
    expect(fileTotals({ report, sessions: new Set([1]) }, 'a.ts')).toMatchObject({ lines: 1, hits: 1 });
  });
});

const coverageValue = fc.constantFrom<LineCoverage>(0, 1, 7, -1, '0/2', '1/2', '2/2');
const reportArbitrary = fc
  .array(
    fc.record({
      session: fc.integer({ min: 0, max: 3 }),
      path: fc.constantFrom('a.ts', 'src/b.ts', 'src/c/d.py'),
      line: fc.integer({ min: 1, max: 40 }),
      coverage: coverageValue,
    }),
    { maxLength: 80 },
  )
  .map((entries) => {
    const report = new Report();
    for (const { session, path, line, coverage } of entries)
      report.file(path).addLine(session, line, coverage);
    return report;
  });

describe('compareReports properties', () => {
  it('finds nothing impacted between a report and itself with an empty diff', () => {
    fc.assert(
      fc.property(reportArbitrary, fc.option(fc.subarray([0, 1, 2, 3])), (report, sessions) => {
        const view = sessions ? { report, sessions: new Set(sessions) } : { report };
        const comparison = compareReports(view, view, parseUnifiedDiff(''));
        expect(comparison.files).toEqual([]);
        expect(comparison.patchTotals!.lines).toBe(0);
        expect(comparison.headTotals).toEqual(comparison.baseTotals);
      }),
    );
  });
});
