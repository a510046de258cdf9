import { useUrlParams } from '../common/use-url-params';
import { useCoverageFilters } from '../coverage-filters/use-coverage-filters';

const defaults = { base: '' };

export interface PullParams {
  /** The base the reader picked (`?base=`), or null for the automatic base. */
  base: string | null;
  setBase: (base: string | null) => void;
  flags: string[];
  components: string[];
  /** `?flags=…&components=…&base=…` (or empty): what every link between the pull's tabs keeps. */
  query: string;
}

/** The pull request page's state in the URL: the coverage filters and the chosen base. */
export function usePullParams(): PullParams {
  const [values, update] = useUrlParams(defaults);
  const { flags, components } = useCoverageFilters();
  const base = values.base.trim() || null;
  const search = new URLSearchParams();
  for (const flag of flags) search.append('flags', flag);
  for (const component of components) search.append('components', component);
  if (base) search.set('base', base);
  const text = search.toString();
  return {
    base,
    setBase: (next) => update({ base: next?.trim() ?? '' }),
    flags,
    components,
    query: text ? `?${text}` : '',
  };
}
