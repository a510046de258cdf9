import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlQuery } from '../graphql/use-graphql-query';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { ConfigQuery } from '../generated/operations';

export const loginProviders = [
  'GITHUB',
  'GITHUB_ENTERPRISE',
  'GITLAB',
  'GITLAB_ENTERPRISE',
  'BITBUCKET',
  'BITBUCKET_SERVER',
  'OKTA',
] as const;
export type LoginProvider = (typeof loginProviders)[number];

export const ConfigDocument = gql`
  query Config {
    config {
      loginProviders
      syncProviders
      isTimescaleEnabled
      githubEnterpriseURL
      gitlabEnterpriseURL
      bitbucketServerURL
    }
  }
`;

export const ConfigSchema = v.object({
  config: v.object({
    loginProviders: v.array(v.picklist(loginProviders)),
    syncProviders: v.array(v.picklist(loginProviders)),
    isTimescaleEnabled: v.boolean(),
    githubEnterpriseURL: v.nullish(v.string()),
    gitlabEnterpriseURL: v.nullish(v.string()),
    bitbucketServerURL: v.nullish(v.string()),
  }),
});

export type SiteConfig = v.InferOutput<typeof ConfigSchema>['config'];

/** Installation settings anyone may read: sign-in providers, sync providers, timescale, enterprise URLs. */
export const configQuery = (provider?: string) =>
  graphqlQueryDefinition({
    document: ConfigDocument,
    provider,
    schema: ConfigSchema,
    select: (data): SiteConfig => data.config,
  });

export const useConfig = (provider?: string) => useGraphqlQuery(configQuery(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ConfigAnswer = AcceptsAnswer<typeof ConfigSchema, ConfigQuery>;
