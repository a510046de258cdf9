import { mutationOptions, useMutation } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext, graphqlMutation, MutationErrorSchema, queryKeys } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { DeleteComponentMeasurementsMutation } from '../generated/operations';

export const DeleteComponentMeasurementsDocument = gql`
  mutation DeleteComponentMeasurements($input: DeleteComponentMeasurementsInput!) {
    deleteComponentMeasurements(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const DeleteComponentMeasurementsSchema = v.object({
  deleteComponentMeasurements: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface DeleteComponentMeasurementsVariables {
  provider: string;
  owner: string;
  repo: string;
  componentId: string;
}

export interface DeleteComponentMeasurementsResult {
  /** ValidationError (or another non-page error) for the caller's toast; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Drops the stored series of a component (admins of the repository's owner). UnauthenticatedError,
 * UnauthorizedError and NotFoundError reject (spec §8); a ValidationError is returned. On success every
 * components table of the repository is asked again.
 */
export const deleteComponentMeasurementsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['repo', 'delete-component-measurements'],
    mutationFn: async (
      { provider, owner, repo, componentId }: DeleteComponentMeasurementsVariables,
      { client },
    ): Promise<DeleteComponentMeasurementsResult> => {
      const data = await graphqlMutation(getApiContext(client), {
        document: DeleteComponentMeasurementsDocument,
        variables: { input: { ownerUsername: owner, repoName: repo, componentId } },
        provider,
        schema: DeleteComponentMeasurementsSchema,
        payload: (result) => result.deleteComponentMeasurements,
      });
      const error = data.deleteComponentMeasurements?.error;
      return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
    },
    onSuccess: async (result, { provider, owner, repo }, _onMutateResult, { client }) => {
      if (result.error) return;
      await client.invalidateQueries({
        queryKey: queryKeys.repo.part(provider, owner, repo, 'component-measurements'),
      });
    },
  });

export const useDeleteComponentMeasurements = () => useMutation(deleteComponentMeasurementsMutationOptions());

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DeleteComponentMeasurementsAnswer = AcceptsAnswer<
  typeof DeleteComponentMeasurementsSchema,
  DeleteComponentMeasurementsMutation
>;
