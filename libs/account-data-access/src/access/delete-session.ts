import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { DeleteSessionMutation } from '../generated/operations';
import { invalidateMeListOnSuccess } from './access-cache';

export const DeleteSessionDocument = gql`
  mutation DeleteSession($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const DeleteSessionSchema = v.object({
  deleteSession: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface DeleteSessionVariables {
  provider: string;
  sessionid: number;
}

/**
 * Ends one of the signed-in person's sign-ins; ending this browser's own signs it out (the server clears the
 * cookie). UnauthenticatedError and NotFoundError (not theirs, or already over) reject (spec §8). On success the
 * session list is asked again.
 */
export const deleteSessionMutation = ({ provider, sessionid }: DeleteSessionVariables) => ({
  document: DeleteSessionDocument,
  variables: { input: { sessionid } },
  provider,
  schema: DeleteSessionSchema,
  payload: (data: v.InferOutput<typeof DeleteSessionSchema>) => data.deleteSession,
  select: (data: v.InferOutput<typeof DeleteSessionSchema>): { ended: boolean } => ({
    ended: !data.deleteSession?.error,
  }),
  cacheUpdate: invalidateMeListOnSuccess('deleteSession', 'sessions'),
});

export const useDeleteSession = () => useGraphqlMutation(deleteSessionMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _DeleteSessionAnswer = AcceptsAnswer<typeof DeleteSessionSchema, DeleteSessionMutation>;
