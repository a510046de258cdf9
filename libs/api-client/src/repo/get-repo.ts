import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { NotFoundError } from '../errors/errors';
import { ownerRepositorySchema } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { GetRepoQuery } from '../generated/operations';

export const GetRepoDocument = gql`
  query GetRepo($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      isAdmin
      isCurrentUserPartOfOrg
      isCurrentUserActivated
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          name
          private
          uploadToken
          defaultBranch
          yaml
          activated
          active
          oldestCommitAt
          isFirstPullRequest
          coverageEnabled
          bundleAnalysisEnabled
          testAnalyticsEnabled
          languages
          coverageAnalytics {
            percentCovered
            commitSha
            hits
            misses
            lines
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

export const GetRepoSchema = ownerRepositorySchema(
  {
    name: v.string(),
    private: v.boolean(),
    uploadToken: v.nullish(v.string()),
    defaultBranch: v.nullish(v.string()),
    yaml: v.nullish(v.string()),
    activated: v.boolean(),
    active: v.boolean(),
    oldestCommitAt: v.nullish(v.string()),
    isFirstPullRequest: v.boolean(),
    coverageEnabled: v.nullish(v.boolean()),
    bundleAnalysisEnabled: v.nullish(v.boolean()),
    testAnalyticsEnabled: v.nullish(v.boolean()),
    languages: v.nullish(v.array(v.string())),
    /** Totals of the default branch's head commit; null until a report has been processed. */
    coverageAnalytics: v.nullish(
      v.object({
        percentCovered: v.nullish(v.number()),
        commitSha: v.nullish(v.string()),
        hits: v.nullish(v.number()),
        misses: v.nullish(v.number()),
        lines: v.nullish(v.number()),
      }),
    ),
  },
  {
    isAdmin: v.nullish(v.boolean()),
    isCurrentUserPartOfOrg: v.boolean(),
    isCurrentUserActivated: v.nullish(v.boolean()),
  },
);

type RepositoryResult = NonNullable<v.InferOutput<typeof GetRepoSchema>['owner']>['repository'];

export type Repository = Omit<Extract<RepositoryResult, { __typename: 'Repository' }>, '__typename'>;

export interface RepoArgs {
  provider: string;
  owner: string;
  repo: string;
}

export interface RepoResult {
  /** Null when the viewer is not activated in the org (then `isCurrentUserActivated` is false). */
  repository: Repository | null;
  isAdmin: boolean | null;
  isCurrentUserPartOfOrg: boolean;
  isCurrentUserActivated: boolean | null;
}

/**
 * The repository with the viewer's standing in its org. A missing owner or repository rejects with
 * `NotFoundError`; a viewer who is not activated gets `isCurrentUserActivated: false` and no repository
 * (spec §4), so the page can offer activation instead of an error page. While the repository has no upload
 * (`active` false) it is fetched again when the window regains focus.
 */
export const repoQuery = ({ provider, owner, repo }: RepoArgs) =>
  graphqlQueryDefinition({
    document: GetRepoDocument,
    variables: { owner, repo },
    provider,
    schema: GetRepoSchema,
    select: (data): RepoResult => {
      if (!data.owner) throw new NotFoundError();
      const { repository, isAdmin, isCurrentUserPartOfOrg, isCurrentUserActivated } = data.owner;
      const base = { isAdmin: isAdmin ?? null, isCurrentUserPartOfOrg };
      switch (repository.__typename) {
        case 'NotFoundError':
          throw new NotFoundError(repository.message ?? undefined);
        case 'OwnerNotActivatedError':
          return { ...base, repository: null, isCurrentUserActivated: false };
        default: {
          const { __typename: _typename, ...rest } = repository;
          return { ...base, repository: rest, isCurrentUserActivated: isCurrentUserActivated ?? null };
        }
      }
    },
  });

// Until the first upload lands the set-up page is shown; coming back to the tab picks the upload up
// (however fresh the data).
export const useRepo = (args: RepoArgs) =>
  useGraphqlQuery(repoQuery(args), { refetchOnWindowFocus: (data) => data?.repository?.active === false });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetRepoAnswer = AcceptsAnswer<typeof GetRepoSchema, GetRepoQuery>;
