// Comparisons without a browser: two commits of main and three pull requests, uploaded with canopy-cli (which
// attaches the diff) and with the codecov npm uploader (which does not), and every figure read back through
// GraphQL. The coverage reports are written by hand so that each number below can be worked out on paper.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { repoRoot, startServer, type RunningServer } from '@canopy/tools/harness';
import { GitProject, lcov, type CommitState, type Hits } from './support/git-project.ts';

const run = promisify(execFile);
const TOKEN = 'compare-global-token';
const OWNER = 'acme';
const REPO = 'compare';

// ---------------------------------------------------------------------------------------------------------------
// The project: two source files and the line hits of each commit (`[line, hits]`, only the lines with DA records).

const MATH_B = [
  'function add(a, b) {',
  '  return a + b;',
  '}',
  'function sub(a, b) {',
  '  return a - b;',
  '}',
  'function mul(a, b) {',
  '  return a * b;',
  '}',
  'module.exports = { add, sub, mul };',
];
// A has no `mul` yet.
const MATH_A = [...MATH_B.slice(0, 6), 'module.exports = { add, sub };'];
// P replaces the export line (B's line 10) with `div` and a new export: head lines 10–14 are added.
const MATH_P = [
  ...MATH_B.slice(0, 9),
  'const div = (a, b) => {',
  "  if (b === 0) throw new Error('division by zero');",
  '  return a / b;',
  '};',
  'module.exports = { add, sub, mul, div };',
];
const UTIL_B = [
  'function clamp(x, lo, hi) {',
  '  if (x < lo) return lo;',
  '  if (x > hi) return hi;',
  '  return x;',
  '}',
  'module.exports = { clamp };',
];
// R replaces the export line (line 6) with `isEven` and a new export: head lines 6–7 are added.
const UTIL_R = [
  ...UTIL_B.slice(0, 5),
  'const isEven = (n) => n % 2 === 0;',
  'module.exports = { clamp, isEven };',
];
const FORMAT_Q = [
  'function pad(n) {',
  "  return String(n).padStart(2, '0');",
  '}',
  'module.exports = { pad };',
];

// A: math 5 lines (1,2,4,7 hit; 5 missed), util 5 lines (1,2,4,6 hit; 3 missed).
const HITS_MATH_A: Hits = '1:1 2:3 4:1 5:0 7:1';
const HITS_UTIL_A: Hits = '1:1 2:1 3:0 4:1 6:1';
// B: math 7 lines, 6 hits (8 missed); util 5 lines, all hit.
const HITS_MATH_B: Hits = '1:1 2:3 4:1 5:2 7:1 8:0 10:1';
const HITS_UTIL_B: Hits = '1:1 2:1 3:1 4:1 6:1';
// P: math 10 lines, 8 hits (8 and 12 missed; 13 `};` has no record); util keeps its code but line 3 is missed.
const HITS_MATH_P: Hits = '1:1 2:3 4:1 5:2 7:1 8:0 10:1 11:1 12:0 14:1';
const HITS_UTIL_P: Hits = '1:1 2:1 3:0 4:1 6:1';
// Q: B's coverage plus a new file of 3 lines, 2 hits (line 2 missed).
const HITS_FORMAT_Q: Hits = '1:1 2:0 4:1';
// R: util 6 lines, 5 hits (the added line 6 missed, the added line 7 hit).
const HITS_UTIL_R: Hits = '1:1 2:1 3:1 4:1 6:0 7:1';

// ---------------------------------------------------------------------------------------------------------------
// Expected figures. Percentages use the server's formula, hits ÷ lines × 100 with no rounding.

interface Totals {
  percentCovered: number | null;
  fileCount: number;
  lineCount: number;
  hitsCount: number;
  missesCount: number;
  partialsCount: number;
}

interface PatchCoverage {
  percentCovered: number | null;
  hitsCount: number;
  missesCount: number;
  lineCount: number;
}

type Mark = 'H' | 'M' | 'P' | null;

interface LineComparison {
  baseNumber: string | null;
  headNumber: string | null;
  baseCoverage: Mark;
  headCoverage: Mark;
  content: string | null;
  coverageInfo: { hitCount: number; hitUploadIds: number[] };
}

interface ImpactedFile {
  fileName: string;
  isNewFile: boolean;
  isInDiff: boolean;
  missesCount: number;
  missedLines: number[];
  patchCoverage: PatchCoverage | null;
  unexpectedLines: Array<{
    baseNumber: number | null;
    headNumber: number | null;
    baseCoverage: Mark;
    headCoverage: Mark;
  }>;
  segments: { results: Array<{ header: string; hasUnintendedChanges: boolean; lines: LineComparison[] }> };
}

interface ComparisonFigures {
  __typename: string;
  state: string;
  baseCommit: string;
  headCommit: string;
  trueBaseCommit: string | null;
  isPseudoBase: boolean;
  baseDistance: number | null;
  baseExplanation: string;
  diffSource: 'PROVIDER' | 'UPLOAD' | 'MIRROR' | 'NONE';
  diffMessage: string | null;
  baseTotals: Totals;
  headTotals: Totals;
  patchTotals: Totals | null;
  changeCoverage: number | null;
  impactedFilesCount: number;
  directChangedFilesCount: number;
  indirectChangedFilesCount: number;
  impactedFiles: { results: ImpactedFile[] };
}

interface PullFigures {
  pullId: number;
  state: string;
  head: { commitid: string } | null;
  comparedTo: { commitid: string } | null;
  trueBase: { commitid: string } | null;
  behindBy: number | null;
  behindByCommit: string | null;
  compareWithBase: ComparisonFigures;
}

const percent = (hits: number, lines: number) => (hits / lines) * 100;

function totals(fileCount: number, hitsCount: number, missesCount: number): Totals {
  const lineCount = hitsCount + missesCount;
  return {
    percentCovered: percent(hitsCount, lineCount),
    fileCount,
    lineCount,
    hitsCount,
    missesCount,
    partialsCount: 0,
  };
}

function patch(hitsCount: number, missesCount: number): PatchCoverage {
  const lineCount = hitsCount + missesCount;
  return { percentCovered: percent(hitsCount, lineCount), hitsCount, missesCount, lineCount };
}

/** One line of a segment; `hitBy` lists the head uploads (sessions) that hit it. */
function line(
  baseNumber: number | null,
  headNumber: number | null,
  baseCoverage: Mark,
  headCoverage: Mark,
  content: string | null,
  hitBy: number[] = [],
): LineComparison {
  return {
    baseNumber: baseNumber === null ? null : String(baseNumber),
    headNumber: headNumber === null ? null : String(headNumber),
    baseCoverage,
    headCoverage,
    content,
    coverageInfo: { hitCount: hitBy.length, hitUploadIds: hitBy },
  };
}

/** Each head commit has a single upload, so its session (the GraphQL Upload id) is 0. */
const ONLY_UPLOAD = [0];

// B, the base of pulls #7, #8 and #9: math 7 lines 6 hits + util 5 lines 5 hits = 12 lines, 11 hits, 1 miss;
// 11 / 12 = 91.666…%.
const TOTALS_B = totals(2, 11, 1);

// ---------------------------------------------------------------------------------------------------------------
// The server, the git project and the uploaders.

let server: RunningServer;
let project: GitProject;
const sha: Record<'A' | 'B' | 'P' | 'Q' | 'C' | 'R', string> = { A: '', B: '', P: '', Q: '', C: '', R: '' };

const write = (file: string, lines: readonly string[] | string) => project.write(file, lines);
const git = (...args: string[]) => project.git(...args);
const commitAll = (message: string) => project.commitAll(message);
const canopyCli = (...args: string[]) => project.canopyCli(...args);
const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  project.graphql<T>(query, variables);
const settled = (commitid: string) => project.settled(commitid);

/** codecov@3.8.3 has no pull request option: like on a CI, it reads the number from the CI's variables. */
async function codecovUploader(args: string[], ci: Record<string, string>): Promise<string> {
  const bin = path.join(repoRoot, 'node_modules/codecov/bin/codecov');
  const common = ['-u', server.url, '-t', TOKEN, '-r', `${OWNER}/${REPO}`, '-X', 'gcov'];
  const { stdout } = await run(process.execPath, [bin, ...common, ...args], {
    cwd: project.dir,
    env: project.env(ci),
  });
  return stdout;
}

interface Repository<T> {
  owner: { repository: T };
}

async function inRepository<T>(selection: string, variables: Record<string, unknown> = {}): Promise<T> {
  const declared = Object.entries(variables)
    .map(([name, value]) => `$${name}: ${typeof value === 'number' ? 'Int!' : 'String!'}`)
    .join(', ');
  const head = declared ? `query(${declared})` : 'query';
  // GraphQL refuses documents with unused fragments.
  const fragments = selection.includes('...ComparisonFigures') ? FRAGMENTS : '';
  const data = await graphql<Repository<T>>(
    `${head} { owner(username: "${OWNER}") { repository(name: "${REPO}") { ... on Repository { ${selection} } } } }
    ${fragments}`,
    variables,
  );
  return data.owner.repository;
}

const REPORT = ['--file', 'coverage/lcov.info'];

async function uploadedWithCanopyCli(
  commitid: string,
  branch: string,
  ...args: string[]
): Promise<CommitState> {
  const stdout = await canopyCli('--branch', branch, ...args);
  assert.match(stdout, /View the upload at http:\/\/127\.0\.0\.1:\d+\/gh\/acme\/compare\/commit\//);
  return settled(commitid);
}

const FRAGMENTS = `
fragment Totals on CoverageTotals { percentCovered fileCount lineCount hitsCount missesCount partialsCount }
fragment ComparisonFigures on Comparison {
  state baseCommit headCommit trueBaseCommit isPseudoBase baseDistance baseExplanation diffSource diffMessage
  baseTotals { ...Totals } headTotals { ...Totals } patchTotals { ...Totals }
  changeCoverage impactedFilesCount directChangedFilesCount indirectChangedFilesCount
  impactedFiles { ... on ImpactedFiles { results {
    fileName isNewFile isInDiff missesCount missedLines
    patchCoverage { percentCovered hitsCount missesCount lineCount }
    unexpectedLines { baseNumber headNumber baseCoverage headCoverage }
    segments { ... on SegmentComparisons { results { header hasUnintendedChanges
      lines { baseNumber headNumber baseCoverage headCoverage content coverageInfo { hitCount hitUploadIds } } } } }
  } } }
}`;

const PULL = `pull(id: $pullId) { pullId state head { commitid } comparedTo { commitid } trueBase { commitid }
  behindBy behindByCommit compareWithBase { __typename ...ComparisonFigures } }`;

async function pullFigures(pullId: number): Promise<PullFigures> {
  const { pull } = await inRepository<{ pull: PullFigures | null }>(PULL, { pullId });
  assert.ok(pull, `pull #${pullId} is known`);
  return pull;
}

async function pullIds(): Promise<number[]> {
  const { pulls } = await inRepository<{ pulls: { edges: Array<{ node: { pullId: number } }> } }>(
    'pulls { edges { node { pullId } } }',
  );
  return pulls.edges.map((edge) => edge.node.pullId);
}

const short = (commitid: string) => commitid.slice(0, 7);

before(async () => {
  server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
  project = new GitProject(server, OWNER, REPO, TOKEN);
  await project.signIn();
  await project.init();
  write('.gitignore', 'coverage/\nnotes.txt\n');

  write('src/math.js', MATH_A);
  write('src/util.js', UTIL_B);
  write('coverage/lcov.info', lcov({ 'src/math.js': HITS_MATH_A, 'src/util.js': HITS_UTIL_A }));
  sha.A = await commitAll('A: add and sub');
  assert.equal((await uploadedWithCanopyCli(sha.A, 'main', ...REPORT)).state, 'complete');

  write('src/math.js', MATH_B);
  write('coverage/lcov.info', lcov({ 'src/math.js': HITS_MATH_B, 'src/util.js': HITS_UTIL_B }));
  sha.B = await commitAll('B: mul');
  const b = await uploadedWithCanopyCli(sha.B, 'main', ...REPORT);
  assert.equal(b.state, 'complete');
  assert.equal(b.parent?.commitid, sha.A);
});

after(async () => {
  await server?.stop();
  project?.remove();
});

describe('comparisons', () => {
  test('pull #7, uploaded with canopy-cli and its diff against the merge base, shows every figure', async () => {
    await git('checkout', '-q', '-b', 'feature', sha.B);
    write('src/math.js', MATH_P);
    write('coverage/lcov.info', lcov({ 'src/math.js': HITS_MATH_P, 'src/util.js': HITS_UTIL_P }));
    sha.P = await commitAll('P: div');
    const p = await uploadedWithCanopyCli(sha.P, 'feature', '--pr', '7', '--diff-base', 'main', ...REPORT);
    assert.deepEqual(p, {
      state: 'complete',
      pullId: 7,
      branchName: 'feature',
      parent: { commitid: sha.B },
      uploads: { edges: [{ node: { id: 0, state: 'PROCESSED' } }] },
    });

    // math.js: the diff B...P has one hunk, base lines 7–10 against head lines 7–14 (3 lines of context, B's
    // export line removed, 5 lines added). Added lines with coverage: 10 H, 11 H, 12 M, 14 H (13 has none) →
    // patch 4 lines, 3 hits, 1 miss = 75%, missed line 12. Lines 1–9 keep their marks: no indirect change.
    const mathFile: ImpactedFile = {
      fileName: 'src/math.js',
      isNewFile: false,
      isInDiff: true,
      missesCount: 1,
      missedLines: [12],
      patchCoverage: patch(3, 1),
      unexpectedLines: [],
      segments: {
        results: [
          {
            header: '@@ -7,4 +7,8 @@',
            hasUnintendedChanges: false,
            lines: [
              line(7, 7, 'H', 'H', MATH_B[6]!, ONLY_UPLOAD),
              line(8, 8, 'M', 'M', MATH_B[7]!),
              line(9, 9, null, null, MATH_B[8]!),
              line(10, null, 'H', null, MATH_B[9]!),
              line(null, 10, null, 'H', MATH_P[9]!, ONLY_UPLOAD),
              line(null, 11, null, 'H', MATH_P[10]!, ONLY_UPLOAD),
              line(null, 12, null, 'M', MATH_P[11]!),
              line(null, 13, null, null, MATH_P[12]!),
              line(null, 14, null, 'H', MATH_P[13]!, ONLY_UPLOAD),
            ],
          },
        ],
      },
    };
    // util.js: not in the diff, but line 3 went from hit to missed — an indirect change. Its segment is the
    // change ± 3 lines, clipped to the file (lines 1–6), with no text since only hunks carry text.
    const utilFile: ImpactedFile = {
      fileName: 'src/util.js',
      isNewFile: false,
      isInDiff: false,
      // An indirect change counts the lines it left missed: line 3 went from hit to missed.
      missesCount: 1,
      missedLines: [],
      patchCoverage: null,
      unexpectedLines: [{ baseNumber: 3, headNumber: 3, baseCoverage: 'H', headCoverage: 'M' }],
      segments: {
        results: [
          {
            header: '@@ -1,6 +1,6 @@',
            hasUnintendedChanges: true,
            lines: [
              line(1, 1, 'H', 'H', null, ONLY_UPLOAD),
              line(2, 2, 'H', 'H', null, ONLY_UPLOAD),
              line(3, 3, 'H', 'M', null),
              line(4, 4, 'H', 'H', null, ONLY_UPLOAD),
              line(5, 5, null, null, null),
              line(6, 6, 'H', 'H', null, ONLY_UPLOAD),
            ],
          },
        ],
      },
    };
    // P: math 10 lines 8 hits + util 5 lines 4 hits = 15 lines, 12 hits, 3 misses → 80%.
    // Change: 80 − 91.666… = −11.666… points. Patch: only math.js adds lines → 1 file, 4 lines, 3 hits → 75%.
    const headTotals = totals(2, 12, 3);
    const comparison: ComparisonFigures = {
      __typename: 'Comparison',
      state: 'processed',
      baseCommit: sha.B,
      headCommit: sha.P,
      trueBaseCommit: sha.B,
      isPseudoBase: false,
      baseDistance: 0,
      baseExplanation: `Compared to ${short(sha.B)}, where the pull request branched off main.`,
      diffSource: 'UPLOAD',
      diffMessage: null,
      baseTotals: TOTALS_B,
      headTotals,
      patchTotals: totals(1, 3, 1),
      changeCoverage: percent(12, 15) - percent(11, 12),
      impactedFilesCount: 2,
      directChangedFilesCount: 1,
      indirectChangedFilesCount: 1,
      impactedFiles: { results: [mathFile, utilFile] },
    };
    assert.deepEqual(await pullFigures(7), {
      pullId: 7,
      state: 'OPEN',
      head: { commitid: sha.P },
      comparedTo: { commitid: sha.B },
      trueBase: { commitid: sha.B },
      // B is still the head of main.
      behindBy: 0,
      behindByCommit: null,
      compareWithBase: comparison,
    });
    assert.deepEqual(await pullIds(), [7]);

    // P's parent is B, the diff's base too, so the parent comparison has the same figures.
    const { commit } = await inRepository<{ commit: { compareWithParent: ComparisonFigures } }>(
      'commit(id: $sha) { compareWithParent { __typename ...ComparisonFigures } }',
      { sha: sha.P },
    );
    assert.deepEqual(commit.compareWithParent, {
      ...comparison,
      baseExplanation: `Compared to the parent commit ${short(sha.B)}.`,
    });

    // "main" names its head, B: the same two reports through the same diff.
    const { compare } = await inRepository<{ compare: ComparisonFigures }>(
      'compare(base: "main", head: $sha) { __typename ...ComparisonFigures }',
      { sha: sha.P },
    );
    assert.deepEqual(compare, { ...comparison, baseExplanation: `Compared to ${short(sha.B)}, as chosen.` });
  });

  test('pull #8, uploaded with the codecov npm uploader and no diff, is compared at project level only', async () => {
    await git('checkout', '-q', '-b', 'feature2', sha.B);
    write('src/format.js', FORMAT_Q);
    write(
      'coverage/lcov.info',
      lcov({ 'src/math.js': HITS_MATH_B, 'src/util.js': HITS_UTIL_B, 'src/format.js': HITS_FORMAT_Q }),
    );
    sha.Q = await commitAll('Q: pad');
    const stdout = await codecovUploader(['-c', sha.Q, '-b', 'feature2', '-f', 'coverage/lcov.info'], {
      JENKINS_URL: 'http://jenkins.example.com/',
      CHANGE_ID: '8',
      BUILD_NUMBER: '8',
      WORKSPACE: project.dir,
    });
    assert.match(stdout, /View report at: http:\/\/127\.0\.0\.1:\d+\/gh\/acme\/compare\//);
    // The legacy protocol carries no parent: Canopy knows Q only by itself.
    assert.deepEqual(await settled(sha.Q), {
      state: 'complete',
      pullId: 8,
      branchName: 'feature2',
      parent: null,
      uploads: { edges: [{ node: { id: 0, state: 'PROCESSED' } }] },
    });

    const pull = await pullFigures(8);
    const { compareWithBase: comparison, ...pullItself } = pull;
    // No base is known (no provider, no parent, no merge base), so the newest report of main before the head is
    // used: B. That is a pseudo-base with no distance, since the true base is unknown.
    assert.deepEqual(pullItself, {
      pullId: 8,
      state: 'OPEN',
      head: { commitid: sha.Q },
      comparedTo: { commitid: sha.B },
      trueBase: null,
      behindBy: 0,
      behindByCommit: null,
    });
    const { diffMessage, ...figures } = comparison;
    assert.match(diffMessage ?? '', /^No diff is available, so patch coverage cannot be computed\b.*\.$/);
    assert.ok(diffMessage?.includes(`no diff was uploaded with ${short(sha.Q)}`), diffMessage ?? '');

    // The only impacted file is the one that appeared in the report: without the diff nobody can tell its lines
    // were added, so each line with coverage is a change (nothing → H/M); the base has no such file, so no base
    // line numbers. The segment is the changes (1, 2, 4) ± 3 lines, clipped to 1–4.
    const formatFile: ImpactedFile = {
      fileName: 'src/format.js',
      isNewFile: true,
      isInDiff: false,
      // Line 2 is the one of its changes that the head misses.
      missesCount: 1,
      missedLines: [],
      patchCoverage: null,
      unexpectedLines: [
        { baseNumber: null, headNumber: 1, baseCoverage: null, headCoverage: 'H' },
        { baseNumber: null, headNumber: 2, baseCoverage: null, headCoverage: 'M' },
        { baseNumber: null, headNumber: 4, baseCoverage: null, headCoverage: 'H' },
      ],
      segments: {
        results: [
          {
            header: '@@ -0,0 +1,4 @@',
            hasUnintendedChanges: true,
            lines: [
              line(null, 1, null, 'H', null, ONLY_UPLOAD),
              line(null, 2, null, 'M', null),
              line(null, 3, null, null, null),
              line(null, 4, null, 'H', null, ONLY_UPLOAD),
            ],
          },
        ],
      },
    };
    // Q: B's 12 lines, 11 hits + format.js 3 lines, 2 hits = 3 files, 15 lines, 13 hits, 2 misses → 86.666…%.
    // Change: 86.666… − 91.666… = −5 points (as floating point). Without a diff nothing is direct or indirect.
    assert.deepEqual(figures, {
      __typename: 'Comparison',
      state: 'processed',
      baseCommit: sha.B,
      headCommit: sha.Q,
      trueBaseCommit: null,
      isPseudoBase: true,
      baseDistance: null,
      baseExplanation: `The pull request's base is not known, so it is compared to ${short(sha.B)}, the newest commit of main with a report from before the head.`,
      diffSource: 'NONE',
      baseTotals: TOTALS_B,
      headTotals: totals(3, 13, 2),
      patchTotals: null,
      changeCoverage: percent(13, 15) - percent(11, 12),
      impactedFilesCount: 1,
      directChangedFilesCount: 0,
      indirectChangedFilesCount: 0,
      impactedFiles: { results: [formatFile] },
    });
  });

  test('pull #9, whose true base has no report, is compared to the nearest earlier commit of main with one', async () => {
    // C on main: its only upload is not a coverage report, so C has no report.
    await git('checkout', '-q', 'main');
    write('README.md', '# compare\n');
    sha.C = await commitAll('C: readme');
    write('notes.txt', 'Release notes: nothing here is a coverage report.\n');
    const c = await uploadedWithCanopyCli(sha.C, 'main', '--file', 'notes.txt');
    assert.equal(c.state, 'error');
    assert.equal(c.uploads.edges[0]?.node.state, 'ERROR');

    await git('checkout', '-q', '-b', 'feature3');
    write('src/util.js', UTIL_R);
    write('coverage/lcov.info', lcov({ 'src/math.js': HITS_MATH_B, 'src/util.js': HITS_UTIL_R }));
    sha.R = await commitAll('R: isEven');
    const r = await uploadedWithCanopyCli(sha.R, 'feature3', '--pr', '9', '--diff-base', 'main', ...REPORT);
    assert.equal(r.state, 'complete');
    assert.equal(r.parent?.commitid, sha.C);

    // util.js: the diff C...R has one hunk, base lines 3–6 against head lines 3–7 (C's export line removed, 2
    // lines added). Added: 6 M, 7 H → patch 2 lines, 1 hit = 50%, missed line 6. B's util.js is C's, so lines
    // 1–5 map one to one and keep their marks. math.js is B's code and coverage: not impacted.
    const utilFile: ImpactedFile = {
      fileName: 'src/util.js',
      isNewFile: false,
      isInDiff: true,
      missesCount: 1,
      missedLines: [6],
      patchCoverage: patch(1, 1),
      unexpectedLines: [],
      segments: {
        results: [
          {
            header: '@@ -3,4 +3,5 @@',
            hasUnintendedChanges: false,
            lines: [
              line(3, 3, 'H', 'H', UTIL_B[2]!, ONLY_UPLOAD),
              line(4, 4, 'H', 'H', UTIL_B[3]!, ONLY_UPLOAD),
              line(5, 5, null, null, UTIL_B[4]!),
              line(6, null, 'H', null, UTIL_B[5]!),
              line(null, 6, null, 'M', UTIL_R[5]!),
              line(null, 7, null, 'H', UTIL_R[6]!, ONLY_UPLOAD),
            ],
          },
        ],
      },
    };
    // R: math 7 lines 6 hits + util 6 lines 5 hits = 13 lines, 11 hits, 2 misses → 84.615…%.
    // Change: 84.615… − 91.666… = −7.051… points.
    assert.deepEqual(await pullFigures(9), {
      pullId: 9,
      state: 'OPEN',
      head: { commitid: sha.R },
      comparedTo: { commitid: sha.B },
      trueBase: { commitid: sha.C },
      // C is newer than B on main, and main's head.
      behindBy: 1,
      behindByCommit: sha.C,
      compareWithBase: {
        __typename: 'Comparison',
        state: 'processed',
        baseCommit: sha.B,
        headCommit: sha.R,
        trueBaseCommit: sha.C,
        isPseudoBase: true,
        baseDistance: 1,
        baseExplanation: `The base ${short(sha.C)} has no coverage report, so the nearest earlier commit of main with one, ${short(sha.B)} (1 commit earlier), is used instead.`,
        // Patch coverage is against the true base C, which is what canopy-cli measured the diff against.
        diffSource: 'UPLOAD',
        diffMessage: null,
        baseTotals: TOTALS_B,
        headTotals: totals(2, 11, 2),
        patchTotals: totals(1, 1, 1),
        changeCoverage: percent(11, 13) - percent(11, 12),
        impactedFilesCount: 1,
        directChangedFilesCount: 1,
        indirectChangedFilesCount: 0,
        impactedFiles: { results: [utilFile] },
      },
    });
    assert.deepEqual(await pullIds(), [9, 8, 7]);
  });
});
