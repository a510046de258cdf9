import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerArgs } from './detail-owner';
import type { IsTeamPlanQuery } from '../generated/operations';

/**
 * Spec §7 IsTeamPlan(owner): whether the owner is on the Team plan, which hides the advanced coverage panels of
 * its private repositories. The plan is embedded in the owner, so an owner whose plan was read answers from cache.
 */
export const IsTeamPlanDocument = gql`
  query IsTeamPlan($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      plan {
        isTeamPlan
      }
    }
  }
`;

export const IsTeamPlanSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      plan: v.nullable(v.object({ isTeamPlan: v.boolean() })),
    }),
  ),
});

/** False for an unknown owner or a plan the viewer may not see. */
export const isTeamPlanQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: IsTeamPlanDocument,
    variables: { owner },
    provider,
    schema: IsTeamPlanSchema,
    select: (data): boolean => !!data.owner?.plan?.isTeamPlan,
  });

export const useIsTeamPlan = (args: OwnerArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(isTeamPlanQuery(args), options);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _IsTeamPlanAnswer = AcceptsAnswer<typeof IsTeamPlanSchema, IsTeamPlanQuery>;
