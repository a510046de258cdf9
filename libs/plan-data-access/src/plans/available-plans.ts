import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  OwnerKeyEntries,
  PlanRepresentationEntries,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetAvailablePlansQuery } from '../generated/operations';

/** The paid plans the organisation may move to (Pro and Team, monthly and annual) on the upgrade page. */
export const GetAvailablePlansDocument = gql`
  query GetAvailablePlans($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      availablePlans {
        baseUnitPrice
        benefits
        billingRate
        isEnterprisePlan
        isFreePlan
        isProPlan
        isSentryPlan
        isTeamPlan
        isTrialPlan
        marketingName
        monthlyUploadLimit
        value
      }
    }
  }
`;

const AvailablePlanSchema = v.object(PlanRepresentationEntries);

export const GetAvailablePlansSchema = v.object({
  owner: v.nullable(
    v.object({ ...OwnerKeyEntries, availablePlans: v.nullable(v.array(AvailablePlanSchema)) }),
  ),
});

/** A catalogue entry: `baseUnitPrice` is US dollars per seat and month, `billingRate` 'monthly' or 'annually'. */
export type AvailablePlan = v.InferOutput<typeof AvailablePlanSchema>;

export interface AvailablePlansArgs {
  provider: string;
  owner: string;
}

/** Empty when the owner is unknown or the install sells no plans. */
export const availablePlansQuery = ({ provider, owner }: AvailablePlansArgs) =>
  graphqlQueryDefinition({
    document: GetAvailablePlansDocument,
    variables: { owner },
    provider,
    schema: GetAvailablePlansSchema,
    select: (data): AvailablePlan[] => data.owner?.availablePlans ?? [],
  });

export const useAvailablePlans = (args: AvailablePlansArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(availablePlansQuery(args), options);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _GetAvailablePlansAnswer = AcceptsAnswer<typeof GetAvailablePlansSchema, GetAvailablePlansQuery>;
