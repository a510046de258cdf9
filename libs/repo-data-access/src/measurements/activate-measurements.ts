import { mutationOptions, useMutation } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext, graphqlMutation, MutationErrorSchema, queryKeys } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { ActivateMeasurementsMutation } from '../generated/operations';

export const ActivateMeasurementsDocument = gql`
  mutation ActivateMeasurements($input: ActivateMeasurementsInput!) {
    activateMeasurements(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const ActivateMeasurementsSchema = v.object({
  activateMeasurements: v.nullable(v.object({ error: MutationErrorSchema })),
});

export type ActivatedMeasurementType = 'FLAG_COVERAGE' | 'COMPONENT_COVERAGE';

export interface ActivateMeasurementsVariables {
  provider: string;
  owner: string;
  repo: string;
  measurementType: ActivatedMeasurementType;
}

export interface ActivateMeasurementsResult {
  /** ValidationError (or another non-page error) for the caller's toast; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Switches on a repository's flag or component series. UnauthenticatedError, UnauthorizedError and
 * NotFoundError reject (spec §8); a ValidationError is returned. On success the status is asked again.
 */
export const activateMeasurementsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['repo', 'activate-measurements'],
    mutationFn: async (
      { provider, owner, repo, measurementType }: ActivateMeasurementsVariables,
      { client },
    ): Promise<ActivateMeasurementsResult> => {
      const data = await graphqlMutation(getApiContext(client), {
        document: ActivateMeasurementsDocument,
        variables: { input: { owner, repoName: repo, measurementType } },
        provider,
        schema: ActivateMeasurementsSchema,
        payload: (result) => result.activateMeasurements,
      });
      const error = data.activateMeasurements?.error;
      return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
    },
    onSuccess: async (result, { provider, owner, repo }, _onMutateResult, { client }) => {
      if (result.error) return;
      await client.invalidateQueries({
        queryKey: queryKeys.repo.part(provider, owner, repo, 'measurement-status'),
      });
    },
  });

export const useActivateMeasurements = () => useMutation(activateMeasurementsMutationOptions());

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ActivateMeasurementsAnswer = AcceptsAnswer<
  typeof ActivateMeasurementsSchema,
  ActivateMeasurementsMutation
>;
