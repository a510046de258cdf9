import * as v from 'valibot';

/** Pull request states, in the order the pulls list offers them. */
export const pullStates = ['OPEN', 'MERGED', 'CLOSED'] as const;
export type PullState = (typeof pullStates)[number];

/**
 * The members of `ComparisonResult` that say why there is no comparison. They are data for the page to
 * explain (a banner), not page errors.
 */
export const comparisonErrorTypenames = [
  'FirstPullRequest',
  'MissingBaseCommit',
  'MissingHeadCommit',
  'MissingComparison',
  'MissingBaseReport',
  'MissingHeadReport',
] as const;
export type ComparisonErrorTypename = (typeof comparisonErrorTypenames)[number];

export const ComparisonErrorSchema = v.object({
  __typename: v.picklist(comparisonErrorTypenames),
  message: v.nullish(v.string()),
});

export type ComparisonError = v.InferOutput<typeof ComparisonErrorSchema>;

export const TotalsSchema = v.object({
  percentCovered: v.nullish(v.number()),
  hitsCount: v.nullish(v.number()),
  missesCount: v.nullish(v.number()),
  partialsCount: v.nullish(v.number()),
  lineCount: v.nullish(v.number()),
});

/** Coverage totals as the pull request pages read them; every figure may be missing. */
export type Totals = v.InferOutput<typeof TotalsSchema>;

export const PercentSchema = v.object({ percentCovered: v.nullish(v.number()) });

export const AuthorSchema = v.object({
  username: v.nullish(v.string()),
  avatarUrl: v.string(),
});

/** Head minus base in percentage points, or null when either side has no figure. */
export function totalsChange(
  head: { percentCovered?: number | null } | null | undefined,
  base: { percentCovered?: number | null } | null | undefined,
): number | null {
  const headPercent = head?.percentCovered;
  const basePercent = base?.percentCovered;
  if (headPercent == null || basePercent == null) return null;
  return headPercent - basePercent;
}
