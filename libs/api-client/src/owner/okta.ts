import { gql } from '@urql/core';
import * as v from 'valibot';
import { invalidateRootFieldsOnSuccess } from '../client/cache-updates';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlMutation } from '../graphql/use-graphql-mutation';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { MutationErrorSchema, OwnerKeyEntries } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerArgs } from './detail-owner';
import type {
  GetOktaConfigQuery,
  OktaSignInStateQuery,
  SaveOktaConfigMutation,
} from '../generated/operations';

/** What the single sign-on banners need (spec §4, §6): no secret, readable by every member. */
export const OktaSignInStateDocument = gql`
  query OktaSignInState($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      isUserOktaAuthenticated
      account {
        oktaSignIn {
          enabled
          enforced
        }
      }
    }
  }
`;

export const OktaSignInStateSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      isUserOktaAuthenticated: v.nullable(v.boolean()),
      account: v.nullable(
        v.object({ oktaSignIn: v.nullable(v.object({ enabled: v.boolean(), enforced: v.boolean() })) }),
      ),
    }),
  ),
});

export interface OktaSignInState {
  enabled: boolean;
  enforced: boolean;
  /** This session has signed in with the organisation's Okta. */
  authenticated: boolean;
}

export const oktaSignInQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: OktaSignInStateDocument,
    variables: { owner },
    provider,
    schema: OktaSignInStateSchema,
    select: (data): OktaSignInState | null => {
      const signIn = data.owner?.account?.oktaSignIn;
      if (!signIn) return null;
      return { ...signIn, authenticated: data.owner?.isUserOktaAuthenticated === true };
    },
  });

export const useOktaSignIn = (args: OwnerArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(oktaSignInQuery(args), options);

/** Spec §7 GetOktaConfig(username): the organisation's Okta application, for its admins (others get null). */
export const GetOktaConfigDocument = gql`
  query GetOktaConfig($username: String!) {
    owner(username: $username) {
      ownerid
      username
      account {
        oktaConfig {
          clientId
          clientSecret
          url
          enabled
          enforced
        }
      }
    }
  }
`;

const OktaConfigEntries = {
  clientId: v.string(),
  clientSecret: v.string(),
  url: v.string(),
  enabled: v.boolean(),
  enforced: v.boolean(),
};

export const GetOktaConfigSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      account: v.nullable(v.object({ oktaConfig: v.nullable(v.object(OktaConfigEntries)) })),
    }),
  ),
});

export type OktaConfig = v.InferOutput<v.ObjectSchema<typeof OktaConfigEntries, undefined>>;

export const oktaConfigQuery = ({ provider, username }: { provider: string; username: string }) =>
  graphqlQueryDefinition({
    document: GetOktaConfigDocument,
    variables: { username },
    provider,
    schema: GetOktaConfigSchema,
    select: (data): OktaConfig | null => data.owner?.account?.oktaConfig ?? null,
  });

export const useOktaConfig = (args: { provider: string; username: string }) =>
  useGraphqlQuery(oktaConfigQuery(args));

export const SaveOktaConfigDocument = gql`
  mutation SaveOktaConfig($input: SaveOktaConfigInput!) {
    saveOktaConfig(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const SaveOktaConfigSchema = v.object({
  saveOktaConfig: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface SaveOktaConfigVariables extends Partial<OktaConfig> {
  provider: string;
  orgUsername: string;
}

/** Saves the organisation's Okta application (admins, enterprise plans); the owner's views ask again. */
export const saveOktaConfigMutation = ({ provider, ...input }: SaveOktaConfigVariables) => ({
  document: SaveOktaConfigDocument,
  variables: { input },
  provider,
  schema: SaveOktaConfigSchema,
  payload: (data: v.InferOutput<typeof SaveOktaConfigSchema>) => data.saveOktaConfig,
  select: (data: v.InferOutput<typeof SaveOktaConfigSchema>) => {
    const error = data.saveOktaConfig?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
  cacheUpdate: invalidateRootFieldsOnSuccess('saveOktaConfig', ['owner']),
});

export const useSaveOktaConfig = () => useGraphqlMutation(saveOktaConfigMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _OktaSignInStateAnswer = AcceptsAnswer<typeof OktaSignInStateSchema, OktaSignInStateQuery>;
type _GetOktaConfigAnswer = AcceptsAnswer<typeof GetOktaConfigSchema, GetOktaConfigQuery>;
type _SaveOktaConfigAnswer = AcceptsAnswer<typeof SaveOktaConfigSchema, SaveOktaConfigMutation>;
