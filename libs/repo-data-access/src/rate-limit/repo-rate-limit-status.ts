import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, ownerRepositorySchema, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetRepoRateLimitStatusQuery } from '../generated/operations';

export const GetRepoRateLimitStatusDocument = gql`
  query GetRepoRateLimitStatus($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          isGithubRateLimited
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

export const GetRepoRateLimitStatusSchema = ownerRepositorySchema({
  isGithubRateLimited: v.nullish(v.boolean()),
});

export interface RepoRateLimitArgs {
  provider: string;
  owner: string;
  repo: string;
}

/**
 * Whether the git host refuses calls for the repository's owner (its rate limit) until it resets. Spec §7:
 * null, not an error, when the owner or the repository is missing or the viewer is not activated in the org:
 * the notice is an aside, and the page itself says what is wrong.
 */
export const repoRateLimitStatusQuery = ({ provider, owner, repo }: RepoRateLimitArgs) =>
  graphqlQueryDefinition({
    document: GetRepoRateLimitStatusDocument,
    variables: { owner, repo },
    provider,
    schema: GetRepoRateLimitStatusSchema,
    select: (data): boolean | null => {
      const repository = data.owner?.repository;
      return repository?.__typename === 'Repository' ? (repository.isGithubRateLimited ?? null) : null;
    },
  });

export const useRepoRateLimitStatus = (
  args: RepoRateLimitArgs,
  { enabled = true }: { enabled?: boolean } = {},
) => useGraphqlQuery(repoRateLimitStatusQuery(args), { enabled });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetRepoRateLimitStatusAnswer = AcceptsAnswer<
  typeof GetRepoRateLimitStatusSchema,
  GetRepoRateLimitStatusQuery
>;
