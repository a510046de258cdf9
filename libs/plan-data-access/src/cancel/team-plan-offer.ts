import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, OwnerKeyEntries, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { TeamPlanOfferQuery } from '../generated/operations';

/** The cancel page's offer: the Team plans the organisation may move to instead of leaving its paid plan. */
export const TeamPlanOfferDocument = gql`
  query TeamPlanOffer($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      availablePlans {
        value
        marketingName
        baseUnitPrice
        billingRate
        isTeamPlan
      }
    }
  }
`;

export const TeamPlanOfferSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      availablePlans: v.nullable(
        v.array(
          v.object({
            value: v.string(),
            marketingName: v.string(),
            baseUnitPrice: v.number(),
            billingRate: v.nullable(v.string()),
            isTeamPlan: v.boolean(),
          }),
        ),
      ),
    }),
  ),
});

/** A Team plan on offer; `baseUnitPrice` is in US dollars per user and month. */
export type TeamPlan = NonNullable<
  NonNullable<v.InferOutput<typeof TeamPlanOfferSchema>['owner']>['availablePlans']
>[number];

export interface TeamPlanOfferArgs {
  provider: string;
  owner: string;
  /** The current plan's billing rate ('monthly' or 'annually'): the offer keeps it when it can. */
  billingRate: string | null;
}

/** The Team plan to offer (same billing rate as the current plan when there is one), or null when none is. */
export const teamPlanOfferQuery = ({ provider, owner, billingRate }: TeamPlanOfferArgs) =>
  graphqlQueryDefinition({
    document: TeamPlanOfferDocument,
    variables: { owner },
    provider,
    schema: TeamPlanOfferSchema,
    select: (data): TeamPlan | null => {
      const teams = (data.owner?.availablePlans ?? []).filter((plan) => plan.isTeamPlan);
      return teams.find((plan) => plan.billingRate === billingRate) ?? teams[0] ?? null;
    },
  });

export const useTeamPlanOffer = (args: TeamPlanOfferArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(teamPlanOfferQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _TeamPlanOfferAnswer = AcceptsAnswer<typeof TeamPlanOfferSchema, TeamPlanOfferQuery>;
