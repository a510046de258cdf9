import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { MutationErrorSchema, OwnerKeyEntries } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerArgs } from './detail-owner';
import type { OwnerYamlQuery, SetYamlOnOwnerMutation } from '../generated/operations';

/**
 * The owner-level codecov.yml every repository of the owner inherits: read by members (null for others),
 * changed by admins. Shared by the account area's Global YAML page and the repository's yaml settings.
 */
export const OwnerYamlDocument = gql`
  query OwnerYaml($username: String!) {
    owner(username: $username) {
      ownerid
      username
      isAdmin
      yaml
    }
  }
`;

export const OwnerYamlSchema = v.object({
  owner: v.nullable(
    v.object({ ...OwnerKeyEntries, isAdmin: v.nullable(v.boolean()), yaml: v.nullable(v.string()) }),
  ),
});

export interface OwnerYaml {
  yaml: string | null;
  isAdmin: boolean;
}

/** Null when the owner is unknown. */
export const ownerYamlQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: OwnerYamlDocument,
    variables: { username: owner },
    provider,
    schema: OwnerYamlSchema,
    select: (data): OwnerYaml | null =>
      data.owner ? { yaml: data.owner.yaml, isAdmin: data.owner.isAdmin ?? false } : null,
  });

export const useOwnerYaml = (args: OwnerArgs) => useGraphqlQuery(ownerYamlQuery(args));

export const SetYamlOnOwnerDocument = gql`
  mutation SetYamlOnOwner($input: SetYamlOnOwnerInput!) {
    setYamlOnOwner(input: $input) {
      owner {
        ownerid
        username
        yaml
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

export const SetYamlOnOwnerSchema = v.object({
  setYamlOnOwner: v.nullable(
    v.object({
      owner: v.nullish(
        v.object({
          ownerid: v.nullish(v.number()),
          username: v.nullish(v.string()),
          yaml: v.nullish(v.string()),
        }),
      ),
      error: MutationErrorSchema,
    }),
  ),
});

export interface SetYamlOnOwnerVariables {
  provider: string;
  owner: string;
  yaml: string;
}

/** Saves the owner's yaml (admins); the answered Owner updates every view. A ValidationError is returned. */
export const setYamlOnOwnerMutation = ({ provider, owner, yaml }: SetYamlOnOwnerVariables) => ({
  document: SetYamlOnOwnerDocument,
  variables: { input: { username: owner, yaml } },
  provider,
  schema: SetYamlOnOwnerSchema,
  payload: (data: v.InferOutput<typeof SetYamlOnOwnerSchema>) => data.setYamlOnOwner,
  select: (data: v.InferOutput<typeof SetYamlOnOwnerSchema>) => {
    const error = data.setYamlOnOwner?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
});

export const useSetYamlOnOwner = () => useGraphqlMutation(setYamlOnOwnerMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OwnerYamlAnswer = AcceptsAnswer<typeof OwnerYamlSchema, OwnerYamlQuery>;
type _SetYamlAnswer = AcceptsAnswer<typeof SetYamlOnOwnerSchema, SetYamlOnOwnerMutation>;
