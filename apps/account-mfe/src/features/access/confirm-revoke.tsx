import { useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';

export interface ConfirmRevokeProps {
  /** Accessible name of the row's button (its text is 'Revoke'). */
  label: string;
  title: string;
  /** What revoking does, in the dialog. */
  children: ReactNode;
  /** Text of the dialog's button that revokes. */
  confirmLabel: string;
  /** Revokes; the dialog closes when it settles (the caller shows the outcome). */
  onConfirm: () => Promise<unknown>;
}

/** A row's 'Revoke' button: it revokes only after a dialog says what it does. */
export function ConfirmRevoke({ label, title, children, confirmLabel, onConfirm }: ConfirmRevokeProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color="red" variant="outline" size="xs" aria-label={label} onClick={() => setOpened(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        confirmLabel={confirmLabel}
        confirmColor="red"
        onConfirm={onConfirm}
      >
        <Text size="sm">{children}</Text>
      </ConfirmDialog>
    </>
  );
}
