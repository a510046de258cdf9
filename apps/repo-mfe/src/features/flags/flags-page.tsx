import { NotAvailable } from '@canopy/ui-kit';

export function FlagsPage() {
  return (
    <NotAvailable feature="Flag analytics">Coverage per flag and its trend will appear here.</NotAvailable>
  );
}
