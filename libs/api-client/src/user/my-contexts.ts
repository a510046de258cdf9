import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import {
  connectionSchema,
  nextPageParam,
  nodesOf,
  OwnerKeyEntries,
  type PageCursor,
  pageCursorOf,
} from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { MyContextsQuery } from '../generated/operations';

/** Spec §9: the context switcher loads 20 organisations a page (the document spells it out). */
export const MY_CONTEXTS_PAGE_SIZE = 20;

export const MyContextsDocument = gql`
  query MyContexts($after: String) {
    me {
      owner {
        ownerid
        username
        avatarUrl
      }
      myOrganizations(first: 20, after: $after) {
        edges {
          node {
            ownerid
            username
            avatarUrl
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

const ContextOwnerSchema = v.object({ ...OwnerKeyEntries, avatarUrl: v.string() });

export const MyContextsSchema = v.object({
  me: v.nullable(
    v.object({
      owner: ContextOwnerSchema,
      myOrganizations: connectionSchema(ContextOwnerSchema),
    }),
  ),
});

export type ContextOwner = v.InferOutput<typeof ContextOwnerSchema>;

export interface MyContextsPage {
  /** The signed-in owner; null for a guest. */
  currentUser: ContextOwner | null;
  myOrganizations: ContextOwner[];
  pageInfo: PageCursor;
}

/** `me.owner` and `me.myOrganizations` (first 20 a page, spec §7), loaded page by page with `after`. */
export const myContextsQueryOptions = (provider: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.me.contexts(provider),
    queryFn: async ({ client, signal, pageParam }): Promise<MyContextsPage> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: MyContextsDocument,
        variables: { after: pageParam },
        provider,
        schema: MyContextsSchema,
        signal,
      });
      const organizations = data.me?.myOrganizations;
      return {
        currentUser: data.me?.owner ?? null,
        myOrganizations: nodesOf(organizations?.edges ?? []),
        pageInfo: pageCursorOf(organizations?.pageInfo),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });

export const useMyContexts = (provider: string) => useInfiniteQuery(myContextsQueryOptions(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _MyContextsAnswer = AcceptsAnswer<typeof MyContextsSchema, MyContextsQuery>;
