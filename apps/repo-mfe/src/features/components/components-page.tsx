import { NotAvailable } from '@canopy/ui-kit';

export function ComponentsPage() {
  return (
    <NotAvailable feature="Component analytics">
      Coverage per component and its trend will appear here.
    </NotAvailable>
  );
}
