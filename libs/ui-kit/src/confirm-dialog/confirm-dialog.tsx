import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, TextInput, type MantineColor } from '@mantine/core';

export interface ConfirmDialogProps {
  /** Whether the dialog is open; the caller opens it (a button, a radio choice). */
  opened: boolean;
  /** Called on Cancel, Close, Escape, and once `onConfirm` has settled. */
  onClose: () => void;
  title: string;
  /** What the action does. */
  children: ReactNode;
  /** Text of the button that runs the action. */
  confirmLabel: string;
  /** Colour of that button. @default the theme's primary colour */
  confirmColor?: MantineColor;
  /** Text to type before the action can run (an irreversible one); the field is labelled 'Type {text} to confirm'. */
  typeToConfirm?: string;
  /**
   * Runs the action. The dialog stays open, its button loading, until the promise settles, then closes either
   * way: the caller shows the outcome, so a rejection is not reported again.
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * The confirmation of an action: title, what it does, Cancel (focused first) and the button that runs it. Focus
 * stays inside; Escape and Close close it, except while the action runs.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  confirmColor,
  typeToConfirm,
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState('');

  const close = () => {
    setTyped('');
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller has shown the failure.
    } finally {
      setPending(false);
      close();
    }
  };

  const matches = typeToConfirm === undefined || typed === typeToConfirm;
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && close()}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {children}
        {typeToConfirm !== undefined && (
          <TextInput
            label={`Type ${typeToConfirm} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={close}
            disabled={pending}
            data-autofocus={typeToConfirm === undefined || undefined}
          >
            Cancel
          </Button>
          <Button color={confirmColor} loading={pending} disabled={!matches} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
