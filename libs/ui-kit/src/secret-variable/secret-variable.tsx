import type { Ref } from 'react';
import { Code, Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../copy-button/copy-button';
import { UploadToken } from '../upload-token/upload-token';

export interface SecretVariableProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
  /** The variable or secret name the build reads, e.g. `CODECOV_TOKEN`. */
  name: string;
  /** Its value, masked until shown. */
  value: string;
  /** Accessible name of the name's copy button. @default 'Copy variable name' */
  nameCopyLabel?: string;
}

/** A secret to set in a build: a 'Name' row (copyable) and a 'Value' row (an `UploadToken`). */
export function SecretVariable({
  ref,
  name,
  value,
  nameCopyLabel = 'Copy variable name',
}: SecretVariableProps) {
  return (
    <Stack ref={ref} gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={56}>
          Name
        </Text>
        <Code fz="sm">{name}</Code>
        <CopyButton value={name} label={nameCopyLabel} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={56}>
          Value
        </Text>
        <UploadToken token={value} />
      </Group>
    </Stack>
  );
}
