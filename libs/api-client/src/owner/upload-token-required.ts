import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import { OwnerKeyEntries } from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { OwnerArgs } from './detail-owner';
import type { GetUploadTokenRequiredQuery, OwnerTokenlessDataQuery } from '../generated/operations';

/**
 * Spec §7 GetUploadTokenRequired(owner): whether public repositories need a token to upload, and the organisation
 * token (admins only; null for others).
 */
export const GetUploadTokenRequiredDocument = gql`
  query GetUploadTokenRequired($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      orgUploadToken
      uploadTokenRequired
      isAdmin
    }
  }
`;

export const GetUploadTokenRequiredSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      orgUploadToken: v.nullable(v.string()),
      uploadTokenRequired: v.nullable(v.boolean()),
      isAdmin: v.nullable(v.boolean()),
    }),
  ),
});

export type UploadTokenRequired = NonNullable<v.InferOutput<typeof GetUploadTokenRequiredSchema>['owner']>;

export const uploadTokenRequiredQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: GetUploadTokenRequiredDocument,
    variables: { owner },
    provider,
    schema: GetUploadTokenRequiredSchema,
    select: (data): UploadTokenRequired | null => data.owner,
  });

export const useUploadTokenRequired = (args: OwnerArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(uploadTokenRequiredQuery(args), options);

/** Spec §7 OwnerTokenlessData(username): the upload-token banners show only for owners with active public repos. */
export const OwnerTokenlessDataDocument = gql`
  query OwnerTokenlessData($username: String!) {
    owner(username: $username) {
      ownerid
      username
      hasActiveRepos
      hasPublicRepos
    }
  }
`;

export const OwnerTokenlessDataSchema = v.object({
  owner: v.nullable(
    v.object({
      ...OwnerKeyEntries,
      hasActiveRepos: v.nullable(v.boolean()),
      hasPublicRepos: v.nullable(v.boolean()),
    }),
  ),
});

export interface OwnerTokenlessData {
  hasActiveRepos: boolean;
  hasPublicRepos: boolean;
}

export const ownerTokenlessDataQuery = ({ provider, owner }: OwnerArgs) =>
  graphqlQueryDefinition({
    document: OwnerTokenlessDataDocument,
    variables: { username: owner },
    provider,
    schema: OwnerTokenlessDataSchema,
    select: (data): OwnerTokenlessData | null =>
      data.owner
        ? { hasActiveRepos: !!data.owner.hasActiveRepos, hasPublicRepos: !!data.owner.hasPublicRepos }
        : null,
  });

export const useOwnerTokenlessData = (args: OwnerArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(ownerTokenlessDataQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetUploadTokenRequiredAnswer = AcceptsAnswer<
  typeof GetUploadTokenRequiredSchema,
  GetUploadTokenRequiredQuery
>;
type _OwnerTokenlessDataAnswer = AcceptsAnswer<typeof OwnerTokenlessDataSchema, OwnerTokenlessDataQuery>;
