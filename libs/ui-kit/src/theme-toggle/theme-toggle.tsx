import type { Ref } from 'react';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type MantineSize } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

export interface ThemeToggleProps {
  /** Forwarded to the button. */
  ref?: Ref<HTMLButtonElement>;
  /** @default 'lg' */
  size?: MantineSize;
  /** @default 'subtle' */
  variant?: 'subtle' | 'default' | 'transparent';
}

/** Switches between the light and dark colour schemes; the choice is stored under `theme`. */
export function ThemeToggle({ ref, size = 'lg', variant = 'subtle' }: ThemeToggleProps) {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      ref={ref}
      size={size}
      variant={variant}
      color="gray"
      aria-label={`Switch to ${next} mode`}
      data-color-scheme={current}
      onClick={() => setColorScheme(next)}
    >
      {current === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
