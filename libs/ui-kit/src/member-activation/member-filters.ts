import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The members filter state of spec §4: activated and isAdmin undefined, true or false; the search text. */
export interface MemberFilterState {
  activated: boolean | undefined;
  isAdmin: boolean | undefined;
  search: string;
}

/** A change of some filters; `replace` keeps it out of the history (typing a search). */
export type MemberFilterUpdate = (patch: Partial<MemberFilterState>, options?: { replace?: boolean }) => void;

/** Labels of the status choices: everyone, members with a seat, members without one. */
export type MemberStatusLabels = readonly [all: string, active: string, inactive: string];

/** The members page's words (spec §2 members page, inventory §14). */
export const MEMBER_STATUS_LABELS: MemberStatusLabels = ['All users', 'Active users', 'Inactive users'];
/** The self-hosted users page's words (spec §2 self-hosted admin). */
export const INSTALL_USER_STATUS_LABELS: MemberStatusLabels = ['All Users', 'Active', 'Non-Active'];
export const MEMBER_ROLE_LABELS = ['Everyone', 'Admins', 'Developers'] as const;

/** The status choice of a filter value (`labels[0]` for undefined). */
export const statusLabelOf = (activated: boolean | undefined, labels: MemberStatusLabels): string =>
  activated === undefined ? labels[0] : activated ? labels[1] : labels[2];
export const activatedOfLabel = (label: string, labels: MemberStatusLabels): boolean | undefined =>
  label === labels[1] ? true : label === labels[2] ? false : undefined;
export const roleLabelOf = (isAdmin: boolean | undefined): string =>
  isAdmin === undefined ? 'Everyone' : isAdmin ? 'Admins' : 'Developers';
export const isAdminOfLabel = (label: string): boolean | undefined =>
  label === 'Admins' ? true : label === 'Developers' ? false : undefined;

function booleanOf(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** The filters as a list query takes them: undefined and empty values left out. */
export function memberFiltersQuery(state: MemberFilterState): {
  activated?: boolean;
  isAdmin?: boolean;
  search?: string;
} {
  return {
    ...(state.activated === undefined ? {} : { activated: state.activated }),
    ...(state.isAdmin === undefined ? {} : { isAdmin: state.isAdmin }),
    ...(state.search ? { search: state.search } : {}),
  };
}

/**
 * The filters, kept in the URL (`activated`, `isAdmin`, `search`) so that Back restores them and a link can be
 * shared; the defaults (undefined, undefined, empty) are left out. Other query parameters are kept.
 */
export function useMemberFilterParams(): [MemberFilterState, MemberFilterUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state: MemberFilterState = {
    activated: booleanOf(searchParams.get('activated')),
    isAdmin: booleanOf(searchParams.get('isAdmin')),
    search: searchParams.get('search') ?? '',
  };
  const update = useCallback<MemberFilterUpdate>(
    (patch, { replace = false } = {}) => {
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
  return [state, update];
}
