import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess, MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { RegenerateOrgUploadTokenMutation } from '../generated/operations';

export const RegenerateOrgUploadTokenDocument = gql`
  mutation RegenerateOrgUploadToken($input: RegenerateOrgUploadTokenInput!) {
    regenerateOrgUploadToken(input: $input) {
      orgUploadToken
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const RegenerateOrgUploadTokenSchema = v.object({
  regenerateOrgUploadToken: v.nullable(
    v.object({ orgUploadToken: v.nullable(v.string()), error: MutationErrorSchema }),
  ),
});

export interface RegenerateOrgUploadTokenResult {
  orgUploadToken: string | null;
  error: { __typename: string; message: string | null } | null;
}

/**
 * Gives the organisation a new upload token (admins); the old one stops working at once. The owner's views ask
 * again, so the page and the upload-token banners show the new one.
 */
export const regenerateOrgUploadTokenMutation = ({
  provider,
  owner,
}: {
  provider: string;
  owner: string;
}) => ({
  document: RegenerateOrgUploadTokenDocument,
  variables: { input: { owner } },
  provider,
  schema: RegenerateOrgUploadTokenSchema,
  payload: (data: v.InferOutput<typeof RegenerateOrgUploadTokenSchema>) => data.regenerateOrgUploadToken,
  select: (data: v.InferOutput<typeof RegenerateOrgUploadTokenSchema>): RegenerateOrgUploadTokenResult => {
    const payload = data.regenerateOrgUploadToken;
    const error = payload?.error;
    return {
      orgUploadToken: payload?.orgUploadToken ?? null,
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('regenerateOrgUploadToken', ['owner']),
});

export const useRegenerateOrgUploadToken = () => useGraphqlMutation(regenerateOrgUploadTokenMutation);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _RegenerateOrgUploadTokenAnswer = AcceptsAnswer<
  typeof RegenerateOrgUploadTokenSchema,
  RegenerateOrgUploadTokenMutation
>;
