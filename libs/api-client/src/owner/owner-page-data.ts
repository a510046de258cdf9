import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
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
export const ownerPageDataQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: OwnerPageDataDocument,
    variables: { username: owner },
    provider,
    schema: OwnerPageDataSchema,
    select: (data): OwnerPageData | null => data.owner,
  });

export const useOwnerPageData = (args: OwnerArgs) => useGraphqlQuery(ownerPageDataQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OwnerPageDataAnswer = AcceptsAnswer<typeof OwnerPageDataSchema, OwnerPageDataQuery>;
