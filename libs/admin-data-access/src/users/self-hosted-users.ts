import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext, ParsingError, queryKeys, rest } from '@canopy/api-client';

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

/** A page of the list: Codecov's page-number pagination (pages start at 1). */
export const SelfHostedUsersPageSchema = v.object({
  count: v.number(),
  next: v.nullish(v.string()),
  previous: v.nullish(v.string()),
  results: v.array(SelfHostedUserSchema),
  totalPages: v.number(),
});

export type SelfHostedUsersPage = v.InferOutput<typeof SelfHostedUsersPageSchema>;

/** The users filter state of spec §4: undefined means no filter. */
export interface SelfHostedUsersFilters {
  activated?: boolean;
  isAdmin?: boolean;
  search?: string;
}

/** The operation a mismatching answer names (spec §5). */
export const SELF_HOSTED_USERS_QUERY = 'SelfHostedUserList';

/** The next page is the `page` parameter of the `next` link; without one there is none (spec §7). */
export function nextUsersPage(page: Pick<SelfHostedUsersPage, 'next'>): number | undefined {
  if (!page.next) return undefined;
  const value = new URL(page.next, 'http://localhost').searchParams.get('page');
  const number = value === null ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Reads one page of the install's people; a mismatching answer is a Parsing Error naming the user list. */
export async function fetchSelfHostedUsersPage(
  context: { apiUrl: string; fetch: typeof fetch },
  {
    provider,
    filters,
    page,
    signal,
  }: {
    provider?: string;
    filters: SelfHostedUsersFilters;
    page: number;
    signal?: AbortSignal;
  },
): Promise<SelfHostedUsersPage> {
  try {
    return await rest({
      path: '/users',
      query: {
        activated: filters.activated,
        isAdmin: filters.isAdmin,
        search: filters.search?.trim() || undefined,
        page,
      },
      provider,
      signal,
      schema: SelfHostedUsersPageSchema,
      ...context,
    });
  } catch (error) {
    if (error instanceof ParsingError) throw new ParsingError(SELF_HOSTED_USERS_QUERY, error.details);
    throw error;
  }
}

/**
 * `GET /internal/users?activated=&is_admin=&search=&page=` (install admins): the install's people, page by page
 * as the list scrolls.
 */
export const selfHostedUsersQueryOptions = (provider: string | undefined, filters: SelfHostedUsersFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.selfHostedUsers.list(provider, filters),
    initialPageParam: 1,
    queryFn: ({ client, signal, pageParam }) =>
      fetchSelfHostedUsersPage(getApiContext(client), { provider, filters, page: pageParam, signal }),
    getNextPageParam: nextUsersPage,
  });

export const useSelfHostedUsers = (provider: string | undefined, filters: SelfHostedUsersFilters) =>
  useInfiniteQuery(selfHostedUsersQueryOptions(provider, filters));
