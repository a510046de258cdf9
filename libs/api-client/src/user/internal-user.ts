import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { ApiError } from '../errors/errors';
import { queryKeys } from '../query-keys/query-keys';
import { rest } from '../rest/rest';

const InternalUserOwnerSchema = v.object({
  avatarUrl: v.nullish(v.string()),
  integrationId: v.nullish(v.number()),
  name: v.nullish(v.string()),
  ownerid: v.number(),
  service: v.string(),
  stats: v.nullish(v.object({ repos: v.nullish(v.number()) })),
  username: v.string(),
});

/** `GET /internal/user` (spec §3 "Internal user"). Every field is optional: a guest gets `{}`. */
export const InternalUserSchema = v.object({
  email: v.nullish(v.string()),
  name: v.nullish(v.string()),
  externalId: v.nullish(v.string()),
  owners: v.nullish(v.array(InternalUserOwnerSchema)),
  termsAgreement: v.nullish(v.boolean()),
  defaultOrg: v.nullish(v.string()),
});

export type InternalUser = v.InferOutput<typeof InternalUserSchema>;
export type InternalUserOwner = v.InferOutput<typeof InternalUserOwnerSchema>;

/** Spec §7: an error response (401/403 for a guest, or any other status) gives an empty object. */
export const internalUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.internal(),
    queryFn: ({ client, signal }): Promise<InternalUser> => {
      const { apiUrl, fetch } = getApiContext(client);
      return rest({ path: '/user', signal, schema: InternalUserSchema, apiUrl, fetch }).catch(
        (error: unknown) => {
          if (error instanceof ApiError) return {};
          throw error;
        },
      );
    },
  });

export const useInternalUser = () => useQuery(internalUserQueryOptions());
