import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SelfHostedUsersFilters } from '@canopy/admin-data-access';

export const statusChoices = ['All Users', 'Active', 'Non-Active'] as const;
export type StatusChoice = (typeof statusChoices)[number];
export const roleChoices = ['Everyone', 'Admins', 'Developers'] as const;
export type RoleChoice = (typeof roleChoices)[number];

/** The users filter state of spec §4 (activated, isAdmin: undefined, true or false; search text). */
export interface UsersParams {
  activated: boolean | undefined;
  isAdmin: boolean | undefined;
  search: string;
}

function booleanOf(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export const statusOf = (activated: boolean | undefined): StatusChoice =>
  activated === undefined ? 'All Users' : activated ? 'Active' : 'Non-Active';
export const activatedOf = (status: StatusChoice): boolean | undefined =>
  status === 'All Users' ? undefined : status === 'Active';
export const roleOf = (isAdmin: boolean | undefined): RoleChoice =>
  isAdmin === undefined ? 'Everyone' : isAdmin ? 'Admins' : 'Developers';
export const isAdminOf = (role: RoleChoice): boolean | undefined =>
  role === 'Everyone' ? undefined : role === 'Admins';

/** The filters as the list query takes them. */
export function filtersOf(params: UsersParams): SelfHostedUsersFilters {
  return {
    ...(params.activated === undefined ? {} : { activated: params.activated }),
    ...(params.isAdmin === undefined ? {} : { isAdmin: params.isAdmin }),
    ...(params.search ? { search: params.search } : {}),
  };
}

/**
 * The filters, kept in the URL (`activated`, `isAdmin`, `search`) so that Back restores them and a link can be
 * shared; the defaults (undefined, undefined, empty) are left out.
 */
export function useUsersParams(): [
  UsersParams,
  (patch: Partial<UsersParams>, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: UsersParams = {
    activated: booleanOf(searchParams.get('activated')),
    isAdmin: booleanOf(searchParams.get('isAdmin')),
    search: searchParams.get('search') ?? '',
  };
  const update = useCallback(
    (patch: Partial<UsersParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | undefined) => {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          };
          if ('activated' in patch) set('activated', patch.activated?.toString());
          if ('isAdmin' in patch) set('isAdmin', patch.isAdmin?.toString());
          if ('search' in patch) set('search', patch.search);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return [params, update];
}
