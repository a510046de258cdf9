import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { CodeSnippet } from '../code-snippet/code-snippet';

export interface SecretShownOnceProps {
  /** The secret, in full. */
  value: string;
  /** Names the secret: the copy button is 'Copy {label}', the block a region named `label`. */
  label: string;
  /** Above the secret: what it is, or where it goes. */
  intro: ReactNode;
  /** Below the secret: that it is not shown again, or where it works. */
  note: ReactNode;
  /** The 'Done' button (focused first): the caller forgets the secret and closes. */
  onDone: () => void;
  /** `data-testid` of the secret's block. @default 'code-snippet' */
  testId?: string;
}

/** A new secret (a token, an encrypted value) shown this once in a dialog, with a copy button and 'Done'. */
export function SecretShownOnce({ value, label, intro, note, onDone, testId }: SecretShownOnceProps) {
  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>
      <CodeSnippet code={value} label={label} testId={testId} />
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
