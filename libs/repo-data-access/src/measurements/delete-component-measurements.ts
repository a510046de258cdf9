import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import { invalidateCoverageAnalyticsOnSuccess } from './measurement-cache';
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
 * components table of the repository (any branch, window or filter) is asked again; the components of the
 * codecov.yml stay as they are.
 */
export const deleteComponentMeasurementsMutation = ({
  provider,
  owner,
  repo,
  componentId,
}: DeleteComponentMeasurementsVariables) => ({
  document: DeleteComponentMeasurementsDocument,
  variables: { input: { ownerUsername: owner, repoName: repo, componentId } },
  provider,
  schema: DeleteComponentMeasurementsSchema,
  payload: (data: v.InferOutput<typeof DeleteComponentMeasurementsSchema>) =>
    data.deleteComponentMeasurements,
  select: (
    data: v.InferOutput<typeof DeleteComponentMeasurementsSchema>,
  ): DeleteComponentMeasurementsResult => {
    const error = data.deleteComponentMeasurements?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateCoverageAnalyticsOnSuccess(
    'deleteComponentMeasurements',
    (input: { ownerUsername: string; repoName: string }) => ({
      owner: input.ownerUsername,
      repo: input.repoName,
    }),
    () => ['components'],
  ),
});

export const useDeleteComponentMeasurements = () => useGraphqlMutation(deleteComponentMeasurementsMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DeleteComponentMeasurementsAnswer = AcceptsAnswer<
  typeof DeleteComponentMeasurementsSchema,
  DeleteComponentMeasurementsMutation
>;
