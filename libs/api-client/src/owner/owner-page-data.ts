import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { OwnerArgs } from './detail-owner';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerPageDataQuery } from '../generated/operations';

export const OwnerPageDataDocument = gql`
  query OwnerPageData($username: String!) {
    owner(username: $username) {
      ownerid
      username
      avatarUrl
      isCurrentUserPartOfOrg
      isCurrentUserActivated
      isAdmin
      numberOfUploads
      hasPrivateRepos
      hasActiveRepos
      hasPublicRepos
    }
  }
`;

export const OwnerPageDataSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      avatarUrl: v.string(),
      isCurrentUserPartOfOrg: v.boolean(),
      isCurrentUserActivated: v.nullish(v.boolean()),
      isAdmin: v.nullish(v.boolean()),
      numberOfUploads: v.nullish(v.number()),
      hasPrivateRepos: v.nullish(v.boolean()),
      hasActiveRepos: v.nullish(v.boolean()),
      hasPublicRepos: v.nullish(v.boolean()),
    }),
  ),
});

export type OwnerPageData = NonNullable<v.InferOutput<typeof OwnerPageDataSchema>['owner']>;

/** What the owner page needs for its header; null when the owner does not exist. */
export const ownerPageDataQueryOptions = ({ provider, owner }: OwnerArgs) =>
  queryOptions({
    queryKey: queryKeys.owner.pageData(provider, owner),
    queryFn: ({ client, signal }): Promise<OwnerPageData | null> =>
      graphqlQuery(getApiContext(client), {
        document: OwnerPageDataDocument,
        variables: { username: owner },
        provider,
        schema: OwnerPageDataSchema,
        signal,
      }).then((data) => data.owner),
  });

export const useOwnerPageData = (args: OwnerArgs) => useQuery(ownerPageDataQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OwnerPageDataAnswer = AcceptsAnswer<typeof OwnerPageDataSchema, OwnerPageDataQuery>;
