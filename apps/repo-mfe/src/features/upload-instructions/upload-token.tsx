import { useState } from 'react';
import { Button, Code, Group } from '@mantine/core';
import { CopyButton } from '@canopy/ui-kit';

export interface UploadTokenProps {
  token: string;
  /** Accessible name of the copy button. @default 'Copy upload token' */
  copyLabel?: string;
  /** Names the token in the show/hide button's accessible name, where a page shows several. */
  tokenName?: string;
}

/** The token masked with x characters until shown (spec §4), with a copy button. */
export function UploadToken({ token, copyLabel = 'Copy upload token', tokenName }: UploadTokenProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Code
        fz="sm"
        data-testid="upload-token"
        data-masked={!visible || undefined}
        style={{ wordBreak: 'break-all' }}
      >
        {visible ? token : 'x'.repeat(token.length)}
      </Code>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-label={tokenName ? `Show ${tokenName}` : undefined}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
      <CopyButton value={token} label={copyLabel} />
    </Group>
  );
}
