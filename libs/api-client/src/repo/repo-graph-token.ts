import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { ownerRepositorySchema, repositoryOf } from '../graphql/schemas';
import type { RepoArgs } from './get-repo';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { RepoGraphTokenQuery } from '../generated/operations';

export const RepoGraphTokenDocument = gql`
  query RepoGraphToken($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          name
          private
          defaultBranch
          graphToken
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

export const RepoGraphTokenSchema = ownerRepositorySchema({
  name: v.string(),
  private: v.boolean(),
  defaultBranch: v.nullish(v.string()),
  graphToken: v.nullish(v.string()),
});

export interface RepoGraphToken {
  private: boolean;
  defaultBranch: string | null;
  /** The `?token=` of badges and graphs; null for viewers who are not members. */
  graphToken: string | null;
}

/** What the badge snippets need: the graph token (members only) and whether the repository needs it. */
export const repoGraphTokenQuery = ({ provider, owner, repo }: RepoArgs) =>
  graphqlQueryDefinition({
    document: RepoGraphTokenDocument,
    variables: { owner, repo },
    provider,
    schema: RepoGraphTokenSchema,
    select: (data): RepoGraphToken => {
      const repository = repositoryOf(data);
      return {
        private: repository.private,
        defaultBranch: repository.defaultBranch ?? null,
        graphToken: repository.graphToken ?? null,
      };
    },
  });

export const useRepoGraphToken = (args: RepoArgs) => useGraphqlQuery(repoGraphTokenQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RepoGraphTokenAnswer = AcceptsAnswer<typeof RepoGraphTokenSchema, RepoGraphTokenQuery>;
