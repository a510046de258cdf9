import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { SelfHostedSettingsQuery } from '../generated/operations';

export const SelfHostedSettingsDocument = gql`
  query SelfHostedSettings {
    config {
      planAutoActivate
      seatsUsed
      seatsLimit
    }
  }
`;

export const SelfHostedSettingsSchema = v.object({
  config: v.object({
    planAutoActivate: v.nullish(v.boolean()),
    seatsUsed: v.nullish(v.number()),
    seatsLimit: v.nullish(v.number()),
  }),
});

export interface SelfHostedSettings {
  planAutoActivate: boolean;
  seatsUsed: number | null;
  /** Null when the licence sets no limit. */
  seatsLimit: number | null;
}

/** The activation panel's data (spec §7 'SelfHostedSettings'): auto-activation and the seat counts. */
export const selfHostedSettingsQuery = (provider?: string) =>
  graphqlQueryDefinition({
    document: SelfHostedSettingsDocument,
    provider,
    schema: SelfHostedSettingsSchema,
    select: ({ config }): SelfHostedSettings => ({
      planAutoActivate: config.planAutoActivate ?? false,
      seatsUsed: config.seatsUsed ?? null,
      seatsLimit: config.seatsLimit ?? null,
    }),
  });

export const useSelfHostedSettings = (provider?: string) =>
  useGraphqlQuery(selfHostedSettingsQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SelfHostedSettingsAnswer = AcceptsAnswer<typeof SelfHostedSettingsSchema, SelfHostedSettingsQuery>;
