import { NotAvailable } from '@canopy/ui-kit';

export function CommitPage() {
  return (
    <NotAvailable feature="The commit page">
      Coverage of this commit and its uploads will appear here.
    </NotAvailable>
  );
}
