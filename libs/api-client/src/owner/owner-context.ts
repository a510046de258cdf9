import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
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
export const ownerContextQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: OwnerContextDocument,
    variables: { owner },
    provider,
    schema: OwnerContextSchema,
    select: (data): OwnerContext | null => data.owner,
  });

// An owner's ids and plan do not change during a visit.
export const useOwnerContext = (args: OwnerArgs) =>
  useGraphqlQuery(ownerContextQuery(args), { staleTime: Infinity });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OwnerContextAnswer = AcceptsAnswer<typeof OwnerContextSchema, OwnerContextQuery>;
