import { useInfiniteQuery } from '@tanstack/react-query';
import { type OrgUserOrdering, orgUsersQueryOptions } from '@canopy/api-client';

/** The members filter state of spec §4: undefined means no filter, an empty search none either. */
export interface MembersFilters {
  activated?: boolean;
  isAdmin?: boolean;
  search?: string;
}

export interface MembersArgs extends MembersFilters {
  provider: string;
  owner: string;
  /** @default the server's (by name) */
  ordering?: OrgUserOrdering;
}

/**
 * `GET /internal/{provider}/{owner}/users/?activated=&is_admin=&search=&ordering=&page=` (members of the org):
 * the organisation's members, page by page as the list scrolls. 403 (not a member) rejects with `ApiError`; a
 * mismatching answer is a Parsing Error naming the members list (`ORG_USERS_QUERY`).
 */
export const membersQueryOptions = ({ provider, owner, activated, isAdmin, search, ordering }: MembersArgs) =>
  orgUsersQueryOptions({ provider, owner, activated, isAdmin, search: search ?? '', ordering });

export const useMembers = (args: MembersArgs) => useInfiniteQuery(membersQueryOptions(args));
