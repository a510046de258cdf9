import { TabLinks, type TabLink } from '@canopy/ui-kit';
import { ALL_BRANCHES, repoPaths } from '@canopy/routes';
import type { RepoState } from '../common/repo-frame-context';

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

// The tree and file views also take a commit; a SHA is no branch for the flags, components or commits pages.
const SHA_LIKE = /^[0-9a-f]{7,40}$/i;

/** What the repository has, for the tabs that depend on it; unknown (not given) shows them all. */
export interface RepoProducts {
  coverageEnabled?: boolean | null;
  bundleAnalysisEnabled?: boolean | null;
  languages?: readonly string[] | null;
}

const BUNDLED_LANGUAGES = /^(javascript|typescript)$/i;

/**
 * Coverage (and its Flags and Components) shows once coverage is uploaded or to members, who set it up; Bundles
 * once bundles are uploaded, or to members when the repository is JavaScript or TypeScript (or its languages
 * are not known), who can set it up.
 */
function shows(tab: RepoTab, isMember: boolean, products: RepoProducts | undefined): boolean {
  if (!products) return true;
  if (tab === 'coverage' || tab === 'flags' || tab === 'components')
    return isMember || products.coverageEnabled !== false;
  if (tab === 'bundles') {
    if (products.bundleAnalysisEnabled) return true;
    const languages = products.languages ?? [];
    return isMember && (languages.length === 0 || languages.some((name) => BUNDLED_LANGUAGES.test(name)));
  }
  return true;
}

export interface RepoTabsProps {
  basePath: string;
  active: RepoTab | null;
  /** Configuration is for members of the org only. */
  isMember: boolean;
  /** @default 'ready' */
  state?: RepoState;
  /** The branch (or ref) the page shows, kept by the tabs whose routes take one. */
  branch?: string | null;
  products?: RepoProducts;
  /** A private repository of a Team-plan owner has no Flags or Components (reference §9.2). */
  isTeamPrivate?: boolean;
}

function ready(basePath: string, branch: string | null): TabLink[] {
  const ref = branch && branch !== ALL_BRANCHES ? branch : null;
  const onBranch = ref && !SHA_LIKE.test(ref) ? ref : null;
  return [
    { id: 'coverage', label: 'Coverage', to: ref ? repoPaths.tree(basePath, ref) : basePath },
    { id: 'flags', label: 'Flags', to: repoPaths.flags(basePath, onBranch) },
    { id: 'components', label: 'Components', to: repoPaths.components(basePath, onBranch) },
    { id: 'commits', label: 'Commits', to: repoPaths.commits(basePath, onBranch) },
    { id: 'pulls', label: 'Pulls', to: repoPaths.pulls(basePath) },
    { id: 'bundles', label: 'Bundles', to: repoPaths.bundles(basePath) },
    { id: 'tests', label: 'Tests', to: repoPaths.tests(basePath) },
  ];
}

/**
 * The repository's tabs for its state: every tab once coverage arrives (Coverage, Flags, Components and
 * Commits keep the branch shown), set-up and the bundle and test onboarding before that, and only
 * Configuration while deactivated.
 */
export function RepoTabs({
  basePath,
  active,
  isMember,
  state = 'ready',
  branch = null,
  products,
  isTeamPrivate = false,
}: RepoTabsProps) {
  const all: TabLink[] =
    state === 'ready'
      ? ready(basePath, branch)
      : state === 'setup'
        ? [
            { id: 'coverage', label: 'Coverage', to: repoPaths.setup(basePath) },
            { id: 'bundles', label: 'Bundles', to: repoPaths.bundles(basePath) },
            { id: 'tests', label: 'Tests', to: repoPaths.tests(basePath) },
          ]
        : [];
  const tabs = all.filter(
    (tab) =>
      shows(tab.id as RepoTab, isMember, products) &&
      !(isTeamPrivate && (tab.id === 'flags' || tab.id === 'components')),
  );
  if (isMember) tabs.push({ id: 'config', label: 'Configuration', to: repoPaths.config(basePath) });
  if (tabs.length === 0) return null;
  return <TabLinks label="Repository" tabs={tabs} active={active} />;
}
