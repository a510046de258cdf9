import { gql } from '@urql/core';
import * as v from 'valibot';
import { errorMemberSchema } from '@canopy/api-client';

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

/** The branch head had no bundle stats upload: the page says so rather than failing. */
export const MissingHeadReportSchema = errorMemberSchema('MissingHeadReport');

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

/**
 * The head's report out of `branch { head { bundleAnalysis { bundleAnalysisReport } } }`, or why there is none:
 * no such branch (or its head commit is unknown), or no bundle stats on the head.
 */
export function headReportOf<TReport extends { __typename: string }>(
  branch:
    | {
        head?: {
          bundleAnalysis?: { bundleAnalysisReport?: TReport | null } | null;
        } | null;
      }
    | null
    | undefined,
): { report: Exclude<TReport, { __typename: 'MissingHeadReport' }> } | BundleReportProblem {
  if (!branch?.head) return { kind: 'missing-branch' };
  const report = branch.head.bundleAnalysis?.bundleAnalysisReport;
  if (!report) return { kind: 'missing-head-report', message: null };
  if (report.__typename === 'MissingHeadReport') {
    return { kind: 'missing-head-report', message: (report as { message?: string | null }).message ?? null };
  }
  return { report: report as Exclude<TReport, { __typename: 'MissingHeadReport' }> };
}
