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
import type { GetRepoSettingsQuery } from '../generated/operations';

export const GetRepoSettingsDocument = gql`
  query GetRepoSettings($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      isAdmin
      uploadTokenRequired
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          name
          private
          active
          activated
          defaultBranch
          uploadToken
          graphToken
          coverageEnabled
          bundleAnalysisEnabled
          testAnalyticsEnabled
          languages
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

export const GetRepoSettingsSchema = ownerRepositorySchema(
  {
    name: v.string(),
    private: v.boolean(),
    active: v.boolean(),
    activated: v.boolean(),
    defaultBranch: v.nullish(v.string()),
    uploadToken: v.nullish(v.string()),
    graphToken: v.nullish(v.string()),
    coverageEnabled: v.nullish(v.boolean()),
    bundleAnalysisEnabled: v.nullish(v.boolean()),
    testAnalyticsEnabled: v.nullish(v.boolean()),
    languages: v.nullish(v.array(v.string())),
  },
  { isAdmin: v.nullish(v.boolean()), uploadTokenRequired: v.nullish(v.boolean()) },
);

export interface RepoSettingsArgs {
  provider: string;
  owner: string;
  repo: string;
}

export interface RepoSettings {
  repoid: number;
  name: string;
  private: boolean;
  /** Has received uploads. */
  active: boolean;
  /** Not deactivated by an admin. */
  activated: boolean;
  defaultBranch: string | null;
  /** Members of the org only; null for others. */
  uploadToken: string | null;
  graphToken: string | null;
  coverageEnabled: boolean;
  bundleAnalysisEnabled: boolean;
  testAnalyticsEnabled: boolean;
  languages: string[];
  /** The viewer administers the owner: the settings can be changed. */
  isAdmin: boolean;
  /** Public repositories of the owner need a token to upload. */
  uploadTokenRequired: boolean;
}

/** The repository's configuration page data: tokens, default branch, activation and what is set up. */
export const repoSettingsQuery = ({ provider, owner, repo }: RepoSettingsArgs) =>
  graphqlQueryDefinition({
    document: GetRepoSettingsDocument,
    variables: { owner, repo },
    provider,
    schema: GetRepoSettingsSchema,
    select: (data): RepoSettings => {
      if (!data.owner) throw new NotFoundError();
      const repository = repositoryOf(data);
      return {
        repoid: repository.repoid,
        name: repository.name,
        private: repository.private,
        active: repository.active,
        activated: repository.activated,
        defaultBranch: repository.defaultBranch ?? null,
        uploadToken: repository.uploadToken ?? null,
        graphToken: repository.graphToken ?? null,
        coverageEnabled: repository.coverageEnabled ?? false,
        bundleAnalysisEnabled: repository.bundleAnalysisEnabled ?? false,
        testAnalyticsEnabled: repository.testAnalyticsEnabled ?? false,
        languages: repository.languages ?? [],
        isAdmin: data.owner.isAdmin ?? false,
        uploadTokenRequired: data.owner.uploadTokenRequired ?? false,
      };
    },
  });

export const useRepoSettings = (args: RepoSettingsArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(repoSettingsQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetRepoSettingsAnswer = AcceptsAnswer<typeof GetRepoSettingsSchema, GetRepoSettingsQuery>;
