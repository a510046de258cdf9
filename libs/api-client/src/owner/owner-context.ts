import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { OwnerArgs } from './detail-owner';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerContextQuery } from '../generated/operations';

export const OwnerContextDocument = gql`
  query OwnerContext($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
    }
  }
`;

export const OwnerContextSchema = v.object({
  owner: v.nullable(v.object(OwnerKeyEntries)),
});

export type OwnerContext = NonNullable<v.InferOutput<typeof OwnerContextSchema>['owner']>;

/** The owner's id, for analytics and error-reporting context. Cached indefinitely (spec §9). */
export const ownerContextQueryOptions = ({ provider, owner }: OwnerArgs) =>
  queryOptions({
    queryKey: queryKeys.owner.context(provider, owner),
    queryFn: ({ client, signal }): Promise<OwnerContext | null> =>
      graphqlQuery(getApiContext(client), {
        document: OwnerContextDocument,
        variables: { owner },
        provider,
        schema: OwnerContextSchema,
        signal,
      }).then((data) => data.owner),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useOwnerContext = (args: OwnerArgs) => useQuery(ownerContextQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OwnerContextAnswer = AcceptsAnswer<typeof OwnerContextSchema, OwnerContextQuery>;
