import { gql } from '@urql/core';
import * as v from 'valibot';
import type { ApiClients } from '../client/create-api-clients';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
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

/**
 * Every seat is taken (spec §4, §9). At or above the limit: a licence may grant fewer seats than are already
 * held. Unknown counts or no limit are never full.
 */
export function seatsFull({ seatsUsed, seatsLimit }: Seats): boolean {
  return seatsUsed !== null && seatsLimit !== null && seatsUsed >= seatsLimit;
}

/** Self-hosted seat usage (spec §7 'Seats'); refreshed after a user's activation changes. */
export const seatsQuery = (provider?: string) =>
  graphqlQueryDefinition({
    document: SeatsDocument,
    provider,
    schema: SeatsSchema,
    select: ({ config }): Seats => ({
      seatsUsed: config.seatsUsed ?? null,
      seatsLimit: config.seatsLimit ?? null,
    }),
  });

export const useSeats = (provider?: string) => useGraphqlQuery(seatsQuery(provider));

/**
 * Asks the server for the seat counts again after a seat changed hands: graphcache writes the answer into the one
 * `config`, so every view of them (the header's count, the banners, the admin pages) shows the new numbers.
 */
export async function refreshSeats(clients: ApiClients, provider?: string): Promise<void> {
  await clients
    .graphql(provider)
    .client.query(SeatsDocument, {}, { requestPolicy: 'network-only' })
    .toPromise();
}

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SeatsAnswer = AcceptsAnswer<typeof SeatsSchema, SeatsQuery>;
