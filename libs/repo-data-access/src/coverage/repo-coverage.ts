import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  CoverageTotalsSchema,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  UnmatchedPathsSchema,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetRepoCoverageQuery } from '../generated/operations';

export const GetRepoCoverageDocument = gql`
  query GetRepoCoverage($owner: String!, $repo: String!, $branch: String!, $withCommit: Boolean!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          repositoryConfig {
            indicationRange {
              lowerRange
              upperRange
            }
          }
          branch(name: $branch) {
            name
            head {
              ...RepoCoverageHead
            }
          }
          commit(id: $branch) @include(if: $withCommit) {
            ...RepoCoverageHead
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

  fragment RepoCoverageHead on Commit {
    commitid
    createdAt
    yamlState
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
  }
`;

const HeadSchema = v.object({
  commitid: v.string(),
  createdAt: v.string(),
  yamlState: v.nullish(v.picklist(['DEFAULT'])),
  coverageAnalytics: v.nullish(
    v.object({ totals: v.nullish(CoverageTotalsSchema), unmatchedPaths: UnmatchedPathsSchema }),
  ),
});

export const GetRepoCoverageSchema = ownerRepositorySchema({
  repositoryConfig: v.object({
    indicationRange: v.nullish(v.object({ lowerRange: v.number(), upperRange: v.number() })),
  }),
  branch: v.nullish(v.object({ name: v.string(), head: v.nullish(HeadSchema) })),
  commit: v.nullish(HeadSchema),
});

export type RepoCoverageTotals = {
  [K in keyof v.InferOutput<typeof CoverageTotalsSchema>]-?: Exclude<
    v.InferOutput<typeof CoverageTotalsSchema>[K],
    undefined
  >;
};
export type RepoUnmatchedPaths = v.InferOutput<typeof UnmatchedPathsSchema>;

/** The repository's red/yellow/green thresholds (codecov.yml `coverage.range`). */
export interface RepoIndicationRange {
  lowerRange: number;
  upperRange: number;
}

export interface RepoCoverageHead {
  commitid: string;
  createdAt: string;
  /** True when the head commit has no codecov.yml of its own. */
  usesDefaultYaml: boolean;
  /** Null while the head commit has no processed report. */
  totals: RepoCoverageTotals | null;
  unmatchedPaths: RepoUnmatchedPaths | null;
}

export interface RepoCoverage {
  /** Null when the repository has no branch of that name. */
  branch: { name: string; head: RepoCoverageHead | null } | null;
  /**
   * When no branch has the name and it looks like a SHA (7 to 40 hex characters), the commit it names (full
   * or short SHA), so `tree/:ref` and `blob/:ref` take a commit too; null otherwise.
   */
  commit: RepoCoverageHead | null;
  indicationRange: RepoIndicationRange | null;
}

export interface RepoCoverageArgs {
  provider: string;
  owner: string;
  repo: string;
  branch: string;
}

const SHA_LIKE = /^[0-9a-f]{7,40}$/i;

function toHead(head: v.InferOutput<typeof HeadSchema> | null | undefined): RepoCoverageHead | null {
  if (!head) return null;
  const totals = head.coverageAnalytics?.totals;
  return {
    commitid: head.commitid,
    createdAt: head.createdAt,
    usesDefaultYaml: head.yamlState === 'DEFAULT',
    totals: totals
      ? {
          percentCovered: totals.percentCovered ?? null,
          fileCount: totals.fileCount ?? null,
          lineCount: totals.lineCount ?? null,
          hitsCount: totals.hitsCount ?? null,
          missesCount: totals.missesCount ?? null,
          partialsCount: totals.partialsCount ?? null,
        }
      : null,
    unmatchedPaths: head.coverageAnalytics?.unmatchedPaths ?? null,
  };
}

/**
 * The head of a branch: its commit and the totals of its report ("X of Y lines covered"), the paths of the
 * reports that matched no file, and the repository's colour thresholds. A missing owner or repository rejects
 * with `NotFoundError`, a viewer without a seat with `OwnerNotActivatedError`; an unknown branch is `branch: null`
 * (with `commit` when the name is a commit's SHA, asked for in the same request).
 */
export const repoCoverageQuery = ({ provider, owner, repo, branch }: RepoCoverageArgs) =>
  graphqlQueryDefinition({
    document: GetRepoCoverageDocument,
    variables: { owner, repo, branch, withCommit: SHA_LIKE.test(branch) },
    provider,
    schema: GetRepoCoverageSchema,
    select: (data): RepoCoverage => {
      const repository = repositoryOf(data);
      return {
        indicationRange: repository.repositoryConfig.indicationRange ?? null,
        branch: repository.branch
          ? { name: repository.branch.name, head: toHead(repository.branch.head) }
          : null,
        commit: repository.branch ? null : toHead(repository.commit),
      };
    },
  });

export const useRepoCoverage = (args: RepoCoverageArgs) => useGraphqlQuery(repoCoverageQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetRepoCoverageAnswer = AcceptsAnswer<typeof GetRepoCoverageSchema, GetRepoCoverageQuery>;
