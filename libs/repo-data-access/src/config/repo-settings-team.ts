import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  NotFoundError,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetRepoSettingsTeamQuery } from '../generated/operations';
import type { RepoSettings, RepoSettingsArgs } from './repo-settings';

/**
 * Spec §7 GetRepoSettingsTeam(name, repo): the General settings of a private repository of a Team-plan owner, which
 * has nothing set up beyond coverage to show: its default branch, tokens and activation.
 */
export const GetRepoSettingsTeamDocument = gql`
  query GetRepoSettingsTeam($name: String!, $repo: String!) {
    owner(username: $name) {
      ownerid
      username
      uploadTokenRequired
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          private
          activated
          defaultBranch
          uploadToken
          graphToken
        }
        ... on NotFoundError {
          message
        }
        ... on OwnerNotActivatedError {
          message
        }
      }
    }
  }
`;

export const GetRepoSettingsTeamSchema = ownerRepositorySchema(
  {
    private: v.boolean(),
    activated: v.boolean(),
    defaultBranch: v.nullish(v.string()),
    uploadToken: v.nullish(v.string()),
    graphToken: v.nullish(v.string()),
  },
  { uploadTokenRequired: v.nullish(v.boolean()) },
);

/** What the General settings show, read by either document. */
export type RepoGeneralSettings = Pick<
  RepoSettings,
  'private' | 'activated' | 'defaultBranch' | 'uploadToken' | 'graphToken' | 'uploadTokenRequired'
>;

export const repoSettingsTeamQuery = ({ provider, owner, repo }: RepoSettingsArgs) =>
  graphqlQueryDefinition({
    document: GetRepoSettingsTeamDocument,
    variables: { name: owner, repo },
    provider,
    schema: GetRepoSettingsTeamSchema,
    select: (data): RepoGeneralSettings => {
      if (!data.owner) throw new NotFoundError();
      const repository = repositoryOf(data);
      return {
        private: repository.private,
        activated: repository.activated,
        defaultBranch: repository.defaultBranch ?? null,
        uploadToken: repository.uploadToken ?? null,
        graphToken: repository.graphToken ?? null,
        uploadTokenRequired: data.owner.uploadTokenRequired ?? false,
      };
    },
  });

export const useRepoSettingsTeam = (args: RepoSettingsArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(repoSettingsTeamQuery(args), options);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _GetRepoSettingsTeamAnswer = AcceptsAnswer<typeof GetRepoSettingsTeamSchema, GetRepoSettingsTeamQuery>;
