import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import { invalidateCoverageAnalyticsOnSuccess } from './measurement-cache';
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

/** The status fields of the series a measurement type switches on. */
const statusFields: Record<ActivatedMeasurementType, readonly string[]> = {
  FLAG_COVERAGE: ['flagsMeasurementsActive', 'flagsMeasurementsBackfilled'],
  COMPONENT_COVERAGE: ['componentsMeasurementsActive', 'componentsMeasurementsBackfilled'],
};

/**
 * Switches on a repository's flag or component series. UnauthenticatedError, UnauthorizedError and
 * NotFoundError reject (spec §8); a ValidationError is returned. On success the status of that kind of series
 * is asked again (then polled while they fill).
 */
export const activateMeasurementsMutation = ({
  provider,
  owner,
  repo,
  measurementType,
}: ActivateMeasurementsVariables) => ({
  document: ActivateMeasurementsDocument,
  variables: { input: { owner, repoName: repo, measurementType } },
  provider,
  schema: ActivateMeasurementsSchema,
  payload: (data: v.InferOutput<typeof ActivateMeasurementsSchema>) => data.activateMeasurements,
  select: (data: v.InferOutput<typeof ActivateMeasurementsSchema>): ActivateMeasurementsResult => {
    const error = data.activateMeasurements?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateCoverageAnalyticsOnSuccess(
    'activateMeasurements',
    (input: { owner: string; repoName: string; measurementType: ActivatedMeasurementType }) => ({
      owner: input.owner,
      repo: input.repoName,
    }),
    (input) => statusFields[input.measurementType],
  ),
});

export const useActivateMeasurements = () => useGraphqlMutation(activateMeasurementsMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ActivateMeasurementsAnswer = AcceptsAnswer<
  typeof ActivateMeasurementsSchema,
  ActivateMeasurementsMutation
>;
