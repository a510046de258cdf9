import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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

/** A row's 'Revoke' button: it revokes only after a dialog (focus kept inside, Escape closes) says what it does. */
export function ConfirmRevoke({ label, title, children, confirmLabel, onConfirm }: ConfirmRevokeProps) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller has shown the failure.
    } finally {
      setPending(false);
      setOpened(false);
    }
  };

  return (
    <>
      <Button color="red" variant="outline" size="xs" aria-label={label} onClick={() => setOpened(true)}>
        Revoke
      </Button>
      <Modal
        opened={opened}
        onClose={() => !pending && setOpened(false)}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={pending} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
