import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { HasAdminsQuery } from '../generated/operations';

export const HasAdminsDocument = gql`
  query HasAdmins {
    config {
      hasAdmins
    }
  }
`;

export const HasAdminsSchema = v.object({ config: v.object({ hasAdmins: v.nullish(v.boolean()) }) });

/** Self-hosted: whether the install has designated admins (null on the hosted edition). */
export const hasAdminsQuery = (provider?: string) =>
  graphqlQueryDefinition({
    document: HasAdminsDocument,
    provider,
    schema: HasAdminsSchema,
    select: (data): boolean | null => data.config.hasAdmins ?? null,
  });

export const useHasAdmins = (provider?: string) => useGraphqlQuery(hasAdminsQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _HasAdminsAnswer = AcceptsAnswer<typeof HasAdminsSchema, HasAdminsQuery>;
