import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { queryKeys } from '../query-keys/query-keys';
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
export const configQueryOptions = (provider?: string) =>
  queryOptions({
    queryKey: queryKeys.config.detail(provider),
    queryFn: ({ client, signal }): Promise<SiteConfig> =>
      graphqlQuery(getApiContext(client), {
        document: ConfigDocument,
        provider,
        schema: ConfigSchema,
        signal,
      }).then((data) => data.config),
  });

export const useConfig = (provider?: string) => useQuery(configQueryOptions(provider));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ConfigAnswer = AcceptsAnswer<typeof ConfigSchema, ConfigQuery>;
