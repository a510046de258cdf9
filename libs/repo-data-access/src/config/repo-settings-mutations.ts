import { gql } from '@urql/core';
import * as v from 'valibot';
import { MutationErrorSchema, useGraphqlMutation } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  EraseRepositoryMutation,
  RegenerateRepositoryGraphTokenMutation,
  RegenerateRepositoryUploadTokenMutation,
  UpdateRepositoryMutation,
} from '../generated/operations';
import { invalidateRepositoryOnSuccess } from './settings-cache';

export const UpdateRepositoryDocument = gql`
  mutation UpdateRepository($input: UpdateRepositoryInput!) {
    updateRepository(input: $input) {
      repository {
        repoid
        defaultBranch
        activated
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
export const RegenerateRepositoryUploadTokenDocument = gql`
  mutation RegenerateRepositoryUploadToken($input: RegenerateRepositoryUploadTokenInput!) {
    regenerateRepositoryUploadToken(input: $input) {
      token
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;
export const RegenerateRepositoryGraphTokenDocument = gql`
  mutation RegenerateRepositoryGraphToken($input: RegenerateRepositoryGraphTokenInput!) {
    regenerateRepositoryGraphToken(input: $input) {
      token
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;
export const EraseRepositoryDocument = gql`
  mutation EraseRepository($input: EraseRepositoryInput!) {
    eraseRepository(input: $input) {
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const UpdateRepositorySchema = v.object({
  updateRepository: v.nullable(
    v.object({
      repository: v.nullish(
        v.object({ repoid: v.number(), defaultBranch: v.nullish(v.string()), activated: v.boolean() }),
      ),
      error: MutationErrorSchema,
    }),
  ),
});
const tokenPayload = v.nullable(v.object({ token: v.nullish(v.string()), error: MutationErrorSchema }));
export const RegenerateRepositoryUploadTokenSchema = v.object({
  regenerateRepositoryUploadToken: tokenPayload,
});
export const RegenerateRepositoryGraphTokenSchema = v.object({
  regenerateRepositoryGraphToken: tokenPayload,
});
export const EraseRepositorySchema = v.object({
  eraseRepository: v.nullable(v.object({ error: MutationErrorSchema })),
});

export interface RepositoryTarget {
  provider: string;
  owner: string;
  repo: string;
}

/** A ValidationError for the caller to show; null on success. Other errors reject (spec §8). */
export interface SettingsResult {
  error: { __typename: string; message: string | null } | null;
  token?: string | null;
}

function resultOf(
  payload: { error?: { __typename: string; message?: string | null } | null; token?: string | null } | null,
) {
  const error = payload?.error;
  return {
    error: error ? { __typename: error.__typename, message: error.message ?? null } : null,
    token: payload?.token ?? null,
  } satisfies SettingsResult;
}

/** Default branch or activation (admins of the owner); the answered Repository updates every view. */
export const updateRepositoryMutation = ({
  provider,
  owner,
  repo,
  branch,
  activated,
}: RepositoryTarget & { branch?: string; activated?: boolean }) => ({
  document: UpdateRepositoryDocument,
  variables: { input: { owner, repoName: repo, branch, activated } },
  provider,
  schema: UpdateRepositorySchema,
  payload: (data: v.InferOutput<typeof UpdateRepositorySchema>) => data.updateRepository,
  select: (data: v.InferOutput<typeof UpdateRepositorySchema>): SettingsResult =>
    resultOf(data.updateRepository),
});

export const regenerateUploadTokenMutation = ({ provider, owner, repo }: RepositoryTarget) => ({
  document: RegenerateRepositoryUploadTokenDocument,
  variables: { input: { owner, repoName: repo } },
  provider,
  schema: RegenerateRepositoryUploadTokenSchema,
  payload: (data: v.InferOutput<typeof RegenerateRepositoryUploadTokenSchema>) =>
    data.regenerateRepositoryUploadToken,
  select: (data: v.InferOutput<typeof RegenerateRepositoryUploadTokenSchema>): SettingsResult =>
    resultOf(data.regenerateRepositoryUploadToken),
  cacheUpdate: invalidateRepositoryOnSuccess('regenerateRepositoryUploadToken', ['uploadToken']),
});

export const regenerateGraphTokenMutation = ({ provider, owner, repo }: RepositoryTarget) => ({
  document: RegenerateRepositoryGraphTokenDocument,
  variables: { input: { owner, repoName: repo } },
  provider,
  schema: RegenerateRepositoryGraphTokenSchema,
  payload: (data: v.InferOutput<typeof RegenerateRepositoryGraphTokenSchema>) =>
    data.regenerateRepositoryGraphToken,
  select: (data: v.InferOutput<typeof RegenerateRepositoryGraphTokenSchema>): SettingsResult =>
    resultOf(data.regenerateRepositoryGraphToken),
  cacheUpdate: invalidateRepositoryOnSuccess('regenerateRepositoryGraphToken', ['graphToken']),
});

/** Erasing changes everything the repository's pages read: the whole Repository is asked for again. */
export const eraseRepositoryMutation = ({ provider, owner, repo }: RepositoryTarget) => ({
  document: EraseRepositoryDocument,
  variables: { input: { owner, repoName: repo } },
  provider,
  schema: EraseRepositorySchema,
  payload: (data: v.InferOutput<typeof EraseRepositorySchema>) => data.eraseRepository,
  select: (data: v.InferOutput<typeof EraseRepositorySchema>): SettingsResult =>
    resultOf(data.eraseRepository),
  cacheUpdate: invalidateRepositoryOnSuccess('eraseRepository'),
});

export const useUpdateRepository = () => useGraphqlMutation(updateRepositoryMutation);
export const useRegenerateUploadToken = () => useGraphqlMutation(regenerateUploadTokenMutation);
export const useRegenerateGraphToken = () => useGraphqlMutation(regenerateGraphTokenMutation);
export const useEraseRepository = () => useGraphqlMutation(eraseRepositoryMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _UpdateAnswer = AcceptsAnswer<typeof UpdateRepositorySchema, UpdateRepositoryMutation>;
type _UploadTokenAnswer = AcceptsAnswer<
  typeof RegenerateRepositoryUploadTokenSchema,
  RegenerateRepositoryUploadTokenMutation
>;
type _GraphTokenAnswer = AcceptsAnswer<
  typeof RegenerateRepositoryGraphTokenSchema,
  RegenerateRepositoryGraphTokenMutation
>;
type _EraseAnswer = AcceptsAnswer<typeof EraseRepositorySchema, EraseRepositoryMutation>;
