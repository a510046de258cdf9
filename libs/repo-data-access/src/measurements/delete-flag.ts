import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import { invalidateCoverageAnalyticsOnSuccess } from './measurement-cache';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { DeleteFlagMutation } from '../generated/operations';

export const DeleteFlagDocument = gql`
  mutation DeleteFlag($input: DeleteFlagInput!) {
    deleteFlag(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const DeleteFlagSchema = v.object({
  deleteFlag: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface DeleteFlagVariables {
  provider: string;
  owner: string;
  repo: string;
  flagName: string;
}

export interface DeleteFlagResult {
  /** ValidationError (or another non-page error) for the caller's toast; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Deletes a flag of a repository (admins of its owner). UnauthenticatedError, UnauthorizedError and
 * NotFoundError reject (spec §8); a ValidationError is returned. On success the repository's flag lists (the
 * Show by and filter selects, the flags table) and its flags count are asked again.
 */
export const deleteFlagMutation = ({ provider, owner, repo, flagName }: DeleteFlagVariables) => ({
  document: DeleteFlagDocument,
  variables: { input: { ownerUsername: owner, repoName: repo, flagName } },
  provider,
  schema: DeleteFlagSchema,
  payload: (data: v.InferOutput<typeof DeleteFlagSchema>) => data.deleteFlag,
  select: (data: v.InferOutput<typeof DeleteFlagSchema>): DeleteFlagResult => {
    const error = data.deleteFlag?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  // `flags` is every list of the repository's flags, whatever its filters, order or page.
  cacheUpdate: invalidateCoverageAnalyticsOnSuccess(
    'deleteFlag',
    (input: { ownerUsername: string; repoName: string }) => ({
      owner: input.ownerUsername,
      repo: input.repoName,
    }),
    () => ['flags', 'flagsCount'],
  ),
});

export const useDeleteFlag = () => useGraphqlMutation(deleteFlagMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DeleteFlagAnswer = AcceptsAnswer<typeof DeleteFlagSchema, DeleteFlagMutation>;
