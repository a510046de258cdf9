import type { ReactNode, Ref } from 'react';
import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface TabLink {
  /** Compared with `active`. */
  id: string;
  label: ReactNode;
  /** Where the tab goes (a router path). */
  to: string;
}

export interface TabLinksProps {
  /** Forwarded to the `nav` element. */
  ref?: Ref<HTMLElement>;
  /** Accessible name of the navigation landmark, e.g. 'Owner'. */
  label: string;
  tabs: readonly TabLink[];
  /** id of the current tab. @default null (no tab is current) */
  active?: string | null;
  /** Shown at the right end of the row, after the tabs (e.g. a trial reminder). */
  aside?: ReactNode;
}

/** A row of links styled as tabs; the current one carries `aria-current="page"` and `data-active`. */
export function TabLinks({ ref, label, tabs, active = null, aside }: TabLinksProps) {
  return (
    <Box
      ref={ref}
      component="nav"
      aria-label={label}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="lg" wrap="wrap">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <Anchor
              key={tab.id}
              component={Link}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              data-active={current || undefined}
              underline="never"
              c={current ? 'var(--mantine-color-text)' : 'dimmed'}
              fw={current ? 600 : 500}
              fz="sm"
              py="xs"
              style={{
                marginBottom: -1,
                borderBottom: `2px solid ${current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
            >
              {tab.label}
            </Anchor>
          );
        })}
        {aside && <Box ml="auto">{aside}</Box>}
      </Group>
    </Box>
  );
}
