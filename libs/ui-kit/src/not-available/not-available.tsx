import type { ReactNode, Ref } from 'react';
import { EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface NotAvailableProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
  /** What the page will show, e.g. 'The commit list'. */
  feature: string;
  /** One sentence on what will appear here. @default 'This page is not available in this version of Canopy yet.' */
  children?: ReactNode;
}

/** The honest state of a page whose content is not built yet: no placeholder data, just what will come. */
export function NotAvailable({ ref, feature, children }: NotAvailableProps) {
  return (
    <EmptyState
      ref={ref}
      py="xl"
      icon={<IconTools size={28} aria-hidden />}
      withIndicatorBackground
      title={`${feature} is not available yet`}
      description={children ?? 'This page is not available in this version of Canopy yet.'}
      data-state="not-available"
    />
  );
}
