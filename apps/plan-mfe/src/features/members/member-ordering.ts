import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { OrgUserOrdering } from '@canopy/api-client';
import type { TableSort } from '@canopy/ui-kit/data-views';

/** The columns the server orders by; Type is not one of them. */
const SORTABLE = ['name', 'email', 'activated'] as const;
type SortField = (typeof SORTABLE)[number];

const fieldOf = (id: string | undefined): SortField => SORTABLE.find((field) => field === id) ?? 'name';

/** The list's order from QP `ordering` (`name`, `-email`, …): by name unless it names a sortable column. */
export function sortOf(ordering: string | null): TableSort {
  return {
    id: fieldOf(ordering?.replace(/^-/, '')),
    direction: ordering?.startsWith('-') ? 'desc' : 'asc',
  };
}

/** The `ordering` the server takes for a table sort. */
export function orderingOf(sort: TableSort): OrgUserOrdering {
  const field = fieldOf(sort.id);
  return sort.direction === 'desc' ? `-${field}` : field;
}

/** The order, kept in the URL beside the filters; the default (by name, ascending) is left out. */
export function useMemberOrdering(): [TableSort, (sort: TableSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortOf(searchParams.get('ordering'));
  const change = useCallback(
    (next: TableSort) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        const ordering = orderingOf(next);
        if (ordering === 'name') params.delete('ordering');
        else params.set('ordering', ordering);
        return params;
      }),
    [setSearchParams],
  );
  return [sort, change];
}
