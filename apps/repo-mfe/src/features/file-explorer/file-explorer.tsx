import { NotAvailable } from '@canopy/ui-kit';
import type { CoverageSource } from '../common/coverage-source';

export interface FileExplorerProps {
  source: CoverageSource;
  /** The folder shown, relative to the repository root; '' is the root. */
  path: string;
  /** Link of a folder (its tree view) or a file (its file viewer) of this explorer. */
  linkTo: (entry: { path: string; kind: 'dir' | 'file' }) => string;
}

export function FileExplorer(_props: FileExplorerProps) {
  return (
    <NotAvailable feature="The file explorer">
      Files and folders with their coverage will appear here.
    </NotAvailable>
  );
}
