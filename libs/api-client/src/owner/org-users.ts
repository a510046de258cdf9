import { useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { queryKeys } from '../query-keys/query-keys';
import { restPageSchema, restPagesQueryOptions } from '../rest/rest-pages';

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

export const OrgUsersPageSchema = restPageSchema(OrgUserSchema);

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

/** The operation a mismatching answer names (spec §5). */
export const ORG_USERS_QUERY = 'OrgUserList';

/**
 * The organisation's members, page by page from page 1 (spec §7 `GET /users`): filtered by seat and admin right,
 * searched, ordered. 403 (not a member) and 404 reject with `ApiError`; a mismatch is a Parsing Error naming the list.
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
  restPagesQueryOptions({
    queryKey: queryKeys.owner.users(provider, owner, { activated, isAdmin, search, ordering, pageSize }),
    path: `/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}/users/`,
    query: { activated, isAdmin, search: search.trim(), ordering, pageSize },
    provider,
    item: OrgUserSchema,
    operationName: ORG_USERS_QUERY,
  });

export const useOrgUsers = (args: OrgUsersArgs, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...orgUsersQueryOptions(args), enabled });
