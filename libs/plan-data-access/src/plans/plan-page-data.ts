import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, OwnerKeyEntries } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { PlanPageDataQuery } from '../generated/operations';

/** What the plan page shows beyond the plan: uploads to private repositories in the last 30 days. */
export const PlanPageDataDocument = gql`
  query PlanPageData($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      numberOfUploads
    }
  }
`;

export const PlanPageDataSchema = v.object({
  owner: v.nullable(v.object({ ...OwnerKeyEntries, numberOfUploads: v.nullish(v.number()) })),
});

export interface PlanPageData {
  /** Null when the viewer may not see it or the owner is unknown. */
  numberOfUploads: number | null;
}

export const planPageDataQuery = ({ provider, owner }: { provider: string; owner: string }) =>
  graphqlQueryDefinition({
    document: PlanPageDataDocument,
    variables: { owner },
    provider,
    schema: PlanPageDataSchema,
    select: (data): PlanPageData => ({ numberOfUploads: data.owner?.numberOfUploads ?? null }),
  });

export const usePlanPageData = (args: { provider: string; owner: string }) =>
  useGraphqlQuery(planPageDataQuery(args));

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _PlanPageDataAnswer = AcceptsAnswer<typeof PlanPageDataSchema, PlanPageDataQuery>;
