import { NotAvailable } from '@canopy/ui-kit';

export function PullsPage() {
  return (
    <NotAvailable feature="The pull request list">
      Pull requests and their patch coverage will appear here.
    </NotAvailable>
  );
}
