import type { Ref } from 'react';
import { Box, Code, Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../copy-button/copy-button';

export interface CodeSnippetProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
  /** The text shown and copied. */
  code: string;
  /** Names the snippet for the copy button ('Copy {label}') and the scroll region. */
  label: string;
  /** A file name or caption above the block. */
  caption?: string;
  /** `data-testid` of the block. @default 'code-snippet' */
  testId?: string;
}

/**
 * A copyable block of commands or configuration. Lines never wrap (a wrapped token or YAML line would be
 * copied by eye wrongly): a long one scrolls sideways, and the block takes focus so the keyboard can scroll it.
 */
export function CodeSnippet({ ref, code, label, caption, testId = 'code-snippet' }: CodeSnippetProps) {
  return (
    <Stack ref={ref} gap={4}>
      {caption && (
        <Text size="xs" c="dimmed" ff="monospace">
          {caption}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Code
            block
            fz="xs"
            tabIndex={0}
            role="region"
            aria-label={label}
            data-testid={testId}
            style={{ whiteSpace: 'pre', overflowX: 'auto', wordBreak: 'normal', overflowWrap: 'normal' }}
          >
            {code}
          </Code>
        </Box>
        <CopyButton value={code} label={`Copy ${label}`} />
      </Group>
    </Stack>
  );
}
