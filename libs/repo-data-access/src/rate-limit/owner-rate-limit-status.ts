import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, OwnerKeyEntries, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetOwnerRateLimitStatusQuery } from '../generated/operations';

export const GetOwnerRateLimitStatusDocument = gql`
  query GetOwnerRateLimitStatus {
    me {
      owner {
        ownerid
        username
        isGithubRateLimited
      }
    }
  }
`;

export const GetOwnerRateLimitStatusSchema = v.object({
  me: v.nullable(
    v.object({
      owner: v.object({ ...OwnerKeyEntries, isGithubRateLimited: v.nullish(v.boolean()) }),
    }),
  ),
});

/**
 * Whether the git host refuses the signed-in person's calls (its rate limit) until it resets: the sync of
 * their organisations and repositories cannot run meanwhile. Null for a guest or when the server does not say.
 */
export const ownerRateLimitStatusQuery = (provider: string) =>
  graphqlQueryDefinition({
    document: GetOwnerRateLimitStatusDocument,
    provider,
    schema: GetOwnerRateLimitStatusSchema,
    select: (data): boolean | null => data.me?.owner.isGithubRateLimited ?? null,
  });

export const useOwnerRateLimitStatus = (provider: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useGraphqlQuery(ownerRateLimitStatusQuery(provider), { enabled });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetOwnerRateLimitStatusAnswer = AcceptsAnswer<
  typeof GetOwnerRateLimitStatusSchema,
  GetOwnerRateLimitStatusQuery
>;
