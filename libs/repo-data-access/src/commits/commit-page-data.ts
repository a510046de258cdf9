import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  CoverageTotalsSchema,
  edgesSchema,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  repositoryOf,
  UnmatchedPathsSchema,
  useGraphqlQuery,
} from '@canopy/api-client';
import { commitCoverageStatuses, comparisonErrorSchemas, type ComparisonErrorTypename } from './get-commits';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitPageDataQuery } from '../generated/operations';

export const CommitPageDataDocument = gql`
  query CommitPageData($owner: String!, $repo: String!, $commitid: String!) {
    owner(username: $owner) {
      ownerid
      username
      isCurrentUserPartOfOrg
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            message
            createdAt
            branchName
            pullId
            ciPassed
            state
            yamlState
            yamlSource {
              kind
              path
              warnings
            }
            totalUploads
            coverageStatus
            author {
              ownerid
              username
              avatarUrl
            }
            parent {
              commitid
            }
            latestUploadError {
              errorCode
              errorMessage
            }
            yamlErrors: errors(errorType: YAML_ERROR) {
              edges {
                node {
                  errorCode
                  errorMessage
                }
              }
            }
            botErrors: errors(errorType: BOT_ERROR) {
              edges {
                node {
                  errorCode
                  errorMessage
                }
              }
            }
            coverageAnalytics {
              totals {
                percentCovered
                fileCount
                lineCount
                hitsCount
                missesCount
                partialsCount
              }
              unmatchedPaths {
                count
                paths
                message
              }
            }
            compareWithParent {
              __typename
              ... on Comparison {
                state
                baseCommit
                headCommit
                changeCoverage
                patchTotals {
                  percentCovered
                  lineCount
                  hitsCount
                  missesCount
                  partialsCount
                }
                headTotals {
                  percentCovered
                }
                baseTotals {
                  percentCovered
                }
                impactedFilesCount
                directChangedFilesCount
                indirectChangedFilesCount
                diffSource
                diffMessage
                hasDifferentNumberOfHeadAndBaseReports
                baseUploadCount
                headUploadCount
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

const CommitErrorsSchema = v.object({
  edges: edgesSchema(v.object({ errorCode: v.string(), errorMessage: v.nullish(v.string()) })),
});

const PercentSchema = v.nullish(v.object({ percentCovered: v.nullish(v.number()) }));

const ComparisonSummarySchema = v.object({
  __typename: v.literal('Comparison'),
  state: v.string(),
  baseCommit: v.nullish(v.string()),
  headCommit: v.nullish(v.string()),
  changeCoverage: v.nullish(v.number()),
  patchTotals: v.nullish(
    v.object({
      percentCovered: v.nullish(v.number()),
      lineCount: v.nullish(v.number()),
      hitsCount: v.nullish(v.number()),
      missesCount: v.nullish(v.number()),
      partialsCount: v.nullish(v.number()),
    }),
  ),
  headTotals: PercentSchema,
  baseTotals: PercentSchema,
  impactedFilesCount: v.number(),
  directChangedFilesCount: v.number(),
  indirectChangedFilesCount: v.number(),
  diffSource: v.string(),
  diffMessage: v.nullish(v.string()),
  hasDifferentNumberOfHeadAndBaseReports: v.boolean(),
  baseUploadCount: v.number(),
  headUploadCount: v.number(),
});

const yamlSourceKinds = ['REPOSITORY_FILE', 'UPLOAD', 'REPOSITORY', 'OWNER', 'DEFAULT'] as const;

/** Which codecov.yml applied to a commit: its layer, the repository file's path, and its ignored keys. */
export interface CommitYamlSource {
  kind: (typeof yamlSourceKinds)[number];
  path: string | null;
  warnings: string[];
}

const CommitPageCommitSchema = v.object({
  commitid: v.string(),
  message: v.nullish(v.string()),
  createdAt: v.string(),
  branchName: v.nullish(v.string()),
  pullId: v.nullish(v.number()),
  ciPassed: v.nullish(v.boolean()),
  state: v.nullish(v.string()),
  yamlState: v.nullish(v.string()),
  yamlSource: v.nullish(
    v.object({
      kind: v.picklist(yamlSourceKinds),
      path: v.nullish(v.string()),
      warnings: v.array(v.string()),
    }),
  ),
  totalUploads: v.number(),
  coverageStatus: v.nullish(v.picklist(commitCoverageStatuses)),
  author: v.nullish(v.object({ username: v.nullish(v.string()), avatarUrl: v.string() })),
  parent: v.nullish(v.object({ commitid: v.string() })),
  latestUploadError: v.nullish(
    v.object({ errorCode: v.nullish(v.string()), errorMessage: v.nullish(v.string()) }),
  ),
  yamlErrors: CommitErrorsSchema,
  botErrors: CommitErrorsSchema,
  coverageAnalytics: v.nullish(
    v.object({
      totals: v.nullish(CoverageTotalsSchema),
      unmatchedPaths: UnmatchedPathsSchema,
    }),
  ),
  compareWithParent: v.nullish(v.variant('__typename', [ComparisonSummarySchema, ...comparisonErrorSchemas])),
});

export const CommitPageDataSchema = ownerRepositorySchema(
  { commit: v.nullish(CommitPageCommitSchema) },
  { isCurrentUserPartOfOrg: v.boolean() },
);

export interface CommitError {
  errorCode: string;
  errorMessage: string | null;
}

export type CoverageTotals = v.InferOutput<typeof CoverageTotalsSchema>;
export type CommitComparisonSummary = Omit<v.InferOutput<typeof ComparisonSummarySchema>, '__typename'>;

/** Why a commit could not be compared with its parent. */
export interface CommitComparisonError {
  typename: ComparisonErrorTypename;
  message: string | null;
}

export interface CommitPageData {
  isCurrentUserPartOfOrg: boolean;
  commitid: string;
  message: string | null;
  createdAt: string;
  branchName: string | null;
  pullId: number | null;
  ciPassed: boolean | null;
  /** 'complete', 'pending', 'error' or 'skipped'. */
  state: string | null;
  /** 'DEFAULT' when the commit has no codecov.yml of its own. */
  yamlState: string | null;
  /** Null for commits processed before sources were recorded. */
  yamlSource: CommitYamlSource | null;
  totalUploads: number;
  coverageStatus: (typeof commitCoverageStatuses)[number] | null;
  author: { username: string | null; avatarUrl: string } | null;
  parentCommitid: string | null;
  latestUploadError: { errorCode: string | null; errorMessage: string | null } | null;
  yamlErrors: CommitError[];
  botErrors: CommitError[];
  totals: CoverageTotals | null;
  unmatchedPaths: { count: number; paths: string[]; message: string | null } | null;
  /** The comparison with the parent, when it could be made. */
  comparison: CommitComparisonSummary | null;
  /** Why it could not, otherwise (null when neither: the API did not answer a comparison). */
  comparisonError: CommitComparisonError | null;
}

export interface CommitArgs {
  provider: string;
  owner: string;
  repo: string;
  /** A full SHA or a unique prefix of 7+ characters. */
  commitid: string;
}

/**
 * The commit page's header, totals, errors and comparison with its parent. A missing owner, repository or
 * commit rejects with `NotFoundError`; a viewer who is not activated with `OwnerNotActivatedError`.
 */
export const commitPageDataQuery = ({ provider, owner, repo, commitid }: CommitArgs) =>
  graphqlQueryDefinition({
    document: CommitPageDataDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitPageDataSchema,
    select: (data): CommitPageData => {
      const { commit } = repositoryOf(data);
      if (!commit) throw new NotFoundError();
      const compared = commit.compareWithParent;
      let comparison: CommitComparisonSummary | null = null;
      let comparisonError: CommitComparisonError | null = null;
      if (compared?.__typename === 'Comparison') {
        const { __typename: _typename, ...rest } = compared;
        comparison = rest;
      } else if (compared) {
        comparisonError = { typename: compared.__typename, message: compared.message ?? null };
      }
      return {
        // repositoryOf has thrown for a missing owner.
        isCurrentUserPartOfOrg: data.owner?.isCurrentUserPartOfOrg ?? false,
        commitid: commit.commitid,
        message: commit.message ?? null,
        createdAt: commit.createdAt,
        branchName: commit.branchName ?? null,
        pullId: commit.pullId ?? null,
        ciPassed: commit.ciPassed ?? null,
        state: commit.state ?? null,
        yamlState: commit.yamlState ?? null,
        yamlSource: commit.yamlSource ? { ...commit.yamlSource, path: commit.yamlSource.path ?? null } : null,
        totalUploads: commit.totalUploads,
        coverageStatus: commit.coverageStatus ?? null,
        author: commit.author
          ? { username: commit.author.username ?? null, avatarUrl: commit.author.avatarUrl }
          : null,
        parentCommitid: commit.parent?.commitid ?? null,
        latestUploadError: commit.latestUploadError
          ? {
              errorCode: commit.latestUploadError.errorCode ?? null,
              errorMessage: commit.latestUploadError.errorMessage ?? null,
            }
          : null,
        yamlErrors: nodesOf(commit.yamlErrors.edges).map((e) => ({
          ...e,
          errorMessage: e.errorMessage ?? null,
        })),
        botErrors: nodesOf(commit.botErrors.edges).map((e) => ({
          ...e,
          errorMessage: e.errorMessage ?? null,
        })),
        totals: commit.coverageAnalytics?.totals ?? null,
        unmatchedPaths: commit.coverageAnalytics
          ? {
              count: commit.coverageAnalytics.unmatchedPaths.count,
              paths: commit.coverageAnalytics.unmatchedPaths.paths,
              message: commit.coverageAnalytics.unmatchedPaths.message ?? null,
            }
          : null,
        comparison,
        comparisonError,
      };
    },
  });

export const useCommitPageData = (args: CommitArgs) => useGraphqlQuery(commitPageDataQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitPageDataAnswer = AcceptsAnswer<typeof CommitPageDataSchema, CommitPageDataQuery>;
