import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface NotAvailableProps {
  /** What the page will show, e.g. 'Commits'. */
  feature: string;
  /** One sentence on what will appear here. */
  children?: ReactNode;
}

/** The honest state of a page whose content is not built yet: no placeholder data, just what will come. */
export function NotAvailable({ feature, children }: NotAvailableProps) {
  return (
    <EmptyState
      py="xl"
      icon={<IconTools size={28} aria-hidden />}
      withIndicatorBackground
      title={`${feature} is not available yet`}
      description={children ?? 'This page is not available in this version of Canopy yet.'}
      data-state="not-available"
    />
  );
}
