import type { Ref } from 'react';
import { Text, type MantineSize } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';

export type CiState = 'passed' | 'failed' | 'none';

export interface CiStatusProps {
  ref?: Ref<HTMLSpanElement>;
  /** The CI result of the commit; null or undefined when the provider has not reported one. */
  ciPassed: boolean | null | undefined;
  /** Text size. @default 'sm' */
  size?: MantineSize;
}

const states = {
  passed: { label: 'CI Passed', Icon: IconCircleCheck, color: 'var(--mantine-color-green-text)' },
  failed: { label: 'CI Failed', Icon: IconCircleX, color: 'var(--mantine-color-red-text)' },
  none: { label: 'No status', Icon: IconCircleDashed, color: 'var(--mantine-color-dimmed)' },
} as const;

export function ciState(ciPassed: boolean | null | undefined): CiState {
  if (ciPassed === true) return 'passed';
  if (ciPassed === false) return 'failed';
  return 'none';
}

/** The commit's CI result as an icon and a label ('CI Passed', 'CI Failed', 'No status'). */
export function CiStatus({ ref, ciPassed, size = 'sm' }: CiStatusProps) {
  const state = ciState(ciPassed);
  const { label, Icon, color } = states[state];
  return (
    <span
      ref={ref}
      data-state={state}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <Icon size={16} aria-hidden style={{ color, flexShrink: 0 }} />
      <Text component="span" size={size}>
        {label}
      </Text>
    </span>
  );
}
