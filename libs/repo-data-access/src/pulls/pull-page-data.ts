import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, type GraphqlQueryOptions, useGraphqlQuery } from '@canopy/api-client';
import type { PullArgs } from './pull-head-data';
import {
  comparisonOf,
  pullComparisonSchema,
  TotalsSchema,
  type PullComparisonError,
  type Totals,
} from './pull-schemas';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { PullPageDataQuery } from '../generated/operations';

export type { PullComparisonError } from './pull-schemas';

export const diffSources = ['PROVIDER', 'UPLOAD', 'MIRROR', 'NONE'] as const;
export type DiffSource = (typeof diffSources)[number];

export const PullPageDataDocument = gql`
  query PullPageData($owner: String!, $repo: String!, $pullId: Int!, $baseCommit: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            compareWithBase(baseCommit: $baseCommit) {
              __typename
              ... on Comparison {
                state
                headTotals {
                  percentCovered
                  hitsCount
                  missesCount
                  partialsCount
                  lineCount
                }
                baseTotals {
                  percentCovered
                  hitsCount
                  missesCount
                  partialsCount
                  lineCount
                }
                patchTotals {
                  percentCovered
                  hitsCount
                  missesCount
                  partialsCount
                  lineCount
                }
                changeCoverage
                baseCommit
                headCommit
                trueBaseCommit
                isPseudoBase
                baseDistance
                baseExplanation
                diffSource
                diffMessage
                baseUploadCount
                headUploadCount
                hasDifferentNumberOfHeadAndBaseReports
                directChangedFilesCount
                indirectChangedFilesCount
                flagComparisonsCount
                componentComparisonsCount
              }
              ... on ResolverError {
                message
              }
            }
          }
        }
        ... on NotFoundError {
          message
        }
        ... on OwnerNotActivatedError {
          message
        }
      }
    }
  }
`;

const ComparisonEntries = {
  state: v.string(),
  headTotals: v.nullish(TotalsSchema),
  baseTotals: v.nullish(TotalsSchema),
  patchTotals: v.nullish(TotalsSchema),
  changeCoverage: v.nullish(v.number()),
  baseCommit: v.nullish(v.string()),
  headCommit: v.nullish(v.string()),
  trueBaseCommit: v.nullish(v.string()),
  isPseudoBase: v.boolean(),
  baseDistance: v.nullish(v.number()),
  baseExplanation: v.nullish(v.string()),
  diffSource: v.picklist(diffSources),
  diffMessage: v.nullish(v.string()),
  baseUploadCount: v.number(),
  headUploadCount: v.number(),
  hasDifferentNumberOfHeadAndBaseReports: v.boolean(),
  directChangedFilesCount: v.number(),
  indirectChangedFilesCount: v.number(),
  flagComparisonsCount: v.number(),
  componentComparisonsCount: v.number(),
};

export const PullPageDataSchema = pullComparisonSchema(ComparisonEntries);

/** The pull compared with its base: the figures of the summary cards, where the base comes from, tab counts. */
export interface PullComparison {
  kind: 'comparison';
  /** 'processed', or 'pending' while either side still has uploads being processed. */
  state: string;
  headTotals: Totals | null;
  baseTotals: Totals | null;
  /** Null without a diff, or when the diff adds no line with coverage. */
  patchTotals: Totals | null;
  /** Head minus base, in percentage points. */
  change: number | null;
  baseCommit: string | null;
  headCommit: string | null;
  trueBaseCommit: string | null;
  /** The base compared to is not the true base (which has no report). */
  isPseudoBase: boolean;
  /** Commits between the base compared to and the true base, when both are known. */
  baseDistance: number | null;
  /** One sentence: which base was used and why. */
  baseExplanation: string | null;
  diffSource: DiffSource;
  /** Why there is no diff, when there is none. */
  diffMessage: string | null;
  baseUploadCount: number;
  headUploadCount: number;
  hasDifferentNumberOfUploads: boolean;
  directChangedFilesCount: number;
  indirectChangedFilesCount: number;
  flagComparisonsCount: number;
  componentComparisonsCount: number;
}

export type PullComparisonResult = PullComparison | PullComparisonError;

export interface PullComparisonArgs extends PullArgs {
  /** A SHA, a 7+ character prefix or a branch name to compare with instead of the automatic base. */
  baseCommit?: string | null;
}

/**
 * The pull request compared with its base (PullPageData): summary figures, base explanation, diff source,
 * upload counts and tab counts; or the reason there is no comparison. An unknown pull rejects with
 * `NotFoundError`.
 */
export const pullComparisonQuery = ({ provider, owner, repo, pullId, baseCommit }: PullComparisonArgs) =>
  graphqlQueryDefinition({
    document: PullPageDataDocument,
    variables: { owner, repo, pullId, baseCommit: baseCommit || null },
    provider,
    schema: PullPageDataSchema,
    select: (data): PullComparisonResult => {
      const compared = comparisonOf(data, pullId);
      if ('kind' in compared) return compared;
      const result = compared.comparison;
      return {
        kind: 'comparison',
        state: result.state,
        headTotals: result.headTotals ?? null,
        baseTotals: result.baseTotals ?? null,
        patchTotals: result.patchTotals ?? null,
        change: result.changeCoverage ?? null,
        baseCommit: result.baseCommit ?? null,
        headCommit: result.headCommit ?? null,
        trueBaseCommit: result.trueBaseCommit ?? null,
        isPseudoBase: result.isPseudoBase,
        baseDistance: result.baseDistance ?? null,
        baseExplanation: result.baseExplanation ?? null,
        diffSource: result.diffSource,
        diffMessage: result.diffMessage ?? null,
        baseUploadCount: result.baseUploadCount,
        headUploadCount: result.headUploadCount,
        hasDifferentNumberOfUploads: result.hasDifferentNumberOfHeadAndBaseReports,
        directChangedFilesCount: result.directChangedFilesCount,
        indirectChangedFilesCount: result.indirectChangedFilesCount,
        flagComparisonsCount: result.flagComparisonsCount,
        componentComparisonsCount: result.componentComparisonsCount,
      };
    },
  });

export const usePullComparison = (
  args: PullComparisonArgs,
  options?: GraphqlQueryOptions<PullComparisonResult>,
) => useGraphqlQuery(pullComparisonQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullPageDataAnswer = AcceptsAnswer<typeof PullPageDataSchema, PullPageDataQuery>;
