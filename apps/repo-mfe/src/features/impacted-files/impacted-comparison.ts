/** A commit against its parent, or a pull request against its base (a chosen base commit when given). */
export type ImpactedComparison =
  { kind: 'commit'; commitid: string } | { kind: 'pull'; pullId: number; baseCommit?: string | null };

/** Files the diff touched ('direct'), or files whose coverage changed without a change to their code. */
export type ImpactedChanges = 'direct' | 'indirect';
