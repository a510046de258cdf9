import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetRepoOverviewQuery } from '../generated/operations';

// A small read of its own: the overview asks only for the repository fields it shows or branches on.
export const GetRepoOverviewDocument = gql`
  query GetRepoOverview($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      isCurrentUserActivated
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          private
          active
          defaultBranch
          oldestCommitAt
          coverageEnabled
          bundleAnalysisEnabled
          testAnalyticsEnabled
          languages
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

export const GetRepoOverviewSchema = ownerRepositorySchema(
  {
    private: v.boolean(),
    active: v.boolean(),
    defaultBranch: v.nullish(v.string()),
    oldestCommitAt: v.nullish(v.string()),
    coverageEnabled: v.nullish(v.boolean()),
    bundleAnalysisEnabled: v.nullish(v.boolean()),
    testAnalyticsEnabled: v.nullish(v.boolean()),
    languages: v.nullish(v.array(v.string())),
  },
  { isCurrentUserActivated: v.nullish(v.boolean()) },
);

/** What the coverage overview needs of its repository (spec §7 `GetRepoOverview(owner, repo)`). */
export interface RepoOverview {
  private: boolean;
  /** Has received uploads. */
  active: boolean;
  defaultBranch: string | null;
  /** The first commit's date: the start of the 'All time' trend. */
  oldestCommitAt: string | null;
  coverageEnabled: boolean;
  bundleAnalysisEnabled: boolean;
  testAnalyticsEnabled: boolean;
  languages: string[];
}

export interface RepoOverviewArgs {
  provider: string;
  owner: string;
  repo: string;
}

export const repoOverviewQuery = ({ provider, owner, repo }: RepoOverviewArgs) =>
  graphqlQueryDefinition({
    document: GetRepoOverviewDocument,
    variables: { owner, repo },
    provider,
    schema: GetRepoOverviewSchema,
    select: (data): RepoOverview => {
      const repository = repositoryOf(data);
      return {
        private: repository.private,
        active: repository.active,
        defaultBranch: repository.defaultBranch ?? null,
        oldestCommitAt: repository.oldestCommitAt ?? null,
        coverageEnabled: repository.coverageEnabled ?? false,
        bundleAnalysisEnabled: repository.bundleAnalysisEnabled ?? false,
        testAnalyticsEnabled: repository.testAnalyticsEnabled ?? false,
        languages: repository.languages ?? [],
      };
    },
  });

export const useRepoOverview = (args: RepoOverviewArgs) => useGraphqlQuery(repoOverviewQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetRepoOverviewAnswer = AcceptsAnswer<typeof GetRepoOverviewSchema, GetRepoOverviewQuery>;
