import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext, queryKeys, rest } from '@canopy/api-client';

/** A member of an organisation as `GET /internal/{provider}/{owner}/users/` gives it (camelCased). */
export const OrgUserSchema = v.object({
  ownerid: v.number(),
  username: v.string(),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  activated: v.boolean(),
  isAdmin: v.boolean(),
  student: v.boolean(),
  lastPullTimestamp: v.nullable(v.string()),
});

export const OrgUsersPageSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(OrgUserSchema),
  totalPages: v.number(),
});

export type OrgUser = v.InferOutput<typeof OrgUserSchema>;
export type OrgUsersPage = v.InferOutput<typeof OrgUsersPageSchema>;

export const orgUserOrderings = ['name', 'username', 'email', 'activated', 'last_pull_timestamp'] as const;
export type OrgUserOrdering = (typeof orgUserOrderings)[number] | `-${(typeof orgUserOrderings)[number]}`;

export interface OrgUsersArgs {
  provider: string;
  owner: string;
  /** Only members with (true) or without (false) a seat; undefined for everyone. */
  activated?: boolean;
  /** Only admins (true) or the others (false); undefined for everyone. */
  isAdmin?: boolean;
  /** Part of a name, username or email; left out when empty. */
  search?: string;
  ordering?: OrgUserOrdering;
  /** Members a page; the server's default (20) when left out. */
  pageSize?: number;
}

/** The page the `next` link names (its `page` parameter); undefined when there is no next page. */
export function nextOrgUsersPage(page: OrgUsersPage): number | undefined {
  if (!page.next) return undefined;
  const next = Number(new URL(page.next, 'http://canopy.invalid').searchParams.get('page'));
  return Number.isInteger(next) && next > 0 ? next : undefined;
}

/**
 * The organisation's members, page by page from page 1 (spec §7 `GET /users`): filtered by seat and admin right,
 * searched, ordered. 403 (not a member) and 404 reject with `ApiError`.
 */
export const orgUsersQueryOptions = ({
  provider,
  owner,
  activated,
  isAdmin,
  search = '',
  ordering,
  pageSize,
}: OrgUsersArgs) =>
  infiniteQueryOptions({
    queryKey: queryKeys.owner.users(provider, owner, { activated, isAdmin, search, ordering, pageSize }),
    queryFn: async ({ client, signal, pageParam }): Promise<OrgUsersPage> => {
      const { apiUrl, fetch } = getApiContext(client);
      return rest({
        path: `/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}/users/`,
        query: { activated, isAdmin, search: search.trim(), ordering, page: pageParam, pageSize },
        provider,
        signal,
        schema: OrgUsersPageSchema,
        apiUrl,
        fetch,
      });
    },
    initialPageParam: 1,
    getNextPageParam: nextOrgUsersPage,
  });

export const useOrgUsers = (args: OrgUsersArgs, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...orgUsersQueryOptions(args), enabled });
