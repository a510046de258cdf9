import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess } from '../client/cache-updates';
import type { ApiClients } from '../client/create-api-clients';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { queryKeys } from '../query-keys/query-keys';
import { MutationErrorSchema } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { UpdateDefaultOrganizationMutation } from '../generated/operations';

export const UpdateDefaultOrganizationDocument = gql`
  mutation UpdateDefaultOrganization($input: UpdateDefaultOrganizationInput!) {
    updateDefaultOrganization(input: $input) {
      username
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const UpdateDefaultOrganizationSchema = v.object({
  updateDefaultOrganization: v.nullable(
    v.object({ username: v.nullish(v.string()), error: MutationErrorSchema }),
  ),
});

export interface UpdateDefaultOrganizationVariables {
  provider: string;
  /** An organisation of the user, the user's own username, or null to clear the default. */
  username: string | null;
}

export interface UpdateDefaultOrganizationResult {
  /** The new default organisation's username (null when cleared). */
  username: string | null;
  /** A returned error the UI shows (e.g. `ValidationError` when the org is not one of the user's, spec §5). */
  error: { __typename: string; message: string | null } | null;
}

/**
 * Spec §4: switching context updates the default organisation. Unauthenticated errors reject; a
 * `ValidationError`/`MissingService` is returned in `error`. On success the user and owner queries refresh.
 */
export const updateDefaultOrganizationMutation = ({
  provider,
  username,
}: UpdateDefaultOrganizationVariables) => ({
  document: UpdateDefaultOrganizationDocument,
  variables: { input: { username } },
  provider,
  schema: UpdateDefaultOrganizationSchema,
  payload: (data: v.InferOutput<typeof UpdateDefaultOrganizationSchema>) => data.updateDefaultOrganization,
  select: (data: v.InferOutput<typeof UpdateDefaultOrganizationSchema>): UpdateDefaultOrganizationResult => {
    const payload = data.updateDefaultOrganization;
    const error = payload?.error
      ? { __typename: payload.error.__typename, message: payload.error.message ?? null }
      : null;
    return { username: error ? null : (payload?.username ?? username), error };
  },
  // The viewer's default organisation shows in `me` and in each owner's `defaultOrgUsername`.
  cacheUpdate: invalidateRootFieldsOnSuccess('updateDefaultOrganization', ['me', 'owner']),
  // The REST user records (`/internal/user`) show the change too.
  onSuccess: (result: { error: unknown }, { queryClient }: ApiClients) =>
    result.error ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
});

export const useUpdateDefaultOrganization = () => useGraphqlMutation(updateDefaultOrganizationMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateDefaultOrganizationAnswer = AcceptsAnswer<
  typeof UpdateDefaultOrganizationSchema,
  UpdateDefaultOrganizationMutation
>;
