import { gql } from '@urql/core';
import * as v from 'valibot';
import { errorMemberSchema } from '@canopy/api-client';
import {
  BundleDataFieldsFragment,
  BundleDataSchema,
  type BundleFigures,
  bundleFigures,
  MissingHeadReportSchema,
  type BundleComparisonErrorTypename,
  bundleComparisonErrorTypenames,
  type BundleUploadStatus,
  bundleUploadStatuses,
} from '../bundle-data';

// The commit and pull pages' bundle sections: a comparison's bundles (head against parent or base) and, when no
// comparison could be made, the head's own bundles.

/** A comparison's bundles with their sizes and changes, or why there is no comparison. */
export const BundleComparisonFieldsFragment = gql`
  fragment BundleComparisonFields on BundleAnalysisComparisonResult {
    __typename
    ... on BundleAnalysisComparison {
      bundleData {
        ...BundleDataFields
      }
      bundleChange {
        ...BundleDataFields
      }
      bundles {
        name
        changeType
        bundleData {
          ...BundleDataFields
        }
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
  ${BundleDataFieldsFragment}
`;

/** Only the total change of a comparison, for a one-line summary. */
export const BundleComparisonTotalFragment = gql`
  fragment BundleComparisonTotal on BundleAnalysisComparisonResult {
    __typename
    ... on BundleAnalysisComparison {
      bundleChange {
        size {
          uncompress
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
`;

/** The head's bundles with their sizes, or that the head has no bundle stats. */
export const BundleHeadReportFieldsFragment = gql`
  fragment BundleHeadReportFields on BundleAnalysisReportResult {
    __typename
    ... on BundleAnalysisReport {
      isCached
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
  ${BundleDataFieldsFragment}
`;

const comparisonErrorSchemas = bundleComparisonErrorTypenames.map((typename) => errorMemberSchema(typename));

export const BundleComparisonSchema = v.variant('__typename', [
  v.object({
    __typename: v.literal('BundleAnalysisComparison'),
    bundleData: BundleDataSchema,
    bundleChange: BundleDataSchema,
    bundles: v.array(
      v.nullable(
        v.object({
          name: v.string(),
          changeType: v.string(),
          bundleData: BundleDataSchema,
          bundleChange: BundleDataSchema,
        }),
      ),
    ),
  }),
  ...comparisonErrorSchemas,
]);

export const BundleComparisonTotalSchema = v.variant('__typename', [
  v.object({
    __typename: v.literal('BundleAnalysisComparison'),
    bundleChange: v.object({ size: v.object({ uncompress: v.number() }) }),
  }),
  ...comparisonErrorSchemas,
]);

export const BundleHeadReportSchema = v.variant('__typename', [
  v.object({
    __typename: v.literal('BundleAnalysisReport'),
    isCached: v.boolean(),
    bundles: v.array(
      v.nullable(v.object({ name: v.string(), isCached: v.boolean(), bundleData: BundleDataSchema })),
    ),
  }),
  MissingHeadReportSchema,
]);

export const BundleStatusSchema = v.nullish(v.picklist(bundleUploadStatuses));

/** Why two commits' bundles could not be compared, with the server's words. */
export interface BundleComparisonProblem {
  kind: 'problem';
  typename: BundleComparisonErrorTypename;
  message: string | null;
}

/** One bundle of a comparison. */
export interface ComparedBundle {
  name: string;
  /** 'added', 'removed' or 'changed'. */
  changeType: string;
  /** Uncompressed size in the head, in bytes (0 when the bundle was removed). */
  size: number;
  /** Uncompressed size in the base, in bytes (0 when the bundle was added). */
  previousSize: number;
  /** Head minus base, in bytes. */
  change: number;
  /** The change as a percentage of the base size; null when the base had none of it. */
  changePercent: number | null;
}

export interface BundleComparison {
  kind: 'comparison';
  bundles: ComparedBundle[];
  /** The head's bundles together. */
  figures: BundleFigures;
  /** Head minus base over all bundles. */
  change: BundleFigures;
}

/** A head bundle, for the head table shown when no comparison could be made. */
export interface HeadBundle {
  name: string;
  figures: BundleFigures;
  /** The bundle comes from an earlier commit's upload. */
  isCached: boolean;
}

export type HeadBundles =
  | { kind: 'report'; bundles: HeadBundle[]; isCached: boolean }
  | { kind: 'missing-head-report'; message: string | null };

/** The one-line summary of a comparison: the total size change, or why there is none. */
export type BundleChangeSummary =
  | { kind: 'change'; bytes: number; bundleStatus: BundleUploadStatus | null }
  | (BundleComparisonProblem & { bundleStatus: BundleUploadStatus | null })
  /** The commit or pull has no bundle comparison at all (no bundle stats anywhere). */
  | { kind: 'none'; bundleStatus: BundleUploadStatus | null };

const problemOf = (result: { __typename: BundleComparisonErrorTypename; message?: string | null }) => ({
  kind: 'problem' as const,
  typename: result.__typename,
  message: result.message ?? null,
});

export function bundleComparisonOf(
  result: v.InferOutput<typeof BundleComparisonSchema> | null | undefined,
): BundleComparison | BundleComparisonProblem | null {
  if (!result) return null;
  if (result.__typename !== 'BundleAnalysisComparison') return problemOf(result);
  return {
    kind: 'comparison',
    figures: bundleFigures(result.bundleData),
    change: bundleFigures(result.bundleChange),
    bundles: result.bundles.flatMap((bundle) => {
      if (!bundle) return [];
      const size = bundle.bundleData.size.uncompress;
      const change = bundle.bundleChange.size.uncompress;
      const previousSize = size - change;
      return [
        {
          name: bundle.name,
          changeType: bundle.changeType,
          size,
          previousSize,
          change,
          changePercent: previousSize > 0 ? (change / previousSize) * 100 : null,
        },
      ];
    }),
  };
}

export function headBundlesOf(
  report: v.InferOutput<typeof BundleHeadReportSchema> | null | undefined,
): HeadBundles {
  if (!report) return { kind: 'missing-head-report', message: null };
  if (report.__typename === 'MissingHeadReport') {
    return { kind: 'missing-head-report', message: report.message ?? null };
  }
  return {
    kind: 'report',
    isCached: report.isCached,
    bundles: report.bundles.flatMap((bundle) =>
      bundle
        ? [{ name: bundle.name, figures: bundleFigures(bundle.bundleData), isCached: bundle.isCached }]
        : [],
    ),
  };
}

export function bundleChangeSummaryOf(
  result: v.InferOutput<typeof BundleComparisonTotalSchema> | null | undefined,
  bundleStatus: BundleUploadStatus | null | undefined,
): BundleChangeSummary {
  const status = bundleStatus ?? null;
  if (!result) return { kind: 'none', bundleStatus: status };
  if (result.__typename !== 'BundleAnalysisComparison') return { ...problemOf(result), bundleStatus: status };
  return { kind: 'change', bytes: result.bundleChange.size.uncompress, bundleStatus: status };
}
