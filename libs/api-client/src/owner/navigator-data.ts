import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { repositoryResultSchema } from '../graphql/schemas';
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
export const navigatorDataQuery = ({ provider, owner, repo }: NavigatorDataArgs) =>
  graphqlQueryDefinition({
    document: NavigatorDataDocument,
    variables: { username: owner, repo: repo ?? '', hasRepo: Boolean(repo) },
    provider,
    schema: NavigatorDataSchema,
    select: (data): NavigatorData => {
      const repository = data.owner?.repository;
      return {
        isCurrentUserPartOfOrg: data.owner?.isCurrentUserPartOfOrg ?? false,
        repositoryName: repository?.__typename === 'Repository' ? repository.name : null,
      };
    },
  });

export const useNavigatorData = (args: NavigatorDataArgs) => useGraphqlQuery(navigatorDataQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _NavigatorDataAnswer = AcceptsAnswer<typeof NavigatorDataSchema, NavigatorDataQuery>;
