import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerArgs } from './detail-owner';
import type { GetPlanDataQuery } from '../generated/operations';

/** Spec §7 GetPlanData(owner): the owner's plan and trial, for the trial banners, Okta access and the plan pages. */
export const GetPlanDataDocument = gql`
  query GetPlanData($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      hasPrivateRepos
      plan {
        baseUnitPrice
        benefits
        billingRate
        hasSeatsLeft
        isEnterprisePlan
        isFreePlan
        isProPlan
        isSentryPlan
        isTeamPlan
        isTrialPlan
        marketingName
        monthlyUploadLimit
        planUserCount
        pretrialUsersCount
        tierName
        trialEndDate
        trialStartDate
        trialStatus
        trialTotalDays
        value
      }
      pretrialPlan {
        baseUnitPrice
        benefits
        billingRate
        marketingName
        monthlyUploadLimit
        value
      }
    }
  }
`;

export const trialStatuses = ['NOT_STARTED', 'ONGOING', 'EXPIRED', 'CANNOT_TRIAL'] as const;

/** A plan of the catalogue (`PlanRepresentation`): what a plan is, whoever is on it. */
export const PlanRepresentationEntries = {
  baseUnitPrice: v.number(),
  benefits: v.array(v.string()),
  billingRate: v.nullable(v.string()),
  isEnterprisePlan: v.boolean(),
  isFreePlan: v.boolean(),
  isProPlan: v.boolean(),
  isSentryPlan: v.boolean(),
  isTeamPlan: v.boolean(),
  isTrialPlan: v.boolean(),
  marketingName: v.string(),
  monthlyUploadLimit: v.nullable(v.number()),
  value: v.string(),
};

/** An owner's `Plan`: the catalogue entry with its seats and trial. */
const PlanEntries = {
  ...PlanRepresentationEntries,
  hasSeatsLeft: v.boolean(),
  planUserCount: v.nullable(v.number()),
  pretrialUsersCount: v.nullable(v.number()),
  tierName: v.string(),
  trialEndDate: v.nullable(v.string()),
  trialStartDate: v.nullable(v.string()),
  trialStatus: v.picklist(trialStatuses),
  trialTotalDays: v.nullable(v.number()),
};

export const GetPlanDataSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      hasPrivateRepos: v.nullable(v.boolean()),
      plan: v.nullable(v.object(PlanEntries)),
      pretrialPlan: v.nullable(
        v.object({
          baseUnitPrice: v.number(),
          benefits: v.array(v.string()),
          billingRate: v.nullable(v.string()),
          marketingName: v.string(),
          monthlyUploadLimit: v.nullable(v.number()),
          value: v.string(),
        }),
      ),
    }),
  ),
});

export type PlanData = v.InferOutput<typeof GetPlanDataSchema>['owner'];
export type Plan = v.InferOutput<v.ObjectSchema<typeof PlanEntries, undefined>>;
export type TrialStatus = (typeof trialStatuses)[number];

/** Null when the owner is unknown; `plan` is null for a visitor who may not see it. */
export const planDataQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: GetPlanDataDocument,
    variables: { owner },
    provider,
    schema: GetPlanDataSchema,
    select: (data): PlanData => data.owner,
  });

export const usePlanData = (args: OwnerArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(planDataQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetPlanDataAnswer = AcceptsAnswer<typeof GetPlanDataSchema, GetPlanDataQuery>;
