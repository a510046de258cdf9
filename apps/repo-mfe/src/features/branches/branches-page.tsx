import { NotAvailable } from '@canopy/ui-kit';

export function BranchesPage() {
  return (
    <NotAvailable feature="The branch list">The branches of this repository will appear here.</NotAvailable>
  );
}
