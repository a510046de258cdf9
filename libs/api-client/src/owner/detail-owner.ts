import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
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
export const ownerQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: DetailOwnerDocument,
    variables: { username: owner },
    provider,
    schema: DetailOwnerSchema,
    select: (data): DetailOwner | null => data.owner,
  });

export const useOwner = (args: OwnerArgs) => useGraphqlQuery(ownerQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DetailOwnerAnswer = AcceptsAnswer<typeof DetailOwnerSchema, DetailOwnerQuery>;
