import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { OwnerKeyEntries } from '../graphql/schemas';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { CurrentUserQuery } from '../generated/operations';

export const CurrentUserDocument = gql`
  query CurrentUser {
    me {
      owner {
        ownerid
        username
        defaultOrgUsername
      }
      email
      privateAccess
      onboardingCompleted
      businessEmail
      termsAgreement
      user {
        name
        username
        avatarUrl
        student
        studentCreatedAt
        studentUpdatedAt
      }
      trackingMetadata {
        service
        ownerid
        serviceId
        plan
        staff
        hasYaml
        bot
        delinquent
        didTrial
        planProvider
        planUserCount
        createdAt
        updatedAt
        profile {
          createdAt
          otherGoal
          typeProjects
          goals
        }
      }
    }
  }
`;

export const typeProjects = ['PERSONAL', 'YOUR_ORG', 'OPEN_SOURCE', 'EDUCATIONAL'] as const;
export const onboardingGoals = [
  'STARTING_WITH_TESTS',
  'IMPROVE_COVERAGE',
  'MAINTAIN_COVERAGE',
  'TEAM_REQUIREMENTS',
  'OTHER',
] as const;

export const CurrentUserMeSchema = v.object({
  owner: v.object({ ...OwnerKeyEntries, defaultOrgUsername: v.nullish(v.string()) }),
  email: v.nullish(v.string()),
  privateAccess: v.nullish(v.boolean()),
  onboardingCompleted: v.boolean(),
  businessEmail: v.nullish(v.string()),
  termsAgreement: v.nullish(v.boolean()),
  user: v.object({
    name: v.nullish(v.string()),
    username: v.string(),
    avatarUrl: v.string(),
    student: v.boolean(),
    studentCreatedAt: v.nullish(v.string()),
    studentUpdatedAt: v.nullish(v.string()),
  }),
  trackingMetadata: v.object({
    service: v.string(),
    ownerid: v.number(),
    serviceId: v.string(),
    plan: v.nullish(v.string()),
    staff: v.nullish(v.boolean()),
    hasYaml: v.boolean(),
    bot: v.nullish(v.string()),
    delinquent: v.nullish(v.boolean()),
    didTrial: v.nullish(v.boolean()),
    planProvider: v.nullish(v.string()),
    planUserCount: v.nullish(v.number()),
    createdAt: v.nullish(v.string()),
    updatedAt: v.nullish(v.string()),
    profile: v.nullish(
      v.object({
        createdAt: v.nullish(v.string()),
        otherGoal: v.nullish(v.string()),
        typeProjects: v.array(v.nullable(v.picklist(typeProjects))),
        goals: v.array(v.nullable(v.picklist(onboardingGoals))),
      }),
    ),
  }),
});

/** `me` is null for a guest (or a user with no owner on this provider). */
export const CurrentUserSchema = v.object({ me: v.nullable(CurrentUserMeSchema) });

export type CurrentUser = v.InferOutput<typeof CurrentUserMeSchema>;

/** The signed-in user of a provider; null for a guest. */
export const currentUserQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: CurrentUserDocument,
    provider,
    schema: CurrentUserSchema,
    select: (data): CurrentUser | null => data.me,
  });

export const useCurrentUser = (provider: string) => useGraphqlQuery(currentUserQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CurrentUserAnswer = AcceptsAnswer<typeof CurrentUserSchema, CurrentUserQuery>;
