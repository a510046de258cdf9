import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  errorMemberSchema,
  type GraphqlQueryOptions,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import {
  type ComparisonError,
  ComparisonErrorSchemas,
  type ImpactedFileRow,
  ImpactedFileFieldsFragment,
  ImpactedFileFieldsSchema,
  toImpactedFileRow,
} from './impacted-files';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  ImpactedFileComparedWithParentQuery,
  ImpactedFileComparisonQuery,
} from '../generated/operations';

/** One file's figures and diff: the one selection of the commit and pull request documents. */
export const ImpactedFileDiffFragment = gql`
  fragment ImpactedFileDiff on ImpactedFile {
    ...ImpactedFileFields
    segments(filters: $filters) {
      __typename
      ... on SegmentComparisons {
        results {
          header
          hasUnintendedChanges
          lines {
            baseNumber
            headNumber
            baseCoverage
            headCoverage
            content
            coverageInfo(ignoredUploadIds: $ignoredUploadIds) {
              hitCount
              hitUploadIds
            }
          }
        }
      }
      ... on UnknownPath {
        message
      }
      ... on ProviderError {
        message
      }
    }
  }
  ${ImpactedFileFieldsFragment}
`;

export const ImpactedFileComparedWithParentDocument = gql`
  query ImpactedFileComparedWithParent(
    $owner: String!
    $repo: String!
    $commitid: String!
    $path: String!
    $fileFilters: ImpactedFileFilters
    $filters: SegmentsFilters
    $ignoredUploadIds: [Int!]
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            compareWithParent {
              __typename
              ... on Comparison {
                impactedFile(path: $path, filters: $fileFilters) {
                  ...ImpactedFileDiff
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
              ... on MissingComparison {
                message
              }
              ... on MissingBaseReport {
                message
              }
              ... on MissingHeadReport {
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
  ${ImpactedFileDiffFragment}
`;

export const ImpactedFileComparisonDocument = gql`
  query ImpactedFileComparison(
    $owner: String!
    $repo: String!
    $pullId: Int!
    $baseCommit: String
    $path: String!
    $fileFilters: ImpactedFileFilters
    $filters: SegmentsFilters
    $ignoredUploadIds: [Int!]
  ) {
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
                impactedFile(path: $path, filters: $fileFilters) {
                  ...ImpactedFileDiff
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
              ... on MissingComparison {
                message
              }
              ... on MissingBaseReport {
                message
              }
              ... on MissingHeadReport {
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
  ${ImpactedFileDiffFragment}
`;

const CoverageMarkSchema = v.nullish(v.picklist(['H', 'M', 'P']));

const SegmentSchema = v.object({
  header: v.string(),
  hasUnintendedChanges: v.boolean(),
  lines: v.array(
    v.object({
      baseNumber: v.nullish(v.string()),
      headNumber: v.nullish(v.string()),
      baseCoverage: CoverageMarkSchema,
      headCoverage: CoverageMarkSchema,
      content: v.nullish(v.string()),
      coverageInfo: v.object({
        hitCount: v.nullish(v.number()),
        hitUploadIds: v.nullish(v.array(v.number())),
      }),
    }),
  ),
});

/** The schema of `ImpactedFileDiff`, for the commit and the pull request alike. */
export const ImpactedFileDiffSchema = v.object({
  ...ImpactedFileFieldsSchema.entries,
  segments: v.variant('__typename', [
    v.object({ __typename: v.literal('SegmentComparisons'), results: v.array(SegmentSchema) }),
    errorMemberSchema('UnknownPath'),
    errorMemberSchema('ProviderError'),
  ]),
});

const ComparisonFileSchema = v.variant('__typename', [
  v.object({ __typename: v.literal('Comparison'), impactedFile: v.nullish(ImpactedFileDiffSchema) }),
  ...ComparisonErrorSchemas,
]);

export const ImpactedFileComparedWithParentSchema = ownerRepositorySchema({
  commit: v.nullish(v.object({ commitid: v.string(), compareWithParent: v.nullish(ComparisonFileSchema) })),
});

export const ImpactedFileComparisonSchema = ownerRepositorySchema({
  pull: v.nullish(v.object({ pullId: v.number(), compareWithBase: v.nullish(ComparisonFileSchema) })),
});

export type DiffCoverageMark = 'H' | 'M' | 'P';

export interface DiffLine {
  /** Line number in the base file; null for an added line. */
  baseNumber: number | null;
  /** Line number in the head file; null for a removed line. */
  headNumber: number | null;
  /** The diff's text with its "+", "-" or " " prefix; null outside the diff (indirect changes). */
  content: string | null;
  baseCoverage: DiffCoverageMark | null;
  headCoverage: DiffCoverageMark | null;
  /** Uploads of the head that hit the line (without the ignored ones). */
  hitCount: number | null;
  hitUploadIds: number[];
}

export interface DiffSegment {
  /** The hunk header, e.g. "@@ -1,4 +1,5 @@". */
  header: string;
  hasUnintendedChanges: boolean;
  lines: DiffLine[];
}

/** A row's figures with the file's diff. */
export interface ImpactedFileDiff extends ImpactedFileRow {
  /** The diff by hunk; null when it could not be built (`segmentsError` says why). */
  segments: DiffSegment[] | null;
  segmentsError: { __typename: 'UnknownPath' | 'ProviderError'; message: string | null } | null;
}

export type ImpactedFileResult =
  | { kind: 'file'; file: ImpactedFileDiff }
  /** The comparison exists but this file is not one of its impacted files (under the chosen filters). */
  | { kind: 'not-impacted' }
  | { kind: 'comparison-error'; error: ComparisonError };

type ComparisonFile = v.InferOutput<typeof ComparisonFileSchema>;

const lineNumber = (value: string | null | undefined) => {
  if (value == null || value === '') return null;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : parsed;
};

function toResult(comparison: ComparisonFile | null | undefined): ImpactedFileResult {
  if (!comparison)
    return { kind: 'comparison-error', error: { __typename: 'MissingComparison', message: null } };
  if (comparison.__typename !== 'Comparison') {
    return {
      kind: 'comparison-error',
      error: { __typename: comparison.__typename, message: comparison.message ?? null },
    };
  }
  const file = comparison.impactedFile;
  if (!file) return { kind: 'not-impacted' };
  const segments =
    file.segments.__typename === 'SegmentComparisons'
      ? file.segments.results.map((segment) => ({
          header: segment.header,
          hasUnintendedChanges: segment.hasUnintendedChanges,
          lines: segment.lines.map((line) => ({
            baseNumber: lineNumber(line.baseNumber),
            headNumber: lineNumber(line.headNumber),
            content: line.content ?? null,
            baseCoverage: line.baseCoverage ?? null,
            headCoverage: line.headCoverage ?? null,
            hitCount: line.coverageInfo.hitCount ?? null,
            hitUploadIds: line.coverageInfo.hitUploadIds ?? [],
          })),
        }))
      : null;
  return {
    kind: 'file',
    file: {
      ...toImpactedFileRow(file),
      segments,
      segmentsError:
        file.segments.__typename === 'SegmentComparisons'
          ? null
          : { __typename: file.segments.__typename, message: file.segments.message ?? null },
    },
  };
}

interface ImpactedFileCommonArgs {
  provider: string;
  owner: string;
  repo: string;
  path: string;
  /** 'indirect': only the segments with coverage changes outside the diff. @default 'direct' */
  changes?: 'direct' | 'indirect';
  /** Only these flags' uploads count (as in the table the file is opened from); empty means all. */
  flags?: readonly string[];
  /** Only these components' files and lines count; empty means all. */
  components?: readonly string[];
  /** Uploads left out of the hit counts (unticked in the uploads list). */
  ignoredUploadIds?: readonly number[];
}

/** The variables of a file diff besides its file, commit or pull request (empty filters left out). */
function diffVariables({
  changes = 'direct',
  flags = [],
  components = [],
  ignoredUploadIds = [],
}: Pick<ImpactedFileCommonArgs, 'changes' | 'flags' | 'components' | 'ignoredUploadIds'>) {
  const fileFilters = {
    ...(flags.length > 0 ? { flags: [...flags] } : {}),
    ...(components.length > 0 ? { components: [...components] } : {}),
  };
  return {
    fileFilters: flags.length > 0 || components.length > 0 ? fileFilters : null,
    filters: changes === 'indirect' ? { hasUnintendedChanges: true } : {},
    ignoredUploadIds: ignoredUploadIds.length > 0 ? [...ignoredUploadIds] : null,
  };
}

export interface ImpactedFileComparedWithParentArgs extends ImpactedFileCommonArgs {
  commitid: string;
}

/** One file of a commit's comparison with its parent, with its diff segments. */
export const impactedFileComparedWithParentQuery = ({
  provider,
  owner,
  repo,
  commitid,
  path,
  ...rest
}: ImpactedFileComparedWithParentArgs) =>
  graphqlQueryDefinition({
    document: ImpactedFileComparedWithParentDocument,
    variables: { owner, repo, commitid, path, ...diffVariables(rest) },
    provider,
    schema: ImpactedFileComparedWithParentSchema,
    select: (data): ImpactedFileResult => {
      const repository = repositoryOf(data);
      if (!repository.commit) throw new NotFoundError();
      return toResult(repository.commit.compareWithParent);
    },
  });

export const useImpactedFileComparedWithParent = (
  args: ImpactedFileComparedWithParentArgs,
  options?: GraphqlQueryOptions<ImpactedFileResult>,
) => useGraphqlQuery(impactedFileComparedWithParentQuery(args), options);

export interface ImpactedFileComparisonArgs extends ImpactedFileCommonArgs {
  pullId: number;
  /** Compare against this commit or branch instead of the pull request's base. */
  baseCommit?: string | null;
}

/** One file of a pull request's comparison with its base, with its diff segments. */
export const impactedFileComparisonQuery = ({
  provider,
  owner,
  repo,
  pullId,
  baseCommit = null,
  path,
  ...rest
}: ImpactedFileComparisonArgs) =>
  graphqlQueryDefinition({
    document: ImpactedFileComparisonDocument,
    variables: { owner, repo, pullId, baseCommit, path, ...diffVariables(rest) },
    provider,
    schema: ImpactedFileComparisonSchema,
    select: (data): ImpactedFileResult => {
      const repository = repositoryOf(data);
      if (!repository.pull) throw new NotFoundError();
      return toResult(repository.pull.compareWithBase);
    },
  });

export const useImpactedFileComparison = (
  args: ImpactedFileComparisonArgs,
  options?: GraphqlQueryOptions<ImpactedFileResult>,
) => useGraphqlQuery(impactedFileComparisonQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ImpactedFileComparedWithParentAnswer = AcceptsAnswer<
  typeof ImpactedFileComparedWithParentSchema,
  ImpactedFileComparedWithParentQuery
>;
type _ImpactedFileComparisonAnswer = AcceptsAnswer<
  typeof ImpactedFileComparisonSchema,
  ImpactedFileComparisonQuery
>;
