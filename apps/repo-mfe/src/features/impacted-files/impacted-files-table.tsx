import { NotAvailable } from '@canopy/ui-kit';

export interface ImpactedFilesTableProps {
  /** A commit against its parent, or a pull request against its base (a chosen base commit when given). */
  comparison:
    { kind: 'commit'; commitid: string } | { kind: 'pull'; pullId: number; baseCommit?: string | null };
  /** Files the diff touched ('direct'), or files whose coverage changed without a change to their code. */
  changes: 'direct' | 'indirect';
}

export function ImpactedFilesTable(_props: ImpactedFilesTableProps) {
  return <NotAvailable feature="Changed files">Files whose coverage changed will appear here.</NotAvailable>;
}
