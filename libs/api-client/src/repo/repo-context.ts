import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { ownerRepositorySchema, repositoryOf } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
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
export const repoContextQueryOptions = ({ provider, owner, repo }: RepoArgs) =>
  queryOptions({
    queryKey: queryKeys.repo.context(provider, owner, repo),
    queryFn: async ({ client, signal }): Promise<RepoContext> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: RepoContextDocument,
        variables: { owner, repo },
        provider,
        schema: RepoContextSchema,
        signal,
      });
      const repository = repositoryOf(data);
      return {
        ownerid: data.owner?.ownerid ?? null,
        repoid: repository.repoid,
        name: repository.name,
        private: repository.private,
      };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useRepoContext = (args: RepoArgs) => useQuery(repoContextQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RepoContextAnswer = AcceptsAnswer<typeof RepoContextSchema, RepoContextQuery>;
