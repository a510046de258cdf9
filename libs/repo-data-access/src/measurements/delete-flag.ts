import { mutationOptions, useMutation } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext, graphqlMutation, MutationErrorSchema, queryKeys } from '@canopy/api-client';
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
 * NotFoundError reject (spec §8); a ValidationError is returned. On success every flag list, flag table
 * and the flags count are asked again.
 */
export const deleteFlagMutationOptions = () =>
  mutationOptions({
    mutationKey: ['repo', 'delete-flag'],
    mutationFn: async (
      { provider, owner, repo, flagName }: DeleteFlagVariables,
      { client },
    ): Promise<DeleteFlagResult> => {
      const data = await graphqlMutation(getApiContext(client), {
        document: DeleteFlagDocument,
        variables: { input: { ownerUsername: owner, repoName: repo, flagName } },
        provider,
        schema: DeleteFlagSchema,
        payload: (result) => result.deleteFlag,
      });
      const error = data.deleteFlag?.error;
      return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
    },
    onSuccess: async (result, { provider, owner, repo }, _onMutateResult, { client }) => {
      if (result.error) return;
      // The flag leaves the Show by and filter selects, the table and the 'Configured flags' count.
      const families = [
        queryKeys.repo.part(provider, owner, repo, 'flags'),
        queryKeys.repo.part(provider, owner, repo, 'flag-measurements'),
        queryKeys.repo.part(provider, owner, repo, 'measurement-status', 'flags'),
      ];
      await Promise.all(families.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });

export const useDeleteFlag = () => useMutation(deleteFlagMutationOptions());

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DeleteFlagAnswer = AcceptsAnswer<typeof DeleteFlagSchema, DeleteFlagMutation>;
