import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CreateUserTokenMutation } from '../generated/operations';
import { invalidateMeListOnSuccess } from './access-cache';
import { UserTokenSchema, type UserToken } from './my-tokens';

export const CreateUserTokenDocument = gql`
  mutation CreateUserToken($input: CreateUserTokenInput!) {
    createUserToken(input: $input) {
      fullToken
      token {
        id
        name
        type
        lastFour
        createdAt
        lastseen
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

export const CreateUserTokenSchema = v.object({
  createUserToken: v.nullable(
    v.object({
      fullToken: v.nullish(v.string()),
      token: v.nullish(UserTokenSchema),
      error: MutationErrorSchema,
    }),
  ),
});

export interface CreateUserTokenVariables {
  provider: string;
  name: string;
}

export interface CreatedUserToken {
  /** The secret, answered this once only; null when refused. */
  fullToken: string | null;
  token: UserToken | null;
  /** A ValidationError (an empty or long name, too many tokens, viewing as someone else); null on success. */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Creates a personal API token (`Authorization: bearer <token>` on the GraphQL and REST API). An
 * UnauthenticatedError rejects (spec §8); a ValidationError is returned for the form. On success the token list is
 * asked again.
 */
export const createUserTokenMutation = ({ provider, name }: CreateUserTokenVariables) => ({
  document: CreateUserTokenDocument,
  variables: { input: { name, tokenType: 'api' } },
  provider,
  schema: CreateUserTokenSchema,
  payload: (data: v.InferOutput<typeof CreateUserTokenSchema>) => data.createUserToken,
  select: (data: v.InferOutput<typeof CreateUserTokenSchema>): CreatedUserToken => {
    const payload = data.createUserToken;
    const error = payload?.error;
    return {
      fullToken: error ? null : (payload?.fullToken ?? null),
      token: error ? null : (payload?.token ?? null),
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
  cacheUpdate: invalidateMeListOnSuccess('createUserToken', 'tokens'),
});

export const useCreateUserToken = () => useGraphqlMutation(createUserTokenMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CreateUserTokenAnswer = AcceptsAnswer<typeof CreateUserTokenSchema, CreateUserTokenMutation>;
