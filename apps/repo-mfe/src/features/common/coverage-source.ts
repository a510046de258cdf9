/**
 * Where the coverage a page shows comes from: the head of a branch, one commit, or the head of a pull
 * request. The file explorer and the file viewer take one, so the same pieces serve the repository,
 * commit and pull request pages.
 */
export type CoverageSource =
  | { kind: 'branch'; branch: string }
  | { kind: 'commit'; commitid: string }
  | { kind: 'pull'; pullId: number };

/** A stable string for query keys and React keys. */
export function coverageSourceKey(source: CoverageSource): string {
  switch (source.kind) {
    case 'branch':
      return `branch:${source.branch}`;
    case 'commit':
      return `commit:${source.commitid}`;
    case 'pull':
      return `pull:${source.pullId}`;
  }
}
