import { NotAvailable } from '@canopy/ui-kit';

export function BlobPage() {
  return (
    <NotAvailable feature="The file viewer">
      Line-by-line coverage of this file will appear here.
    </NotAvailable>
  );
}
