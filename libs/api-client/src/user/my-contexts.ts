import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlInfiniteQuery } from '../graphql/use-graphql-infinite-query';
import {
  connectionSchema,
  nodesOf,
  OwnerKeyEntries,
  type PageCursor,
  pageCursorOf,
} from '../graphql/schemas';
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
export const myContextsQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: MyContextsDocument,
    provider,
    schema: MyContextsSchema,
    select: (data): MyContextsPage => {
      const organizations = data.me?.myOrganizations;
      return {
        currentUser: data.me?.owner ?? null,
        myOrganizations: nodesOf(organizations?.edges ?? []),
        pageInfo: pageCursorOf(organizations?.pageInfo),
      };
    },
  });

export const useMyContexts = (provider: string) => useGraphqlInfiniteQuery(myContextsQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _MyContextsAnswer = AcceptsAnswer<typeof MyContextsSchema, MyContextsQuery>;

/** A context a person can pick: their own account or one of their organisations. */
export interface ContextChoice {
  username: string;
  avatarUrl: string | null;
}

/** The loaded pages as one list: the person's account first, then their organisations, each name once. */
export function contextOwners(pages: readonly MyContextsPage[]): ContextChoice[] {
  const seen = new Set<string>();
  const list: ContextChoice[] = [];
  for (const owner of [pages[0]?.currentUser, ...pages.flatMap((page) => page.myOrganizations)]) {
    if (!owner?.username || seen.has(owner.username)) continue;
    seen.add(owner.username);
    list.push({ username: owner.username, avatarUrl: owner.avatarUrl });
  }
  return list;
}
