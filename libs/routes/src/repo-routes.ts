/**
 * The repository pages, as route patterns relative to `/:provider/:owner/:repo` (repo-mfe's routes). The shell
 * matches the same table, under `repoRoot`, for its header.
 */
export const repoRoutes = {
  tree: 'tree/:branch/*',
  blob: 'blob/:ref/*',
  commits: 'commits/:branch?',
  commit: 'commit/:commit/*',
  pull: 'pull/:pullId/*',
  compare: 'compare/*',
  pulls: 'pulls',
  branches: 'branches',
  flags: 'flags/:branch?',
  components: 'components/:branch?',
  config: 'config/*',
  setup: 'new',
  setupOtherCi: 'new/other-ci',
  setupCircleCi: 'new/circle-ci',
  setupAny: 'new/*',
  bundles: 'bundles/*',
  tests: 'tests/*',
} as const;

/** The repository, under the owner mount (`mounts.owner`). */
export const repoRoot = '/:provider/:owner/:repo';

/** Repository pages the shell's header knows, with the branch (or pull, commit) it reads from the path. */
export type RepoPage =
  | 'overview'
  | 'commits'
  | 'tree'
  | 'blob'
  | 'flags'
  | 'components'
  | 'bundles'
  | 'tests'
  | 'pull'
  | 'commit'
  | 'other';

/** Patterns of the header, relative to `repoRoot`; first match wins. Bundles and tests take a branch next. */
export const repoPagePatterns: ReadonlyArray<readonly [string, RepoPage]> = [
  [repoRoutes.pull, 'pull'],
  [repoRoutes.commit, 'commit'],
  [repoRoutes.commits, 'commits'],
  [repoRoutes.tree, 'tree'],
  [repoRoutes.blob, 'blob'],
  [repoRoutes.flags, 'flags'],
  [repoRoutes.components, 'components'],
  ['bundles/:branch/*', 'bundles'],
  ['bundles', 'bundles'],
  ['tests/:branch', 'tests'],
  ['tests', 'tests'],
  ['', 'overview'],
  ['*', 'other'],
];
