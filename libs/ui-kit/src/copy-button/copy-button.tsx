import type { Ref } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** How long the check mark shows after copying. */
export const COPY_CONFIRMATION = 1500;

export interface CopyButtonProps {
  ref?: Ref<HTMLButtonElement>;
  /** Text put on the clipboard. */
  value: string;
  /** Accessible name before copying. @default 'Copy' */
  label?: string;
  /** @default 'sm' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Called after a successful copy. */
  onCopy?: () => void;
}

/** Copies `value` and shows a check for 1.5 s. */
export function CopyButton({ ref, value, label = 'Copy', size = 'sm', onCopy }: CopyButtonProps) {
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION });
  const copied = clipboard.copied;
  return (
    <Tooltip label={copied ? 'Copied' : label} withArrow>
      <ActionIcon
        ref={ref}
        size={size}
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        aria-label={copied ? 'Copied' : label}
        data-copied={copied || undefined}
        onClick={() => {
          clipboard.copy(value);
          onCopy?.();
        }}
      >
        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
