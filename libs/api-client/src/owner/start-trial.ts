import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess } from '../client/cache-updates';
import type { ApiClients } from '../client/create-api-clients';
import { MutationErrorSchema } from '../graphql/schemas';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { StartTrialMutation } from '../generated/operations';

// Shared by the plan pages and the repository pages' activation alert, so there is one StartTrial document.
export const StartTrialDocument = gql`
  mutation StartTrial($input: StartTrialInput!) {
    startTrial(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const StartTrialSchema = v.object({
  startTrial: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface StartTrialVariables {
  provider: string;
  orgUsername: string;
}

export interface StartTrialResult {
  /** A ValidationError (not free, already trialled …) with its message; the others are thrown (spec §8). */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Starts the organisation's 14-day Pro trial (once, for a free organisation). On success every view of the owner
 * asks again (its plan is now the trial), and so does the account-details answer.
 */
export const startTrialMutation = ({ provider, orgUsername }: StartTrialVariables) => ({
  document: StartTrialDocument,
  variables: { input: { orgUsername } },
  provider,
  schema: StartTrialSchema,
  payload: (data: v.InferOutput<typeof StartTrialSchema>) => data.startTrial,
  select: (data: v.InferOutput<typeof StartTrialSchema>): StartTrialResult => {
    const error = data.startTrial?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('startTrial', ['owner']),
  onSuccess: (result: StartTrialResult, clients: ApiClients) =>
    result.error
      ? undefined
      : clients.queryClient.invalidateQueries({
          queryKey: queryKeys.owner.accountDetails(provider, orgUsername),
        }),
});

export const useStartTrial = () => useGraphqlMutation(startTrialMutation);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _StartTrialAnswer = AcceptsAnswer<typeof StartTrialSchema, StartTrialMutation>;
