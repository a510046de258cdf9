import { use } from 'react';
import { RepoFrameContext } from '../common/repo-frame-context';
import { useUrlParams } from '../common/use-url-params';

const defaults = { flags: [] as readonly string[], components: [] as readonly string[] };

export interface CoverageFilters {
  /** Selected flag names; empty means all flags. */
  flags: string[];
  /** Selected component ids; empty means all components. */
  components: string[];
  setFlags: (flags: string[]) => void;
  setComponents: (components: string[]) => void;
}

/**
 * The flag and component filters of the coverage pages, kept in the URL (`?flags=unit&components=api`) so
 * that they follow the user from the overview to the file viewer, the commit and the pull request pages.
 */
export function useCoverageFilters(): CoverageFilters {
  const [values, update] = useUrlParams(defaults);
  // The Team plan's private repositories have no flags or components: a shared link's filters do not apply.
  const filtered = !use(RepoFrameContext)?.isTeamPrivate;
  return {
    flags: filtered ? values.flags : [],
    components: filtered ? values.components : [],
    setFlags: (flags) => update({ flags }),
    setComponents: (components) => update({ components }),
  };
}

/** The current filters as a query string (with its `?`, or empty) for links between coverage pages. */
export function coverageFiltersQuery({ flags, components }: Pick<CoverageFilters, 'flags' | 'components'>) {
  const query = new URLSearchParams();
  for (const flag of flags) query.append('flags', flag);
  for (const component of components) query.append('components', component);
  const text = query.toString();
  return text ? `?${text}` : '';
}
