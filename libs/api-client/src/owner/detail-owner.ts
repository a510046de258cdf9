import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { DetailOwnerQuery } from '../generated/operations';

export const DetailOwnerDocument = gql`
  query DetailOwner($username: String!) {
    owner(username: $username) {
      ownerid
      username
      avatarUrl
      isCurrentUserPartOfOrg
      isAdmin
      defaultOrgUsername
    }
  }
`;

export const DetailOwnerSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      avatarUrl: v.string(),
      isCurrentUserPartOfOrg: v.boolean(),
      isAdmin: v.nullish(v.boolean()),
      defaultOrgUsername: v.nullish(v.string()),
    }),
  ),
});

export type DetailOwner = NonNullable<v.InferOutput<typeof DetailOwnerSchema>['owner']>;

export interface OwnerArgs {
  provider: string;
  owner: string;
}

/** The owner, or null when it does not exist on this provider. */
export const ownerQueryOptions = ({ provider, owner }: OwnerArgs) =>
  queryOptions({
    queryKey: queryKeys.owner.detail(provider, owner),
    queryFn: ({ client, signal }): Promise<DetailOwner | null> =>
      graphqlQuery(getApiContext(client), {
        document: DetailOwnerDocument,
        variables: { username: owner },
        provider,
        schema: DetailOwnerSchema,
        signal,
      }).then((data) => data.owner),
  });

export const useOwner = (args: OwnerArgs) => useQuery(ownerQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DetailOwnerAnswer = AcceptsAnswer<typeof DetailOwnerSchema, DetailOwnerQuery>;
