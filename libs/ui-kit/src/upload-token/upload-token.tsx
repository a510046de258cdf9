import { useState } from 'react';
import { Button, Code, Group } from '@mantine/core';
import { CopyButton } from '../copy-button/copy-button';

export interface UploadTokenProps {
  token: string;
  /** Shown unmasked before the token and copied with it (`CODECOV_TOKEN=`). @default '' */
  prefix?: string;
  /** Accessible name of the copy button. @default 'Copy upload token' */
  copyLabel?: string;
  /** Names the token in the show/hide button's accessible name ('Show …' / 'Hide …'), where a page shows several. */
  tokenName?: string;
}

/** A token masked with x characters until shown (spec §4), with a copy button. */
export function UploadToken({
  token,
  prefix = '',
  copyLabel = 'Copy upload token',
  tokenName,
}: UploadTokenProps) {
  const [visible, setVisible] = useState(false);
  const action = visible ? 'Hide' : 'Show';
  return (
    <Group gap="xs" wrap="nowrap">
      <Code
        fz="sm"
        data-testid="upload-token"
        data-masked={!visible || undefined}
        style={{ wordBreak: 'break-all' }}
      >
        {prefix}
        {visible ? token : 'x'.repeat(token.length)}
      </Code>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => setVisible((shown) => !shown)}
        // The name carries the visible word (label in name); a toggle whose label changes is not also pressed.
        aria-label={tokenName ? `${action} ${tokenName}` : undefined}
      >
        {action}
      </Button>
      <CopyButton value={`${prefix}${token}`} label={copyLabel} />
    </Group>
  );
}
