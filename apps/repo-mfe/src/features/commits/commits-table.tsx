import { NotAvailable } from '@canopy/ui-kit';

export interface CommitsTableProps {
  /** A branch name; null or absent for all branches. */
  branch?: string | null;
  /** Only the commits of this pull request. */
  pullId?: number;
  search?: string;
  /** COMPLETED, PENDING, ERROR; empty for any. */
  coverageStatus?: readonly string[];
}

export function CommitsTable(_props: CommitsTableProps) {
  return <NotAvailable feature="The commit list">Commits will appear here.</NotAvailable>;
}
