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
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitImpactedFilesQuery, PullImpactedFilesQuery } from '../generated/operations';

/** The members of `ComparisonResult` that say why there is no comparison; shown to the user, not thrown. */
export const comparisonErrorTypenames = [
  'FirstPullRequest',
  'MissingBaseCommit',
  'MissingHeadCommit',
  'MissingComparison',
  'MissingBaseReport',
  'MissingHeadReport',
] as const;
export type ComparisonErrorTypename = (typeof comparisonErrorTypenames)[number];

export interface ComparisonError {
  __typename: ComparisonErrorTypename;
  message: string | null;
}

/** A comparison that could not be made, with the server's sentence. */
export const ComparisonErrorSchemas = comparisonErrorTypenames.map((typename) => errorMemberSchema(typename));

export const impactedFileOrderings = [
  'FILE_NAME',
  'CHANGE_COVERAGE',
  'HEAD_COVERAGE',
  'MISSES_COUNT',
  'PATCH_COVERAGE',
] as const;
export type ImpactedFileOrdering = (typeof impactedFileOrderings)[number];

/**
 * The figures of one impacted file, the one selection of the commit and pull request tables and of the diff
 * headers (`ImpactedFileFieldsSchema`, `toImpactedFileRow`).
 */
export const ImpactedFileFieldsFragment = gql`
  fragment ImpactedFileFields on ImpactedFile {
    fileName
    headName
    baseName
    isNewFile
    isRenamedFile
    isDeletedFile
    missesCount
    changeCoverage
    hashedPath
    headCoverage {
      percentCovered
    }
    baseCoverage {
      percentCovered
    }
    patchCoverage {
      percentCovered
    }
  }
`;

export const CommitImpactedFilesDocument = gql`
  query CommitImpactedFiles(
    $owner: String!
    $repo: String!
    $commitid: String!
    $filters: ImpactedFilesFilters
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
                state
                impactedFiles(filters: $filters) {
                  __typename
                  ... on ImpactedFiles {
                    results {
                      ...ImpactedFileFields
                    }
                  }
                  ... on UnknownFlags {
                    message
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
  ${ImpactedFileFieldsFragment}
`;

export const PullImpactedFilesDocument = gql`
  query PullImpactedFiles(
    $owner: String!
    $repo: String!
    $pullId: Int!
    $baseCommit: String
    $filters: ImpactedFilesFilters
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
                state
                impactedFiles(filters: $filters) {
                  __typename
                  ... on ImpactedFiles {
                    results {
                      ...ImpactedFileFields
                    }
                  }
                  ... on UnknownFlags {
                    message
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
  ${ImpactedFileFieldsFragment}
`;

const PercentSchema = v.nullish(v.object({ percentCovered: v.nullish(v.number()) }));

/** The schema of `ImpactedFileFields`. */
export const ImpactedFileFieldsSchema = v.object({
  fileName: v.nullish(v.string()),
  headName: v.nullish(v.string()),
  baseName: v.nullish(v.string()),
  isNewFile: v.boolean(),
  isRenamedFile: v.boolean(),
  isDeletedFile: v.boolean(),
  missesCount: v.number(),
  changeCoverage: v.nullish(v.number()),
  hashedPath: v.string(),
  headCoverage: PercentSchema,
  baseCoverage: PercentSchema,
  patchCoverage: PercentSchema,
});

const ComparisonImpactedFilesSchema = v.variant('__typename', [
  v.object({
    __typename: v.literal('Comparison'),
    state: v.string(),
    impactedFiles: v.variant('__typename', [
      v.object({
        __typename: v.literal('ImpactedFiles'),
        results: v.array(v.nullable(ImpactedFileFieldsSchema)),
      }),
      errorMemberSchema('UnknownFlags'),
    ]),
  }),
  ...ComparisonErrorSchemas,
]);

export const CommitImpactedFilesSchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({ commitid: v.string(), compareWithParent: v.nullish(ComparisonImpactedFilesSchema) }),
  ),
});

export const PullImpactedFilesSchema = ownerRepositorySchema({
  pull: v.nullish(
    v.object({ pullId: v.number(), compareWithBase: v.nullish(ComparisonImpactedFilesSchema) }),
  ),
});

export interface ImpactedFileRow {
  /** The head path (the base path of a deleted file). */
  path: string;
  /** The base path when the file was renamed, else null. */
  previousPath: string | null;
  isNewFile: boolean;
  isRenamedFile: boolean;
  isDeletedFile: boolean;
  /** Added lines that are not covered (misses and partials). */
  missesCount: number;
  headCoverage: number | null;
  baseCoverage: number | null;
  patchCoverage: number | null;
  /** Head % − base %, in percentage points. */
  changeCoverage: number | null;
  hashedPath: string;
}

export type ImpactedFilesResult =
  | { kind: 'files'; state: string; files: ImpactedFileRow[] }
  | { kind: 'unknown-flags'; message: string | null }
  | { kind: 'comparison-error'; error: ComparisonError };

type ComparisonImpactedFiles = v.InferOutput<typeof ComparisonImpactedFilesSchema>;

/** An `ImpactedFileFields` answer as the tables and diffs read it. */
export function toImpactedFileRow(file: v.InferOutput<typeof ImpactedFileFieldsSchema>): ImpactedFileRow {
  // A deleted file only has its base name; `fileName` is the last segment only.
  const path =
    (file.isDeletedFile ? file.baseName : file.headName) ??
    file.headName ??
    file.baseName ??
    file.fileName ??
    '';
  return {
    path,
    previousPath: file.isRenamedFile && file.baseName && file.baseName !== path ? file.baseName : null,
    isNewFile: file.isNewFile,
    isRenamedFile: file.isRenamedFile,
    isDeletedFile: file.isDeletedFile,
    missesCount: file.missesCount,
    headCoverage: file.headCoverage?.percentCovered ?? null,
    baseCoverage: file.baseCoverage?.percentCovered ?? null,
    patchCoverage: file.patchCoverage?.percentCovered ?? null,
    changeCoverage: file.changeCoverage ?? null,
    hashedPath: file.hashedPath,
  };
}

function toImpactedFiles(comparison: ComparisonImpactedFiles | null | undefined): ImpactedFilesResult {
  if (!comparison) {
    return { kind: 'comparison-error', error: { __typename: 'MissingComparison', message: null } };
  }
  if (comparison.__typename !== 'Comparison') {
    return {
      kind: 'comparison-error',
      error: { __typename: comparison.__typename, message: comparison.message ?? null },
    };
  }
  const impacted = comparison.impactedFiles;
  if (impacted.__typename === 'UnknownFlags')
    return { kind: 'unknown-flags', message: impacted.message ?? null };
  return {
    kind: 'files',
    state: comparison.state,
    files: impacted.results.flatMap((file) => (file ? [toImpactedFileRow(file)] : [])),
  };
}

export interface ImpactedFilesFilterArgs {
  /** 'direct': files the diff touched; 'indirect': files whose coverage changed outside the diff. */
  changes: 'direct' | 'indirect';
  flags?: readonly string[];
  components?: readonly string[];
  ordering?: { parameter: ImpactedFileOrdering; direction: 'ASC' | 'DESC' } | null;
}

function filtersOf({ changes, flags = [], components = [], ordering }: ImpactedFilesFilterArgs) {
  return {
    hasUnintendedChanges: changes === 'indirect',
    ...(flags.length > 0 ? { flags: [...flags] } : {}),
    ...(components.length > 0 ? { components: [...components] } : {}),
    ...(ordering ? { ordering: { parameter: ordering.parameter, direction: ordering.direction } } : {}),
  };
}

export interface CommitImpactedFilesArgs extends ImpactedFilesFilterArgs {
  provider: string;
  owner: string;
  repo: string;
  commitid: string;
}

/**
 * The files a commit changed against its parent (`compareWithParent.impactedFiles`), filtered and ordered on
 * the server. Comparison errors come back as data (`comparison-error`) for the page to explain; an unknown
 * commit, owner or repository rejects with `NotFoundError`.
 */
export const commitImpactedFilesQuery = ({
  provider,
  owner,
  repo,
  commitid,
  ...filters
}: CommitImpactedFilesArgs) =>
  graphqlQueryDefinition({
    document: CommitImpactedFilesDocument,
    variables: { owner, repo, commitid, filters: filtersOf(filters) },
    provider,
    schema: CommitImpactedFilesSchema,
    select: (data): ImpactedFilesResult => {
      const repository = repositoryOf(data);
      if (!repository.commit) throw new NotFoundError();
      return toImpactedFiles(repository.commit.compareWithParent);
    },
  });

export const useCommitImpactedFiles = (
  args: CommitImpactedFilesArgs,
  options?: GraphqlQueryOptions<ImpactedFilesResult>,
) => useGraphqlQuery(commitImpactedFilesQuery(args), options);

export interface PullImpactedFilesArgs extends ImpactedFilesFilterArgs {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
  /** Compare against this commit or branch instead of the pull request's base. */
  baseCommit?: string | null;
}

/** The files a pull request changed against its base (`compareWithBase.impactedFiles`), like the commit's. */
export const pullImpactedFilesQuery = ({
  provider,
  owner,
  repo,
  pullId,
  baseCommit = null,
  ...filters
}: PullImpactedFilesArgs) =>
  graphqlQueryDefinition({
    document: PullImpactedFilesDocument,
    variables: { owner, repo, pullId, baseCommit, filters: filtersOf(filters) },
    provider,
    schema: PullImpactedFilesSchema,
    select: (data): ImpactedFilesResult => {
      const repository = repositoryOf(data);
      if (!repository.pull) throw new NotFoundError();
      return toImpactedFiles(repository.pull.compareWithBase);
    },
  });

export const usePullImpactedFiles = (
  args: PullImpactedFilesArgs,
  options?: GraphqlQueryOptions<ImpactedFilesResult>,
) => useGraphqlQuery(pullImpactedFilesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitImpactedFilesAnswer = AcceptsAnswer<typeof CommitImpactedFilesSchema, CommitImpactedFilesQuery>;
type _PullImpactedFilesAnswer = AcceptsAnswer<typeof PullImpactedFilesSchema, PullImpactedFilesQuery>;
