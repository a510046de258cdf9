import { NotAvailable } from '@canopy/ui-kit';

/** The pseudo-branch of the commit list (spec §9); URL-encoded when it is part of a path. */
export const ALL_BRANCHES = 'All branches';

export interface BranchSelectorProps {
  /** The selected branch name, or ALL_BRANCHES. */
  value: string;
  onChange: (branch: string) => void;
  /** Offers 'All branches' first. @default false */
  includeAllBranches?: boolean;
}

export function BranchSelector(_props: BranchSelectorProps) {
  return <NotAvailable feature="The branch selector">Branches will appear here.</NotAvailable>;
}
