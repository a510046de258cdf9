import type { PathContentsOrderingParameter } from '@canopy/repo-data-access';
import { pathContentsOrderings } from '@canopy/repo-data-access';
import { useUrlParams } from '../common/use-url-params';

export type ExplorerDisplay = 'tree' | 'list';
export type ExplorerDirection = 'ASC' | 'DESC';

const defaults = { displayType: 'tree', search: '', ordering: '', direction: '' };

export interface ExplorerOrdering {
  parameter: PathContentsOrderingParameter;
  direction: ExplorerDirection;
}

/** Tree views read like a folder (by name); flat lists put the files that miss most lines first. */
export function defaultOrdering(display: ExplorerDisplay): ExplorerOrdering {
  return display === 'list'
    ? { parameter: 'MISSES', direction: 'DESC' }
    : { parameter: 'NAME', direction: 'ASC' };
}

export interface ExplorerParams {
  /** 'list' whenever there is a search: a search lists matching files. */
  display: ExplorerDisplay;
  search: string;
  ordering: ExplorerOrdering;
  setDisplay: (display: ExplorerDisplay) => void;
  setSearch: (search: string) => void;
  setOrdering: (ordering: ExplorerOrdering) => void;
}

/** The explorer's view in the URL: `displayType=tree|list`, `search`, `ordering`, `direction`. */
export function useExplorerParams(): ExplorerParams {
  const [values, update] = useUrlParams(defaults);
  const display: ExplorerDisplay = values.search || values.displayType === 'list' ? 'list' : 'tree';
  const parameter = pathContentsOrderings.find((value) => value === values.ordering);
  const direction = values.direction === 'ASC' || values.direction === 'DESC' ? values.direction : null;
  const fallback = defaultOrdering(display);
  return {
    display,
    search: values.search,
    ordering: parameter ? { parameter, direction: direction ?? fallback.direction } : fallback,
    // A new view starts from its own default order; the tree cannot show a search, so it clears it.
    setDisplay: (next) =>
      update({ displayType: next, ordering: '', direction: '', ...(next === 'tree' ? { search: '' } : {}) }),
    setSearch: (search) => update({ search, ordering: '', direction: '' }, { replace: true }),
    setOrdering: ({ parameter: nextParameter, direction: nextDirection }) =>
      update({ ordering: nextParameter, direction: nextDirection }),
  };
}
