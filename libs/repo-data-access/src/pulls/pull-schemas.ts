import * as v from 'valibot';
import { NotFoundError, CoverageTotalsSchema, ownerRepositorySchema, repositoryOf } from '@canopy/api-client';

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

export const TotalsSchema = CoverageTotalsSchema;

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

/** Why the pull has no comparison (first pull request, missing base or head, missing report…). */
export interface PullComparisonError {
  kind: 'error';
  typename: ComparisonErrorTypename;
  message: string | null;
}

/**
 * The answer of a query of `owner.repository.pull.compareWithBase`: a Comparison with `entries`, or the
 * reason there is none.
 */
export const pullComparisonSchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  ownerRepositorySchema({
    pull: v.nullish(
      v.object({
        pullId: v.number(),
        compareWithBase: v.nullish(
          v.variant('__typename', [
            v.object({ __typename: v.literal('Comparison'), ...entries }),
            ComparisonErrorSchema,
          ]),
        ),
      }),
    ),
  });

type Compared<TData> = Exclude<TData, { __typename: ComparisonErrorTypename } | null | undefined>;

/**
 * The pull's Comparison out of a `pullComparisonSchema` answer, or the reason there is none. A missing owner,
 * repository or pull request throws `NotFoundError`, a viewer without a seat `OwnerNotActivatedError`.
 */
export function comparisonOf<TComparison extends { __typename: string; message?: string | null }>(
  data: {
    owner: {
      repository:
        | { __typename: 'Repository'; pull?: { compareWithBase?: TComparison | null } | null }
        | { __typename: 'NotFoundError' | 'OwnerNotActivatedError'; message?: string | null };
    } | null;
  },
  pullId: number,
): { comparison: Compared<TComparison> } | PullComparisonError {
  const { pull } = repositoryOf(data);
  if (!pull) throw new NotFoundError(`Pull request #${pullId} was not found`);
  const result = pull.compareWithBase;
  if (!result) return { kind: 'error', typename: 'MissingComparison', message: null };
  if (result.__typename !== 'Comparison') {
    return {
      kind: 'error',
      typename: result.__typename as ComparisonErrorTypename,
      message: result.message ?? null,
    };
  }
  return { comparison: result as Compared<TComparison> };
}
