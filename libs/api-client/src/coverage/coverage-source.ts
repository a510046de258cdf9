/**
 * Whose coverage a query reads: the head of a branch, one commit, or the head of a pull request. The same
 * shape as the pages' `CoverageSource`, so a page passes its source straight through.
 */
export type CoverageSourceArgs =
  | { kind: 'branch'; branch: string }
  | { kind: 'commit'; commitid: string }
  | { kind: 'pull'; pullId: number };

/** The source as query-key params (plain values, stable across renders). */
export function sourceKey(source: CoverageSourceArgs): readonly [string, string | number] {
  switch (source.kind) {
    case 'branch':
      return ['branch', source.branch];
    case 'commit':
      return ['commit', source.commitid];
    case 'pull':
      return ['pull', source.pullId];
  }
}
