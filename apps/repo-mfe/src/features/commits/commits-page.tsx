import { NotAvailable } from '@canopy/ui-kit';

export function CommitsPage() {
  return (
    <NotAvailable feature="The commit list">
      The commits of this repository and their coverage will appear here.
    </NotAvailable>
  );
}
