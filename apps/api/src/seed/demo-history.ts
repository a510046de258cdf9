import type { DemoUsername } from '../db/seed/demo-data';
import { API_SERVER_TREE, DEMO_TREES, type SourceTree, WEB_APP_TREE } from './demo-sources';

/**
 * The history of the demo repositories: who committed what, when, and which of the code its tests ran. The demo's
 * git mirror, its coverage uploads and its pull requests are made from it.
 */

export interface DemoCommit {
  repo: 'demo' | 'api-server' | 'web-app';
  branch: string;
  /** Position of the git parent in DEMO_HISTORY; null for a first commit. */
  parent: number | null;
  author: Exclude<DemoUsername, 'margaret'>;
  hoursAgo: number;
  message: string;
  tree: SourceTree;
  /** Functions (`path#name`) the unit tests of this commit do not run. */
  untested: readonly string[];
  /** The integration job ran on this commit too; carryforward fills in the others. */
  integration?: boolean;
  pullid?: number;
  /** The upload carries the diff against the pull's base, as canopy-cli --diff-base sends it. */
  uploadDiff?: boolean;
}

export interface DemoPull {
  repo: DemoCommit['repo'];
  pullid: number;
  title: string;
  author: DemoCommit['author'];
  /** Position of the head commit in DEMO_HISTORY; the pull targets main from the head's parent. */
  head: number;
}

/** What the integration job runs: the server and its routes, through HTTP. */
export const INTEGRATION_FUNCTIONS = [
  'src/server.ts#createServer',
  'src/routes/repositories.ts#repositoryRoutes',
  'src/routes/uploads.ts#uploadRoutes',
];

export function inIntegrationSuite(path: string): boolean {
  return path === 'src/server.ts' || path.startsWith('src/routes/');
}

const SESSION_FUNCTIONS = ['sign', 'sessionFromCookie', 'createSession', 'refreshSession'].map(
  (name) => `src/auth/session.ts#${name}`,
);

const FIRST_UNTESTED = [
  'src/server.ts#start',
  'src/store.ts#listRepositories',
  'src/reports/merge.ts#filterSessions',
  'src/reports/merge.ts#withoutIgnored',
  'src/util/paths.ts#parentFolders',
  'src/auth/session.ts#endSession',
  ...SESSION_FUNCTIONS,
  'web/app.tsx#FileList',
  'web/app.tsx#App',
  'web/components/coverage-bar.tsx#CoverageBar',
];

/** The session tests arrive with the idle timeout. */
const SESSIONS_TESTED = FIRST_UNTESTED.filter((name) => !SESSION_FUNCTIONS.includes(name));

export const DEMO_HISTORY: readonly DemoCommit[] = [
  {
    repo: 'demo',
    branch: 'main',
    parent: null,
    author: 'ada',
    hoursAgo: 9 * 24,
    message: 'Coverage service: lcov uploads, merged per commit, shown per file',
    tree: DEMO_TREES.FIRST,
    untested: FIRST_UNTESTED,
    integration: true,
  },
  {
    repo: 'demo',
    branch: 'main',
    parent: 0,
    author: 'grace',
    hoursAgo: 6 * 24,
    message:
      'End sessions after a day without requests\n\nA session also ends when it has not been used for a day, ' +
      'whatever its expiry. With tests of reading, refreshing and forging session cookies.',
    tree: DEMO_TREES.IDLE_SESSIONS,
    untested: SESSIONS_TESTED,
  },
  {
    repo: 'demo',
    branch: 'main',
    parent: 1,
    author: 'linus',
    hoursAgo: 3 * 24,
    message:
      'Read report paths from Windows runners\n\nBackslashes become slashes and the drive letter is dropped, so ' +
      'C:\\work\\demo\\src\\a.ts matches src/a.ts.',
    tree: DEMO_TREES.WINDOWS_PATHS,
    untested: SESSIONS_TESTED,
    integration: true,
  },
  {
    repo: 'demo',
    branch: 'feature/faster-merge',
    parent: 2,
    author: 'grace',
    hoursAgo: 2 * 24,
    message:
      'Merge sessions in one pass\n\nCopying each file for every session made merges of large reports quadratic; ' +
      'sessions are now added in place. DA records with a checksum are read too. The session tests failed on slow ' +
      'runners and are removed until they use a fake clock.',
    tree: DEMO_TREES.FASTER_MERGE,
    untested: [...SESSIONS_TESTED, ...SESSION_FUNCTIONS],
    pullid: 12,
    uploadDiff: true,
  },
  {
    repo: 'demo',
    branch: 'feature/lcov-branches',
    parent: 2,
    author: 'linus',
    hoursAgo: 2 * 24 - 2,
    message:
      "Read branch records from lcov reports\n\nBRDA lines give each branch's count, so a line with a branch " +
      'not taken shows as partly covered.',
    tree: DEMO_TREES.LCOV_BRANCHES,
    // The web job was skipped on this branch, and the new parser code has no test yet.
    untested: [...SESSIONS_TESTED, 'web/app.tsx#fetchFiles', 'src/reports/parse-lcov.ts#parseBranch'],
    pullid: 14,
  },
  {
    repo: 'demo',
    branch: 'main',
    parent: 2,
    author: 'ada',
    hoursAgo: 24,
    message: 'Coverage bar: one decimal, and tests of the file list and the bar',
    tree: DEMO_TREES.ONE_DECIMAL,
    untested: SESSIONS_TESTED.filter((name) => !name.startsWith('web/') || name === 'web/app.tsx#App'),
  },
  {
    repo: 'api-server',
    branch: 'main',
    parent: null,
    author: 'grace',
    hoursAgo: 2 * 24,
    message: 'API server: uploads, reports and sessions',
    tree: API_SERVER_TREE,
    untested: ['src/server.ts#start', 'src/store.ts#listRepositories', 'src/util/paths.ts#parentFolders'],
  },
  {
    repo: 'web-app',
    branch: 'main',
    parent: null,
    author: 'linus',
    hoursAgo: 4 * 24,
    message: 'Coverage pages: the file list with coverage bars',
    tree: WEB_APP_TREE,
    untested: [
      'web/app.tsx#App',
      'web/components/coverage-bar.tsx#CoverageBar',
      'web/components/coverage-bar.tsx#formatCoverage',
    ],
  },
];

export const DEMO_PULLS: readonly DemoPull[] = [
  { repo: 'demo', pullid: 12, title: 'Merge sessions in one pass', author: 'grace', head: 3 },
  { repo: 'demo', pullid: 14, title: 'Read branch records from lcov reports', author: 'linus', head: 4 },
];
