import type { ReactNode, Ref } from 'react';
import { Code, Text } from '@mantine/core';

export interface LabeledValueProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLParagraphElement>;
  /** Dimmed name of the value, e.g. 'Branch'. */
  label: string;
  /** The value, shown as code (a branch or bundle name). */
  children: ReactNode;
}

/** 'Label: `value`', the way pages show the branch or bundle they are about. */
export function LabeledValue({ ref, label, children }: LabeledValueProps) {
  return (
    <Text ref={ref} size="sm">
      <Text span c="dimmed" inherit>
        {label}:{' '}
      </Text>
      <Code>{children}</Code>
    </Text>
  );
}
