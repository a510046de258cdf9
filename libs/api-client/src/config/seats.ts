import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { SeatsQuery } from '../generated/operations';

export const SeatsDocument = gql`
  query Seats {
    config {
      seatsUsed
      seatsLimit
    }
  }
`;

export const SeatsSchema = v.object({
  config: v.object({ seatsUsed: v.nullish(v.number()), seatsLimit: v.nullish(v.number()) }),
});

export interface Seats {
  seatsUsed: number | null;
  /** Null when the licence sets no limit. */
  seatsLimit: number | null;
}

/** Self-hosted seat usage (spec §7 'Seats'); refreshed after a user's activation changes. */
export const seatsQueryOptions = (provider?: string) =>
  queryOptions({
    queryKey: queryKeys.config.seats(provider),
    queryFn: ({ client, signal }): Promise<Seats> =>
      graphqlQuery(getApiContext(client), {
        document: SeatsDocument,
        provider,
        schema: SeatsSchema,
        signal,
      }).then(({ config }) => ({
        seatsUsed: config.seatsUsed ?? null,
        seatsLimit: config.seatsLimit ?? null,
      })),
  });

export const useSeats = (provider?: string) => useQuery(seatsQueryOptions(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SeatsAnswer = AcceptsAnswer<typeof SeatsSchema, SeatsQuery>;
