import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { queryKeys } from '../query-keys/query-keys';
import { rest } from '../rest/rest';

/** `GET /internal/users/current`: the self-hosted record of the signed-in user (spec §3). */
export const SelfHostedCurrentUserSchema = v.object({
  activated: v.boolean(),
  email: v.nullish(v.string()),
  isAdmin: v.boolean(),
  name: v.nullish(v.string()),
  ownerid: v.number(),
  username: v.string(),
});

export type SelfHostedCurrentUser = v.InferOutput<typeof SelfHostedCurrentUserSchema>;

export const selfHostedCurrentUserQueryOptions = (provider?: string) =>
  queryOptions({
    queryKey: queryKeys.me.selfHosted(provider),
    queryFn: ({ client, signal }): Promise<SelfHostedCurrentUser> => {
      const { apiUrl, fetch } = getApiContext(client);
      return rest({
        path: '/users/current',
        provider,
        signal,
        schema: SelfHostedCurrentUserSchema,
        apiUrl,
        fetch,
      });
    },
  });

export const useSelfHostedCurrentUser = (provider?: string) =>
  useQuery(selfHostedCurrentUserQueryOptions(provider));
