import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess, MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { RequestAiTestSuggestionsMutation } from '../generated/operations';
import { type AiSuggestion, AiSuggestionEntrySchema } from './ai-suggestion';

export const RequestAiTestSuggestionsDocument = gql`
  mutation RequestAiTestSuggestions($input: RequestAiTestSuggestionsInput!) {
    requestAiTestSuggestions(input: $input) {
      suggestion {
        id
        status
        commitid
        body
        error
        commentPosted
        createdAt
      }
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const RequestAiTestSuggestionsSchema = v.object({
  requestAiTestSuggestions: v.nullable(
    v.object({ suggestion: v.nullish(AiSuggestionEntrySchema), error: MutationErrorSchema }),
  ),
});

export interface RequestAiTestSuggestionsVariables {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
}

export interface RequestAiTestSuggestionsResult {
  suggestion: AiSuggestion | null;
  error: { __typename: string; message: string | null } | null;
}

/** Asks for test suggestions on a pull (members); the pull's `aiSuggestion` then follows the job. */
export const requestAiTestSuggestionsMutation = ({
  provider,
  owner,
  repo,
  pullId,
}: RequestAiTestSuggestionsVariables) => ({
  document: RequestAiTestSuggestionsDocument,
  variables: { input: { owner, repoName: repo, pullId } },
  provider,
  schema: RequestAiTestSuggestionsSchema,
  payload: (data: v.InferOutput<typeof RequestAiTestSuggestionsSchema>) => data.requestAiTestSuggestions,
  select: (data: v.InferOutput<typeof RequestAiTestSuggestionsSchema>): RequestAiTestSuggestionsResult => {
    const payload = data.requestAiTestSuggestions;
    const error = payload?.error;
    return {
      suggestion: payload?.suggestion ?? null,
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
  // The pull's `aiSuggestion` is now the new request: views of the owner ask again (a pull has no key of its own).
  cacheUpdate: invalidateRootFieldsOnSuccess('requestAiTestSuggestions', ['owner']),
});

export const useRequestAiTestSuggestions = () => useGraphqlMutation(requestAiTestSuggestionsMutation);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _RequestAiTestSuggestionsAnswer = AcceptsAnswer<
  typeof RequestAiTestSuggestionsSchema,
  RequestAiTestSuggestionsMutation
>;
