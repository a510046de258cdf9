import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { SelfHostedSeatsAndLicenseQuery } from '../generated/operations';

export const SelfHostedSeatsAndLicenseDocument = gql`
  query SelfHostedSeatsAndLicense {
    config {
      seatsUsed
      seatsLimit
      selfHostedLicense {
        expirationDate
      }
    }
  }
`;

export const SelfHostedSeatsAndLicenseSchema = v.object({
  config: v.object({
    seatsUsed: v.nullish(v.number()),
    seatsLimit: v.nullish(v.number()),
    selfHostedLicense: v.nullish(v.object({ expirationDate: v.nullish(v.string()) })),
  }),
});

export interface SelfHostedSeatsAndLicense {
  seatsUsed: number | null;
  seatsLimit: number | null;
  /** ISO date; null when no licence is installed or it has no end. */
  expirationDate: string | null;
}

/** Seats and licence expiry for the self-hosted licence banner (spec §9). */
export const selfHostedSeatsAndLicenseQueryOptions = (provider?: string) =>
  queryOptions({
    queryKey: queryKeys.config.selfHostedSeatsAndLicense(provider),
    queryFn: ({ client, signal }): Promise<SelfHostedSeatsAndLicense> =>
      graphqlQuery(getApiContext(client), {
        document: SelfHostedSeatsAndLicenseDocument,
        provider,
        schema: SelfHostedSeatsAndLicenseSchema,
        signal,
      }).then(({ config }) => ({
        seatsUsed: config.seatsUsed ?? null,
        seatsLimit: config.seatsLimit ?? null,
        expirationDate: config.selfHostedLicense?.expirationDate ?? null,
      })),
  });

export const useSelfHostedSeatsAndLicense = (provider?: string) =>
  useQuery(selfHostedSeatsAndLicenseQueryOptions(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SelfHostedSeatsAndLicenseAnswer = AcceptsAnswer<
  typeof SelfHostedSeatsAndLicenseSchema,
  SelfHostedSeatsAndLicenseQuery
>;
