// Mock GraphQL data (as the schema shapes it) for file coverage, impacted files and file diffs.

type Overrides = Record<string, unknown>;

/** `File` of `coverageFile(path:)`: six lines of source, lines 1 and 3 hit, 4 partial, 5 missed. */
export function coverageFileFixture(overrides: Overrides = {}) {
  return {
    content: [
      'import { x } from "y";',
      '',
      'export function run(a) {',
      '  if (a) return 1;',
      '  return 2;',
      '}',
    ].join('\n'),
    hashedPath: 'd41d8cd98f00b204e9800998ecf8427e',
    coverage: [
      { line: 1, coverage: 'H' },
      { line: 3, coverage: 'H' },
      { line: 4, coverage: 'P' },
      { line: 5, coverage: 'M' },
    ],
    hitCounts: [
      { line: 1, hitCount: 2, hitUploadIds: [1, 2], branches: null },
      { line: 3, hitCount: 2, hitUploadIds: [1, 2], branches: null },
      { line: 4, hitCount: 1, hitUploadIds: [1], branches: '1/2' },
    ],
    totals: { percentCovered: 62.5, lineCount: 4, hitsCount: 2, missesCount: 1, partialsCount: 1 },
    ...overrides,
  };
}

/** One row of `impactedFiles.results`. */
export function impactedFileFixture(overrides: Overrides = {}) {
  return {
    fileName: 'a.ts',
    headName: 'src/a.ts',
    baseName: 'src/a.ts',
    isNewFile: false,
    isRenamedFile: false,
    isDeletedFile: false,
    isInDiff: true,
    missesCount: 3,
    missedLines: [2, 5, 9],
    unexpectedLines: [],
    changeCoverage: -1.5,
    hashedPath: 'h1',
    headCoverage: { percentCovered: 75 },
    baseCoverage: { percentCovered: 76.5 },
    patchCoverage: { percentCovered: 50 },
    ...overrides,
  };
}

/** `segments` of an impacted file: one hunk with a covered context line and a missed added line. */
export function segmentsFixture() {
  const coverageInfo = (hitCount: number) => ({ hitCount, hitUploadIds: hitCount ? [1] : [] });
  return {
    __typename: 'SegmentComparisons',
    results: [
      {
        header: '@@ -1,2 +1,3 @@',
        hasUnintendedChanges: false,
        lines: [
          {
            baseNumber: '1',
            headNumber: '1',
            content: ' const a = 1;',
            baseCoverage: 'H',
            headCoverage: 'H',
            coverageInfo: coverageInfo(2),
          },
          {
            baseNumber: null,
            headNumber: '2',
            content: '+run(a);',
            baseCoverage: null,
            headCoverage: 'M',
            coverageInfo: coverageInfo(0),
          },
        ],
      },
    ],
  };
}
