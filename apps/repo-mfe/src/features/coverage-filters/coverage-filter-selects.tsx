import { useMemo, useState } from 'react';
import { Group } from '@mantine/core';
import {
  useFlagsSelect,
  usePullFlagsSelect,
  useSourceFilterOptions,
  type SourceComponent,
} from '@canopy/repo-data-access';
import { MultiSelect } from '@canopy/ui-kit/data-views';
import type { CoverageSource } from '../common/coverage-source';
import { useRepoFrame } from '../common/repo-frame-context';
import { useCoverageFilters } from './use-coverage-filters';

export interface CoverageFilterSelectsProps {
  /** Whose flags and components are offered. */
  source: CoverageSource;
  /** Offer one kind of filter only (a table of components filters by component). @default both */
  only?: 'flags' | 'components';
}

interface FlagOptions {
  flags: string[];
  isLoading: boolean;
  /** The source has flags at all (a search with no match still counts). */
  hasAny: boolean;
  onSearch?: (term: string) => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
}

/** A branch offers every flag of the repository (paged, searched on the server); a commit its own flags. */
function useFlagOptions(source: CoverageSource, wanted: boolean): FlagOptions {
  const { provider, owner, repo } = useRepoFrame();
  const [term, setTerm] = useState('');
  const repoFlags = useFlagsSelect(
    { provider, owner, repo, term },
    { enabled: wanted && source.kind === 'branch' },
  );
  const pullFlags = usePullFlagsSelect(
    { provider, owner, repo, pullId: source.kind === 'pull' ? source.pullId : 0 },
    { enabled: wanted && source.kind === 'pull' },
  );
  const commitOptions = useSourceFilterOptions({ provider, owner, repo, source });

  switch (source.kind) {
    case 'branch': {
      const flags = repoFlags.data?.pages.flatMap((page) => page.flags) ?? [];
      return {
        flags,
        isLoading: repoFlags.isPending,
        hasAny: flags.length > 0 || term !== '',
        onSearch: setTerm,
        hasNextPage: repoFlags.hasNextPage,
        isFetchingNextPage: repoFlags.isFetchingNextPage,
        onLoadMore: () => void repoFlags.fetchNextPage(),
      };
    }
    case 'pull': {
      const flags = pullFlags.data ?? [];
      return { flags, isLoading: pullFlags.isPending, hasAny: flags.length > 0 };
    }
    case 'commit': {
      const flags = commitOptions.data?.flagNames ?? [];
      return { flags, isLoading: commitOptions.isPending, hasAny: flags.length > 0 };
    }
  }
}

/**
 * Flag and component multi-selects bound to `useCoverageFilters` (the URL). Each is left out when the source
 * has none to offer and none is selected (a selection from a shared link can still be cleared); both are left
 * out for a private repository of a Team-plan owner (reference §17).
 */
export function CoverageFilterSelects(props: CoverageFilterSelectsProps) {
  const { isTeamPrivate } = useRepoFrame();
  return isTeamPrivate ? null : <FilterSelects {...props} />;
}

function FilterSelects({ source, only }: CoverageFilterSelectsProps) {
  const { provider, owner, repo } = useRepoFrame();
  const filters = useCoverageFilters();
  const flagOptions = useFlagOptions(source, only !== 'components');
  const componentOptions = useSourceFilterOptions({ provider, owner, repo, source });

  const components = useMemo(() => componentOptions.data?.components ?? [], [componentOptions.data]);
  // A component of the URL the source does not know is still shown (by its id) so it can be removed.
  const selectedComponents = useMemo<SourceComponent[]>(
    () =>
      filters.components.map((id) => components.find((component) => component.id === id) ?? { id, name: id }),
    [filters.components, components],
  );

  const showFlags = only !== 'components' && (flagOptions.hasAny || filters.flags.length > 0);
  const showComponents = only !== 'flags' && (components.length > 0 || filters.components.length > 0);
  if (!showFlags && !showComponents) return null;

  return (
    <Group gap="sm" wrap="wrap" data-testid="coverage-filter-selects">
      {showFlags && (
        <MultiSelect
          aria-label="Filter by flags"
          resourceName="flag"
          items={flagOptions.flags}
          value={filters.flags}
          onChange={(flags) => filters.setFlags(flags)}
          searchable
          onSearch={flagOptions.onSearch}
          isLoading={flagOptions.isLoading}
          hasNextPage={flagOptions.hasNextPage}
          isFetchingNextPage={flagOptions.isFetchingNextPage}
          onLoadMore={flagOptions.onLoadMore}
        />
      )}
      {showComponents && (
        <MultiSelect
          aria-label="Filter by components"
          resourceName="component"
          items={components}
          value={selectedComponents}
          itemToString={(component) => component.name}
          getKey={(component) => component.id}
          onChange={(selected) => filters.setComponents(selected.map((component) => component.id))}
          searchable
          isLoading={componentOptions.isPending}
        />
      )}
    </Group>
  );
}
