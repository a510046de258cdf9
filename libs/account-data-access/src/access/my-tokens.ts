import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  graphqlQueryDefinition,
  nodesOf,
  UnauthenticatedError,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { MyTokensQuery } from '../generated/operations';

/** The server keeps at most this many tokens a person, so one page is the whole list. */
export const MAX_USER_TOKENS = 100;

export const MyTokensDocument = gql`
  query MyTokens($first: Int!) {
    me {
      tokens(first: $first) {
        totalCount
        edges {
          node {
            id
            name
            type
            lastFour
            createdAt
            lastseen
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

export const UserTokenSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  lastFour: v.string(),
  createdAt: v.string(),
  lastseen: v.nullish(v.string()),
});

export type UserToken = v.InferOutput<typeof UserTokenSchema>;

export const MyTokensSchema = v.object({
  me: v.nullable(v.object({ tokens: connectionSchema(UserTokenSchema, { totalCount: v.number() }) })),
});

/**
 * The signed-in person's personal API tokens, newest first (never their secrets). A guest has none to list: the
 * answer without `me` is `UnauthenticatedError`.
 */
export const myTokensQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: MyTokensDocument,
    variables: { first: MAX_USER_TOKENS },
    provider,
    schema: MyTokensSchema,
    select: (data): UserToken[] => {
      if (!data.me) throw new UnauthenticatedError();
      return nodesOf(data.me.tokens.edges);
    },
  });

export const useMyTokens = (provider: string) => useGraphqlQuery(myTokensQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _MyTokensAnswer = AcceptsAnswer<typeof MyTokensSchema, MyTokensQuery>;
