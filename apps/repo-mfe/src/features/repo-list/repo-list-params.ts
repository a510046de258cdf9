import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  orderingDirections,
  repositoryOrderings,
  type OrderingDirection,
  type RepositoryOrdering,
} from '@canopy/api-client';

export const repoDisplays = ['All', 'Active', 'Inactive'] as const;
export type RepoDisplay = (typeof repoDisplays)[number];

export const DEFAULT_ORDERING: RepositoryOrdering = 'COMMIT_DATE';
export const DEFAULT_DIRECTION: OrderingDirection = 'DESC';

export interface RepoListParams {
  search: string;
  ordering: RepositoryOrdering;
  direction: OrderingDirection;
  display: RepoDisplay;
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The repository list state, mirrored in the URL so that links can be shared and Back restores it:
 * `search`, `ordering` (NAME, COMMIT_DATE, COVERAGE), `direction` (ASC, DESC) and `repoDisplay`
 * (All, Active, Inactive). Defaults are left out of the URL.
 */
export function useRepoListParams(): [
  RepoListParams,
  (patch: Partial<RepoListParams>, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: RepoListParams = {
    search: searchParams.get('search') ?? '',
    ordering: pick(searchParams.get('ordering'), repositoryOrderings, DEFAULT_ORDERING),
    direction: pick(searchParams.get('direction'), orderingDirections, DEFAULT_DIRECTION),
    display: pick(searchParams.get('repoDisplay'), repoDisplays, 'All'),
  };

  const update = useCallback(
    // Sorting and filtering are choices that Back should undo; typing in the search box replaces the entry.
    (patch: Partial<RepoListParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback) next.delete(key);
            else next.set(key, value);
          };
          set('search', patch.search, '');
          set('ordering', patch.ordering, DEFAULT_ORDERING);
          set('direction', patch.direction, DEFAULT_DIRECTION);
          set('repoDisplay', patch.display, 'All');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return [params, update];
}

/** The `active` filter of the repositories query for a display choice. */
export function activeFilter(display: RepoDisplay): boolean | undefined {
  if (display === 'Active') return true;
  if (display === 'Inactive') return false;
  return undefined;
}
