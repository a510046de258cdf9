import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess, MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { SetUploadTokenRequiredMutation } from '../generated/operations';

export const SetUploadTokenRequiredDocument = gql`
  mutation SetUploadTokenRequired($input: SetUploadTokenRequiredInput!) {
    setUploadTokenRequired(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const SetUploadTokenRequiredSchema = v.object({
  setUploadTokenRequired: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface SetUploadTokenRequiredVariables {
  provider: string;
  orgUsername: string;
  uploadTokenRequired: boolean;
}

export interface SetUploadTokenRequiredResult {
  /** UnauthorizedError, ValidationError or UnauthenticatedError (spec §7), each with a message. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Spec §7 setUploadTokenRequired: whether uploads to the organisation's public repositories need a token
 * (admins). Every refusal is returned, not thrown: spec §8 shows each as a notice with its message. On success
 * GetUploadTokenRequired (and every other view of the owner) asks again.
 */
export const setUploadTokenRequiredMutation = ({ provider, ...input }: SetUploadTokenRequiredVariables) => ({
  document: SetUploadTokenRequiredDocument,
  variables: { input },
  provider,
  schema: SetUploadTokenRequiredSchema,
  payload: () => null,
  select: (data: v.InferOutput<typeof SetUploadTokenRequiredSchema>): SetUploadTokenRequiredResult => {
    const error = data.setUploadTokenRequired?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('setUploadTokenRequired', ['owner']),
});

export const useSetUploadTokenRequired = () => useGraphqlMutation(setUploadTokenRequiredMutation);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _SetUploadTokenRequiredAnswer = AcceptsAnswer<
  typeof SetUploadTokenRequiredSchema,
  SetUploadTokenRequiredMutation
>;
