import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BranchBundleSummaryDataQuery } from '../generated/operations';
import {
  type BranchArgs,
  BundleDataFieldsFragment,
  BundleDataSchema,
  type BundleFigures,
  bundleFigures,
  type BundleReportProblem,
  branchHeadReportOf,
  branchHeadReportSchema,
  type BundleComparisonErrorTypename,
  BundleRepositoryErrorsFragment,
  type BundleUploadStatus,
} from '../bundle-data';
import {
  BundleComparisonFieldsFragment,
  BundleComparisonSchema,
  BundleStatusSchema,
} from '../sections/bundle-comparison';

export const BranchBundleSummaryDataDocument = gql`
  query BranchBundleSummaryData($owner: String!, $repo: String!, $branch: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          branch(name: $branch) {
            name
            head {
              commitid
              bundleStatus
              bundleAnalysis {
                bundleAnalysisReport {
                  __typename
                  ... on BundleAnalysisReport {
                    isCached
                    bundleData {
                      ...BundleDataFields
                    }
                    bundles {
                      name
                      isCached
                      bundleData {
                        ...BundleDataFields
                      }
                    }
                  }
                  ... on MissingHeadReport {
                    message
                  }
                }
                bundleAnalysisCompareWithParent {
                  ...BundleComparisonFields
                }
              }
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleDataFieldsFragment}
  ${BundleComparisonFieldsFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const BranchBundleSummaryDataSchema = branchHeadReportSchema(
  {
    isCached: v.boolean(),
    bundleData: BundleDataSchema,
    bundles: v.array(
      v.nullable(v.object({ name: v.string(), isCached: v.boolean(), bundleData: BundleDataSchema })),
    ),
  },
  {
    head: { bundleStatus: BundleStatusSchema },
    analysis: { bundleAnalysisCompareWithParent: v.nullish(BundleComparisonSchema) },
  },
);

/** One bundle of the branch head with its change against the head's parent commit. */
export interface BranchBundle {
  name: string;
  figures: BundleFigures;
  /** The bundle comes from an earlier commit's upload. */
  isCached: boolean;
  /** Head minus parent; null when the commit could not be compared or the bundle is not in the comparison. */
  change: BundleFigures | null;
  /** 'added', 'removed' or 'changed'; null without a comparison. */
  changeType: string | null;
}

export type BranchBundleSummary =
  | {
      kind: 'report';
      commitid: string;
      bundleStatus: BundleUploadStatus | null;
      /** All bundles of the head together. */
      figures: BundleFigures;
      isCached: boolean;
      bundles: BranchBundle[];
      /** Head minus parent over all bundles; null when the commit could not be compared. */
      change: BundleFigures | null;
      /** Why the head was not compared with its parent, when it was not. */
      comparisonError: BundleComparisonErrorTypename | null;
    }
  | BundleReportProblem;

/**
 * The bundle report of a branch's head commit: its total figures, each bundle, and the change of each against
 * the parent commit. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const branchBundleSummaryQuery = ({ provider, owner, repo, branch }: BranchArgs) =>
  graphqlQueryDefinition({
    document: BranchBundleSummaryDataDocument,
    variables: { owner, repo, branch },
    provider,
    schema: BranchBundleSummaryDataSchema,
    select: (data): BranchBundleSummary => {
      const found = branchHeadReportOf(data);
      if (!('report' in found)) return found;
      const { head, report } = found;
      const comparison = head.bundleAnalysis?.bundleAnalysisCompareWithParent ?? null;
      const compared = comparison?.__typename === 'BundleAnalysisComparison' ? comparison : null;
      const changes = new Map(
        (compared?.bundles ?? []).flatMap((bundle) => (bundle ? [[bundle.name, bundle] as const] : [])),
      );
      return {
        kind: 'report',
        commitid: head.commitid,
        bundleStatus: head.bundleStatus ?? null,
        figures: bundleFigures(report.bundleData),
        isCached: report.isCached,
        bundles: report.bundles.flatMap((bundle) => {
          if (!bundle) return [];
          const change = changes.get(bundle.name);
          return [
            {
              name: bundle.name,
              figures: bundleFigures(bundle.bundleData),
              isCached: bundle.isCached,
              change: change ? bundleFigures(change.bundleChange) : null,
              changeType: change?.changeType ?? null,
            },
          ];
        }),
        change: compared ? bundleFigures(compared.bundleChange) : null,
        comparisonError:
          comparison && comparison.__typename !== 'BundleAnalysisComparison' ? comparison.__typename : null,
      };
    },
  });

export const useBranchBundleSummary = (
  args: BranchArgs,
  options?: GraphqlQueryOptions<BranchBundleSummary>,
) => useGraphqlQuery(branchBundleSummaryQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BranchBundleSummaryDataAnswer = AcceptsAnswer<
  typeof BranchBundleSummaryDataSchema,
  BranchBundleSummaryDataQuery
>;
