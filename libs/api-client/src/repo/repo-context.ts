import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { ownerRepositorySchema, repositoryOf } from '../graphql/schemas';
import type { RepoArgs } from './get-repo';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { RepoContextQuery } from '../generated/operations';

export const RepoContextDocument = gql`
  query RepoContext($owner: String!, $repo: String!) {
    owner(username: $owner) {
      username
      ownerid
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          name
          private
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

export const RepoContextSchema = ownerRepositorySchema(
  { name: v.string(), private: v.boolean() },
  { ownerid: v.nullish(v.number()) },
);

export interface RepoContext {
  ownerid: number | null;
  repoid: number;
  name: string;
  private: boolean;
}

/**
 * Ids of the repository and its owner, for analytics and error-reporting context. Cached indefinitely
 * (spec §9). Rejects with `NotFoundError` or, for a viewer who is not activated, `OwnerNotActivatedError`.
 */
export const repoContextQuery = ({ provider, owner, repo }: RepoArgs) =>
  graphqlQueryDefinition({
    document: RepoContextDocument,
    variables: { owner, repo },
    provider,
    schema: RepoContextSchema,
    select: (data): RepoContext => {
      const repository = repositoryOf(data);
      return {
        ownerid: data.owner?.ownerid ?? null,
        repoid: repository.repoid,
        name: repository.name,
        private: repository.private,
      };
    },
  });

// A repository's ids and visibility do not change during a visit.
export const useRepoContext = (args: RepoArgs) =>
  useGraphqlQuery(repoContextQuery(args), { staleTime: Infinity });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RepoContextAnswer = AcceptsAnswer<typeof RepoContextSchema, RepoContextQuery>;
