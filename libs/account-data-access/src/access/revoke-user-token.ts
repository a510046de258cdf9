import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { RevokeUserTokenMutation } from '../generated/operations';
import { invalidateMeListOnSuccess } from './access-cache';

export const RevokeUserTokenDocument = gql`
  mutation RevokeUserToken($input: RevokeUserTokenInput!) {
    revokeUserToken(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const RevokeUserTokenSchema = v.object({
  revokeUserToken: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface RevokeUserTokenVariables {
  provider: string;
  tokenid: string;
}

/**
 * Revokes one of the signed-in person's API tokens: it stops working at once. UnauthenticatedError and NotFoundError
 * (a token that is not theirs, or already gone) reject (spec §8). On success the token list is asked again.
 */
export const revokeUserTokenMutation = ({ provider, tokenid }: RevokeUserTokenVariables) => ({
  document: RevokeUserTokenDocument,
  variables: { input: { tokenid } },
  provider,
  schema: RevokeUserTokenSchema,
  payload: (data: v.InferOutput<typeof RevokeUserTokenSchema>) => data.revokeUserToken,
  select: (data: v.InferOutput<typeof RevokeUserTokenSchema>): { revoked: boolean } => ({
    revoked: !data.revokeUserToken?.error,
  }),
  cacheUpdate: invalidateMeListOnSuccess('revokeUserToken', 'tokens'),
});

export const useRevokeUserToken = () => useGraphqlMutation(revokeUserTokenMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RevokeUserTokenAnswer = AcceptsAnswer<typeof RevokeUserTokenSchema, RevokeUserTokenMutation>;
