import { mutationOptions, useMutation } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlMutation } from '../graphql/graphql-query';
import { MutationErrorSchema } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { SaveTermsAgreementMutation } from '../generated/operations';

export const SaveTermsAgreementDocument = gql`
  mutation SaveTermsAgreement($input: SaveTermsAgreementInput!) {
    saveTermsAgreement(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const SaveTermsAgreementSchema = v.object({
  saveTermsAgreement: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface SaveTermsAgreementVariables {
  provider: string;
  termsAgreement: boolean;
  businessEmail?: string | null;
  marketingConsent?: boolean | null;
  name?: string | null;
  customerIntent?: string | null;
}

export interface SaveTermsAgreementResult {
  /** A returned error (e.g. `ValidationError`) with its message; null on success. */
  error: { __typename: string; message: string | null } | null;
}

/** The terms screen's submit (spec §2, §5). On success the user queries refresh. */
export const saveTermsAgreementMutationOptions = () =>
  mutationOptions({
    mutationKey: ['me', 'save-terms-agreement'],
    mutationFn: async (
      { provider, ...input }: SaveTermsAgreementVariables,
      { client },
    ): Promise<SaveTermsAgreementResult> => {
      const data = await graphqlMutation(getApiContext(client), {
        document: SaveTermsAgreementDocument,
        variables: { input },
        provider,
        schema: SaveTermsAgreementSchema,
        payload: (result) => result.saveTermsAgreement,
      });
      const error = data.saveTermsAgreement?.error;
      return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
    },
    onSuccess: async (result, _variables, _onMutateResult, { client }) => {
      if (result.error) return;
      await client.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });

export const useSaveTermsAgreement = () => useMutation(saveTermsAgreementMutationOptions());

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SaveTermsAgreementAnswer = AcceptsAnswer<typeof SaveTermsAgreementSchema, SaveTermsAgreementMutation>;
