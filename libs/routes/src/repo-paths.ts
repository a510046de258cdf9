import { encodePath, encodeSegment, joinPath, providerSegment } from './segments';

/** The tabs of a pull request page, after `pull/{id}` ('' is the summary with impacted files). */
export type PullTab = '' | 'tree' | 'indirect-changes' | 'commits' | 'flags' | 'components';

/** The tabs of a commit page, after `commit/{sha}`. */
export type CommitTab = '' | 'tree' | 'indirect-changes';

const underRef = (base: string, page: string, ref: string, path: string) =>
  joinPath(base, page, encodeSegment(ref), encodePath(path));

/**
 * Paths of the repository pages. `base` is `repoPaths.repo(…)`, already encoded, its provider in the short form;
 * refs (branches, SHAs, pull ids) are one encoded segment each ('All branches' → `All%20branches`, 'feat/x' →
 * `feat%2Fx`); file paths keep their slashes and encode each segment. Optional branches are left out when absent.
 */
export const repoPaths = {
  repo: (provider: string, owner: string, repo: string): string =>
    joinPath(providerSegment(provider), encodeSegment(owner), encodeSegment(repo)),
  tree: (base: string, ref: string, path = ''): string => underRef(base, 'tree', ref, path),
  blob: (base: string, ref: string, path: string): string => underRef(base, 'blob', ref, path),
  commits: (base: string, branch?: string | null): string =>
    joinPath(base, 'commits', branch ? encodeSegment(branch) : ''),
  commit: (base: string, sha: string, tab: CommitTab = ''): string =>
    joinPath(base, 'commit', encodeSegment(sha), tab),
  commitTree: (base: string, sha: string, path = ''): string =>
    joinPath(base, 'commit', encodeSegment(sha), 'tree', encodePath(path)),
  commitBlob: (base: string, sha: string, path: string): string =>
    joinPath(base, 'commit', encodeSegment(sha), 'blob', encodePath(path)),
  pulls: (base: string): string => joinPath(base, 'pulls'),
  pull: (base: string, pullId: string | number, tab: PullTab = ''): string =>
    joinPath(base, 'pull', encodeSegment(pullId), tab),
  pullTree: (base: string, pullId: string | number, path = ''): string =>
    joinPath(base, 'pull', encodeSegment(pullId), 'tree', encodePath(path)),
  pullBlob: (base: string, pullId: string | number, path: string): string =>
    joinPath(base, 'pull', encodeSegment(pullId), 'blob', encodePath(path)),
  branches: (base: string): string => joinPath(base, 'branches'),
  flags: (base: string, branch?: string | null): string =>
    joinPath(base, 'flags', branch ? encodeSegment(branch) : ''),
  components: (base: string, branch?: string | null): string =>
    joinPath(base, 'components', branch ? encodeSegment(branch) : ''),
  /** Configuration; `section` is a sub-page such as 'general' or 'yaml'. */
  config: (base: string, section = ''): string => joinPath(base, 'config', section),
  /** The coverage set-up guide; `guide` is a CI such as 'other-ci'. */
  setup: (base: string, guide = ''): string => joinPath(base, 'new', guide),
  /** The bundle dashboard, of a branch and one of its bundles when given. */
  bundles: (base: string, branch?: string | null, bundle?: string | null): string =>
    joinPath(
      base,
      'bundles',
      branch ? encodeSegment(branch) : '',
      branch && bundle ? encodeSegment(bundle) : '',
    ),
  /** Bundle onboarding; `bundler` is a guide such as 'rollup'. */
  bundlesSetup: (base: string, bundler = ''): string => joinPath(base, 'bundles', 'new', bundler),
  /** The test analytics dashboard, of a branch when given. */
  tests: (base: string, branch?: string | null): string =>
    joinPath(base, 'tests', branch ? encodeSegment(branch) : ''),
  /** Test analytics onboarding; `guide` is a guide such as 'canopy-cli'. */
  testsSetup: (base: string, guide = ''): string => joinPath(base, 'tests', 'new', guide),
};
