import { NotAvailable } from '@canopy/ui-kit';
import type { CoverageSource } from '../common/coverage-source';

export interface FileViewerProps {
  source: CoverageSource;
  /** The file, relative to the repository root. */
  path: string;
}

export function FileViewer(_props: FileViewerProps) {
  return (
    <NotAvailable feature="The file viewer">
      Line-by-line coverage of this file will appear here.
    </NotAvailable>
  );
}
