import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { EncodeSecretStringMutation } from '../generated/operations';
import type { RepositoryTarget } from './repo-settings-mutations';

export const EncodeSecretStringDocument = gql`
  mutation EncodeSecretString($input: EncodeSecretStringInput!) {
    encodeSecretString(input: $input) {
      value
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const EncodeSecretStringSchema = v.object({
  encodeSecretString: v.nullable(v.object({ value: v.nullish(v.string()), error: MutationErrorSchema })),
});

/** The secret string (`secret:…`), or the refusal to show; other errors reject (spec §8). */
export interface EncodedSecret {
  value: string | null;
  error: { __typename: string; message: string | null } | null;
}

/** Encrypts a value that only this repository's codecov.yml can open. Changes nothing stored: no cache update. */
export const encodeSecretStringMutation = ({
  provider,
  owner,
  repo,
  value,
}: RepositoryTarget & { value: string }) => ({
  document: EncodeSecretStringDocument,
  variables: { input: { owner, repoName: repo, value } },
  provider,
  schema: EncodeSecretStringSchema,
  payload: (data: v.InferOutput<typeof EncodeSecretStringSchema>) => data.encodeSecretString,
  select: (data: v.InferOutput<typeof EncodeSecretStringSchema>): EncodedSecret => {
    const error = data.encodeSecretString?.error;
    return {
      value: error ? null : (data.encodeSecretString?.value ?? null),
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
});

export const useEncodeSecretString = () => useGraphqlMutation(encodeSecretStringMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _EncodeAnswer = AcceptsAnswer<typeof EncodeSecretStringSchema, EncodeSecretStringMutation>;
