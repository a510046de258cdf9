import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { repositoryResultSchema } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { NavigatorDataQuery } from '../generated/operations';

export const NavigatorDataDocument = gql`
  query NavigatorData($username: String!, $repo: String!, $hasRepo: Boolean!) {
    owner(username: $username) {
      ownerid
      username
      isCurrentUserPartOfOrg
      repository(name: $repo) @include(if: $hasRepo) {
        __typename
        ... on Repository {
          repoid
          name
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

export const NavigatorDataSchema = v.object({
  owner: v.nullable(
    v.object({
      username: v.nullish(v.string()),
      isCurrentUserPartOfOrg: v.boolean(),
      repository: v.nullish(repositoryResultSchema({ name: v.string() })),
    }),
  ),
});

export interface NavigatorDataArgs {
  provider: string;
  owner: string;
  repo?: string;
}

export interface NavigatorData {
  isCurrentUserPartOfOrg: boolean;
  /** The repository's name when `repo` was given and the viewer can see it. */
  repositoryName: string | null;
}

/** For breadcrumbs: is the viewer part of the org, and the repository's name (spec §7). Null owner → not part. */
export const navigatorDataQueryOptions = ({ provider, owner, repo }: NavigatorDataArgs) =>
  queryOptions({
    queryKey: queryKeys.owner.navigator(provider, owner, repo),
    queryFn: async ({ client, signal }): Promise<NavigatorData> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: NavigatorDataDocument,
        variables: { username: owner, repo: repo ?? '', hasRepo: Boolean(repo) },
        provider,
        schema: NavigatorDataSchema,
        signal,
      });
      const repository = data.owner?.repository;
      return {
        isCurrentUserPartOfOrg: data.owner?.isCurrentUserPartOfOrg ?? false,
        repositoryName: repository?.__typename === 'Repository' ? repository.name : null,
      };
    },
  });

export const useNavigatorData = (args: NavigatorDataArgs) => useQuery(navigatorDataQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _NavigatorDataAnswer = AcceptsAnswer<typeof NavigatorDataSchema, NavigatorDataQuery>;
