import { gql } from '@urql/core';
import * as v from 'valibot';
import { errorMemberSchema, ownerRepositorySchema, repositoryOf } from '@canopy/api-client';

/** Sizes and estimated download times, the one selection of `BundleData` every bundle document makes. */
export const BundleDataFieldsFragment = gql`
  fragment BundleDataFields on BundleData {
    size {
      gzip
      uncompress
    }
    loadTime {
      threeG
      highSpeed
    }
  }
`;

export const BundleDataSchema = v.object({
  size: v.object({ gzip: v.number(), uncompress: v.number() }),
  loadTime: v.object({ threeG: v.number(), highSpeed: v.number() }),
});

/** A bundle's, an asset's or a module's figures: bytes and milliseconds. */
export interface BundleFigures {
  /** Uncompressed size in bytes. */
  size: number;
  /** Estimated gzip size in bytes. */
  gzip: number;
  /** Estimated download time on 3G, in ms. */
  threeG: number;
  /** Estimated download time on a fast connection, in ms. */
  highSpeed: number;
}

export function bundleFigures(data: v.InferOutput<typeof BundleDataSchema>): BundleFigures {
  return {
    size: data.size.uncompress,
    gzip: data.size.gzip,
    threeG: data.loadTime.threeG,
    highSpeed: data.loadTime.highSpeed,
  };
}

/** Asset groups of the "Show by type" filter (`types[]`), in the order the filter lists them. */
export const bundleReportGroups = ['JAVASCRIPT', 'STYLESHEET', 'FONT', 'IMAGE', 'UNKNOWN'] as const;
export type BundleReportGroup = (typeof bundleReportGroups)[number];

/** Load types of the "Show by loading" filter (`loading[]`). */
export const bundleLoadTypes = ['ENTRY', 'INITIAL', 'LAZY'] as const;
export type BundleLoadType = (typeof bundleLoadTypes)[number];

/** The asset filters of a bundle; empty lists mean every type. */
export interface BundleFilters {
  reportGroups?: readonly BundleReportGroup[];
  loadTypes?: readonly BundleLoadType[];
}

/** `BundleAnalysisReportFilters` as sent: sorted, empty lists left out, so equal filters share a cache entry. */
export function reportFilters({ reportGroups = [], loadTypes = [] }: BundleFilters): {
  reportGroups?: BundleReportGroup[];
  loadTypes?: BundleLoadType[];
} {
  return {
    ...(reportGroups.length > 0 ? { reportGroups: [...reportGroups].sort() } : {}),
    ...(loadTypes.length > 0 ? { loadTypes: [...loadTypes].sort() } : {}),
  };
}

/** What stands in for `owner.repository` when it cannot be read: every bundle document selects both. */
export const BundleRepositoryErrorsFragment = gql`
  fragment BundleRepositoryErrors on RepositoryResult {
    ... on NotFoundError {
      message
    }
    ... on OwnerNotActivatedError {
      message
    }
  }
`;

/** The branch head had no bundle stats upload: the page says so rather than failing. */
export const MissingHeadReportSchema = errorMemberSchema('MissingHeadReport');

/** The upload states of a commit's bundle stats. */
export const bundleUploadStatuses = ['COMPLETED', 'ERROR', 'PENDING'] as const;
export type BundleUploadStatus = (typeof bundleUploadStatuses)[number];

/** Why a commit could not be compared with its parent (or a pull's head with its base). */
export const bundleComparisonErrorTypenames = [
  'FirstPullRequest',
  'MissingBaseCommit',
  'MissingHeadCommit',
  'MissingHeadReport',
  'MissingBaseReport',
] as const;
export type BundleComparisonErrorTypename = (typeof bundleComparisonErrorTypenames)[number];

/**
 * The answer of a document reading a branch head's bundle report,
 * `owner { repository { branch { name head { commitid bundleAnalysis { bundleAnalysisReport } } } } }`: `report`
 * are the fields the document reads of the `BundleAnalysisReport`, `head` and `analysis` any more fields it reads
 * of the head commit and of its bundle analysis.
 */
export const branchHeadReportSchema = <
  const TReport extends v.ObjectEntries,
  const THead extends v.ObjectEntries = Record<never, never>,
  const TAnalysis extends v.ObjectEntries = Record<never, never>,
>(
  report: TReport,
  { head = {} as THead, analysis = {} as TAnalysis }: { head?: THead; analysis?: TAnalysis } = {},
) =>
  ownerRepositorySchema({
    branch: v.nullish(
      v.object({
        name: v.string(),
        head: v.nullish(
          v.object({
            commitid: v.string(),
            ...head,
            bundleAnalysis: v.nullish(
              v.object({
                bundleAnalysisReport: v.nullish(
                  v.variant('__typename', [
                    v.object({ __typename: v.literal('BundleAnalysisReport'), ...report }),
                    MissingHeadReportSchema,
                  ]),
                ),
                ...analysis,
              }),
            ),
          }),
        ),
      }),
    ),
  });

/** Where a bundle document's branch stands when it has no bundle report to show. */
export type BundleReportProblem =
  { kind: 'missing-branch' } | { kind: 'missing-head-report'; message: string | null };

/** The arguments of every bundle document: the repository and the branch whose head is read. */
export interface BranchArgs {
  provider: string;
  owner: string;
  repo: string;
  branch: string;
}

/** One bundle of the branch head. */
export interface BundleArgs extends BranchArgs {
  bundle: string;
}

/** The head commit a `branchHeadReportSchema` answer reads, and the report it reads of it. */
type BranchHeadOf<TData> = TData extends { owner: { repository: infer TRepository } | null }
  ? Extract<TRepository, { __typename: 'Repository' }> extends { branch?: { head?: infer THead } | null }
    ? NonNullable<THead>
    : never
  : never;

type HeadReportOf<THead> = THead extends { bundleAnalysis?: { bundleAnalysisReport?: infer TReport } | null }
  ? Exclude<NonNullable<TReport>, { __typename: 'MissingHeadReport' }>
  : never;

/**
 * The branch head's report out of a `branchHeadReportSchema` answer, with the head commit it belongs to, or why
 * there is none: no such branch (or its head commit is unknown), or no bundle stats on the head. A missing owner
 * or repository throws `NotFoundError`, a viewer without a seat `OwnerNotActivatedError`.
 */
export function branchHeadReportOf<
  TData extends { owner: { repository: { __typename: string; message?: string | null } } | null },
>(
  data: TData,
): { head: BranchHeadOf<TData>; report: HeadReportOf<BranchHeadOf<TData>> } | BundleReportProblem {
  const repository = repositoryOf(data) as {
    branch?: {
      head?: {
        bundleAnalysis?: {
          bundleAnalysisReport?: { __typename: string; message?: string | null } | null;
        } | null;
      } | null;
    } | null;
  };
  const head = repository.branch?.head;
  if (!head) return { kind: 'missing-branch' };
  const report = head.bundleAnalysis?.bundleAnalysisReport;
  if (!report) return { kind: 'missing-head-report', message: null };
  if (report.__typename === 'MissingHeadReport') {
    return { kind: 'missing-head-report', message: report.message ?? null };
  }
  return {
    head: head as unknown as BranchHeadOf<TData>,
    report: report as unknown as HeadReportOf<BranchHeadOf<TData>>,
  };
}
