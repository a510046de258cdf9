import { NotAvailable } from '@canopy/ui-kit';

export function PullPage() {
  return (
    <NotAvailable feature="The pull request page">
      Coverage changes of this pull request will appear here.
    </NotAvailable>
  );
}
