import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  errorMemberSchema,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
  type GraphqlQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BranchBundleSummaryDataQuery } from '../generated/operations';
import {
  type BranchArgs,
  BundleDataFieldsFragment,
  BundleDataSchema,
  type BundleFigures,
  bundleFigures,
  type BundleReportProblem,
  headReportOf,
  MissingHeadReportSchema,
} from '../bundle-data';

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
                  __typename
                  ... on BundleAnalysisComparison {
                    bundleChange {
                      ...BundleDataFields
                    }
                    bundles {
                      name
                      changeType
                      bundleChange {
                        ...BundleDataFields
                      }
                    }
                  }
                  ... on FirstPullRequest {
                    message
                  }
                  ... on MissingBaseCommit {
                    message
                  }
                  ... on MissingHeadCommit {
                    message
                  }
                  ... on MissingHeadReport {
                    message
                  }
                  ... on MissingBaseReport {
                    message
                  }
                }
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
  ${BundleDataFieldsFragment}
`;

/** Why a commit could not be compared with its parent. */
export const bundleComparisonErrorTypenames = [
  'FirstPullRequest',
  'MissingBaseCommit',
  'MissingHeadCommit',
  'MissingHeadReport',
  'MissingBaseReport',
] as const;
export type BundleComparisonErrorTypename = (typeof bundleComparisonErrorTypenames)[number];

const commitStatuses = ['COMPLETED', 'ERROR', 'PENDING'] as const;
export type BundleUploadStatus = (typeof commitStatuses)[number];

export const BranchBundleSummaryDataSchema = ownerRepositorySchema({
  branch: v.nullish(
    v.object({
      name: v.string(),
      head: v.nullish(
        v.object({
          commitid: v.string(),
          bundleStatus: v.nullish(v.picklist(commitStatuses)),
          bundleAnalysis: v.nullish(
            v.object({
              bundleAnalysisReport: v.nullish(
                v.variant('__typename', [
                  v.object({
                    __typename: v.literal('BundleAnalysisReport'),
                    isCached: v.boolean(),
                    bundleData: BundleDataSchema,
                    bundles: v.array(
                      v.nullable(
                        v.object({ name: v.string(), isCached: v.boolean(), bundleData: BundleDataSchema }),
                      ),
                    ),
                  }),
                  MissingHeadReportSchema,
                ]),
              ),
              bundleAnalysisCompareWithParent: v.nullish(
                v.variant('__typename', [
                  v.object({
                    __typename: v.literal('BundleAnalysisComparison'),
                    bundleChange: BundleDataSchema,
                    bundles: v.array(
                      v.nullable(
                        v.object({
                          name: v.string(),
                          changeType: v.string(),
                          bundleChange: BundleDataSchema,
                        }),
                      ),
                    ),
                  }),
                  ...bundleComparisonErrorTypenames.map((typename) => errorMemberSchema(typename)),
                ]),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

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
      const found = repositoryOf(data).branch;
      const head = headReportOf(found);
      if (!('report' in head)) return head;
      const analysis = found?.head?.bundleAnalysis;
      const comparison = analysis?.bundleAnalysisCompareWithParent ?? null;
      const compared = comparison?.__typename === 'BundleAnalysisComparison' ? comparison : null;
      const changes = new Map(
        (compared?.bundles ?? []).flatMap((bundle) => (bundle ? [[bundle.name, bundle] as const] : [])),
      );
      return {
        kind: 'report',
        commitid: found?.head?.commitid ?? '',
        bundleStatus: found?.head?.bundleStatus ?? null,
        figures: bundleFigures(head.report.bundleData),
        isCached: head.report.isCached,
        bundles: head.report.bundles.flatMap((bundle) => {
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
