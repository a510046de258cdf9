/** A commit against its parent, or a pull request against its base (a chosen base commit when given). */
export type ImpactedComparison =
  { kind: 'commit'; commitid: string } | { kind: 'pull'; pullId: number; baseCommit?: string | null };

/**
 * The comparison as the arguments of the commit queries (`commitid`) and of the pull request queries (`pullId`,
 * `baseCommit`). A page runs one hook of each kind, as their answers differ, and holds back the one of the other
 * kind: that one gets placeholders.
 */
export function comparisonArgs(comparison: ImpactedComparison) {
  return {
    commit: { commitid: comparison.kind === 'commit' ? comparison.commitid : '' },
    pull: {
      pullId: comparison.kind === 'pull' ? comparison.pullId : 0,
      baseCommit: comparison.kind === 'pull' ? (comparison.baseCommit ?? null) : null,
    },
  };
}

/** Files the diff touched ('direct'), or files whose coverage changed without a change to their code. */
export type ImpactedChanges = 'direct' | 'indirect';
