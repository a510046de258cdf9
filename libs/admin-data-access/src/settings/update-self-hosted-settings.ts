import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess, MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { UpdateSelfHostedSettingsMutation } from '../generated/operations';

export const UpdateSelfHostedSettingsDocument = gql`
  mutation UpdateSelfHostedSettings($input: UpdateSelfHostedSettingsInput!) {
    updateSelfHostedSettings(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const UpdateSelfHostedSettingsSchema = v.object({
  updateSelfHostedSettings: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface UpdateSelfHostedSettingsVariables {
  provider?: string;
  shouldAutoActivate: boolean;
}

export interface UpdateSelfHostedSettingsResult {
  /** ValidationError for the caller's toast; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Turns the install's auto-activation on or off (install admins). UnauthenticatedError and UnauthorizedError
 * reject; a ValidationError is returned. On success the settings are asked again (every `config` view).
 */
export const updateSelfHostedSettingsMutation = ({
  provider,
  shouldAutoActivate,
}: UpdateSelfHostedSettingsVariables) => ({
  document: UpdateSelfHostedSettingsDocument,
  variables: { input: { shouldAutoActivate } },
  provider,
  schema: UpdateSelfHostedSettingsSchema,
  payload: (data: v.InferOutput<typeof UpdateSelfHostedSettingsSchema>) => data.updateSelfHostedSettings,
  select: (data: v.InferOutput<typeof UpdateSelfHostedSettingsSchema>): UpdateSelfHostedSettingsResult => {
    const error = data.updateSelfHostedSettings?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('updateSelfHostedSettings', ['config']),
});

export const useUpdateSelfHostedSettings = () => useGraphqlMutation(updateSelfHostedSettingsMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateSelfHostedSettingsAnswer = AcceptsAnswer<
  typeof UpdateSelfHostedSettingsSchema,
  UpdateSelfHostedSettingsMutation
>;
