import { useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { queryKeys, restPageSchema, restPagesQueryOptions } from '@canopy/api-client';

/** An item of `GET /internal/users` (spec §3 'Self-hosted user'). */
export const SelfHostedUserSchema = v.object({
  ownerid: v.number(),
  username: v.nullish(v.string()),
  email: v.nullish(v.string()),
  name: v.nullish(v.string()),
  isAdmin: v.boolean(),
  activated: v.boolean(),
});

export type SelfHostedUser = v.InferOutput<typeof SelfHostedUserSchema>;

export const SelfHostedUsersPageSchema = restPageSchema(SelfHostedUserSchema);

export type SelfHostedUsersPage = v.InferOutput<typeof SelfHostedUsersPageSchema>;

/** The users filter state of spec §4: undefined means no filter. */
export interface SelfHostedUsersFilters {
  activated?: boolean;
  isAdmin?: boolean;
  search?: string;
}

/** The operation a mismatching answer names (spec §5). */
export const SELF_HOSTED_USERS_QUERY = 'SelfHostedUserList';

/**
 * `GET /internal/users?activated=&is_admin=&search=&page=` (install admins): the install's people, page by page
 * as the list scrolls; a mismatching answer is a Parsing Error naming the user list.
 */
export const selfHostedUsersQueryOptions = (provider: string | undefined, filters: SelfHostedUsersFilters) =>
  restPagesQueryOptions({
    queryKey: queryKeys.selfHostedUsers.list(provider, filters),
    path: '/users',
    query: {
      activated: filters.activated,
      isAdmin: filters.isAdmin,
      search: filters.search?.trim() || undefined,
    },
    provider,
    item: SelfHostedUserSchema,
    operationName: SELF_HOSTED_USERS_QUERY,
  });

export const useSelfHostedUsers = (provider: string | undefined, filters: SelfHostedUsersFilters) =>
  useInfiniteQuery(selfHostedUsersQueryOptions(provider, filters));
