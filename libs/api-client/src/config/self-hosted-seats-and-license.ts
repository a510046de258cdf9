import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
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
export const selfHostedSeatsAndLicenseQuery = (provider?: string) =>
  graphqlQueryDefinition({
    document: SelfHostedSeatsAndLicenseDocument,
    provider,
    schema: SelfHostedSeatsAndLicenseSchema,
    select: ({ config }): SelfHostedSeatsAndLicense => ({
      seatsUsed: config.seatsUsed ?? null,
      seatsLimit: config.seatsLimit ?? null,
      expirationDate: config.selfHostedLicense?.expirationDate ?? null,
    }),
  });

export const useSelfHostedSeatsAndLicense = (provider?: string) =>
  useGraphqlQuery(selfHostedSeatsAndLicenseQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SelfHostedSeatsAndLicenseAnswer = AcceptsAnswer<
  typeof SelfHostedSeatsAndLicenseSchema,
  SelfHostedSeatsAndLicenseQuery
>;
