import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { queryKeys } from '../query-keys/query-keys';
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
export const hasAdminsQueryOptions = (provider?: string) =>
  queryOptions({
    queryKey: queryKeys.config.hasAdmins(provider),
    queryFn: ({ client, signal }): Promise<boolean | null> =>
      graphqlQuery(getApiContext(client), {
        document: HasAdminsDocument,
        provider,
        schema: HasAdminsSchema,
        signal,
      }).then((data) => data.config.hasAdmins ?? null),
  });

export const useHasAdmins = (provider?: string) => useQuery(hasAdminsQueryOptions(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _HasAdminsAnswer = AcceptsAnswer<typeof HasAdminsSchema, HasAdminsQuery>;
