import type { ReactNode } from 'react';
import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface TabLink {
  id: string;
  label: ReactNode;
  to: string;
}

export interface TabLinksProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  tabs: readonly TabLink[];
  /** id of the current tab. */
  active: string | null;
}

/** A row of links styled as tabs; the current one carries `aria-current="page"`. */
export function TabLinks({ label, tabs, active }: TabLinksProps) {
  return (
    <Box
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
      </Group>
    </Box>
  );
}
