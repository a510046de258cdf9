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
import type { MySessionsQuery } from '../generated/operations';

/** The server lists at most this many live sign-ins, so one page is the whole list. */
export const MAX_SESSIONS = 100;

export const MySessionsDocument = gql`
  query MySessions($first: Int!) {
    me {
      sessions(first: $first) {
        totalCount
        edges {
          node {
            sessionid
            ip
            lastseen
            useragent
            current
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

export const LoginSessionSchema = v.object({
  sessionid: v.number(),
  ip: v.nullish(v.string()),
  lastseen: v.nullish(v.string()),
  useragent: v.nullish(v.string()),
  current: v.boolean(),
});

export type LoginSession = v.InferOutput<typeof LoginSessionSchema>;

export const MySessionsSchema = v.object({
  me: v.nullable(v.object({ sessions: connectionSchema(LoginSessionSchema, { totalCount: v.number() }) })),
});

/**
 * The signed-in person's browser sign-ins, newest first; `current` marks this browser's. A guest has none: the
 * answer without `me` is `UnauthenticatedError`.
 */
export const mySessionsQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: MySessionsDocument,
    variables: { first: MAX_SESSIONS },
    provider,
    schema: MySessionsSchema,
    select: (data): LoginSession[] => {
      if (!data.me) throw new UnauthenticatedError();
      return nodesOf(data.me.sessions.edges);
    },
  });

export const useMySessions = (provider: string) => useGraphqlQuery(mySessionsQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _MySessionsAnswer = AcceptsAnswer<typeof MySessionsSchema, MySessionsQuery>;
