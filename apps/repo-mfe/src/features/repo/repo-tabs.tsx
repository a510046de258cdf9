import { TabLinks, type TabLink } from '@canopy/ui-kit';

export type RepoTab =
  'coverage' | 'flags' | 'components' | 'commits' | 'pulls' | 'bundles' | 'tests' | 'config';

/** The tab that owns the first path segment under the repository. */
export function repoTabFor(segment: string | undefined): RepoTab | null {
  switch (segment) {
    case undefined:
    case '':
    case 'tree':
    case 'blob':
    case 'new':
    case 'branches': // each branch opens its coverage tree
      return 'coverage';
    case 'flags':
    case 'components':
    case 'commits':
    case 'pulls':
    case 'bundles':
    case 'tests':
    case 'config':
      return segment;
    case 'commit':
      return 'commits';
    case 'pull':
    case 'compare':
      return 'pulls';
    default:
      return null;
  }
}

export interface RepoTabsProps {
  basePath: string;
  active: RepoTab | null;
  /** Configuration is for members of the org only. */
  isMember: boolean;
}

export function RepoTabs({ basePath, active, isMember }: RepoTabsProps) {
  const tabs: TabLink[] = [
    { id: 'coverage', label: 'Coverage', to: basePath },
    { id: 'flags', label: 'Flags', to: `${basePath}/flags` },
    { id: 'components', label: 'Components', to: `${basePath}/components` },
    { id: 'commits', label: 'Commits', to: `${basePath}/commits` },
    { id: 'pulls', label: 'Pulls', to: `${basePath}/pulls` },
    { id: 'bundles', label: 'Bundles', to: `${basePath}/bundles` },
    { id: 'tests', label: 'Tests', to: `${basePath}/tests` },
  ];
  if (isMember) tabs.push({ id: 'config', label: 'Configuration', to: `${basePath}/config` });
  return <TabLinks label="Repository" tabs={tabs} active={active} />;
}
