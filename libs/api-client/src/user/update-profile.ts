import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess } from '../client/cache-updates';
import type { ApiClients } from '../client/create-api-clients';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { queryKeys } from '../query-keys/query-keys';
import { MutationErrorSchema } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { UpdateProfileMutation } from '../generated/operations';

export const UpdateProfileDocument = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      me {
        email
        user {
          name
          username
          avatarUrl
        }
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

export const UpdateProfileSchema = v.object({
  updateProfile: v.nullable(
    v.object({
      me: v.nullish(
        v.object({
          email: v.nullish(v.string()),
          user: v.object({ name: v.nullish(v.string()), username: v.string(), avatarUrl: v.string() }),
        }),
      ),
      error: MutationErrorSchema,
    }),
  ),
});

export type UpdatedProfile = NonNullable<
  NonNullable<v.InferOutput<typeof UpdateProfileSchema>['updateProfile']>['me']
>;

export interface UpdateProfileVariables {
  provider: string;
  name?: string | null;
  email?: string | null;
}

export interface UpdateProfileResult {
  me: UpdatedProfile | null;
  error: { __typename: string; message: string | null } | null;
}

/** Updates the user's name and e-mail (spec §5). On success every view of the viewer asks again. */
export const updateProfileMutation = ({ provider, ...input }: UpdateProfileVariables) => ({
  document: UpdateProfileDocument,
  variables: { input },
  provider,
  schema: UpdateProfileSchema,
  payload: (data: v.InferOutput<typeof UpdateProfileSchema>) => data.updateProfile,
  select: (data: v.InferOutput<typeof UpdateProfileSchema>): UpdateProfileResult => {
    const error = data.updateProfile?.error;
    return {
      me: data.updateProfile?.me ?? null,
      error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('updateProfile', ['me']),
  // The REST user records (`/internal/user`) show the change too.
  onSuccess: (result: { error: unknown }, { queryClient }: ApiClients) =>
    result.error ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
});

export const useUpdateProfile = () => useGraphqlMutation(updateProfileMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateProfileAnswer = AcceptsAnswer<typeof UpdateProfileSchema, UpdateProfileMutation>;
