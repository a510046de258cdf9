import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess } from '../client/cache-updates';
import type { ApiClients } from '../client/create-api-clients';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { queryKeys } from '../query-keys/query-keys';
import { MutationErrorSchema } from '../graphql/schemas';
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
export const saveTermsAgreementMutation = ({ provider, ...input }: SaveTermsAgreementVariables) => ({
  document: SaveTermsAgreementDocument,
  variables: { input },
  provider,
  schema: SaveTermsAgreementSchema,
  payload: (data: v.InferOutput<typeof SaveTermsAgreementSchema>) => data.saveTermsAgreement,
  select: (data: v.InferOutput<typeof SaveTermsAgreementSchema>): SaveTermsAgreementResult => {
    const error = data.saveTermsAgreement?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('saveTermsAgreement', ['me']),
  // The REST user records (`/internal/user`) show the change too.
  onSuccess: (result: { error: unknown }, { queryClient }: ApiClients) =>
    result.error ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
});

export const useSaveTermsAgreement = () => useGraphqlMutation(saveTermsAgreementMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _SaveTermsAgreementAnswer = AcceptsAnswer<typeof SaveTermsAgreementSchema, SaveTermsAgreementMutation>;
