import { mutationOptions, useMutation } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlMutation } from '../graphql/graphql-query';
import { MutationErrorSchema } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
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

/** Updates the user's name and e-mail (spec §5). On success the user queries refresh. */
export const updateProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['me', 'update-profile'],
    mutationFn: async (
      { provider, ...input }: UpdateProfileVariables,
      { client },
    ): Promise<UpdateProfileResult> => {
      const data = await graphqlMutation(getApiContext(client), {
        document: UpdateProfileDocument,
        variables: { input },
        provider,
        schema: UpdateProfileSchema,
        payload: (result) => result.updateProfile,
      });
      const error = data.updateProfile?.error;
      return {
        me: data.updateProfile?.me ?? null,
        error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
      };
    },
    onSuccess: async (result, _variables, _onMutateResult, { client }) => {
      if (result.error) return;
      await client.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });

export const useUpdateProfile = () => useMutation(updateProfileMutationOptions());

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateProfileAnswer = AcceptsAnswer<typeof UpdateProfileSchema, UpdateProfileMutation>;
