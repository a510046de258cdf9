import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Modal, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { toast } from '@canopy/ui-kit';

export interface DeleteRowButtonProps {
  /** Accessible name of the trash button ('Delete unit'). */
  label: string;
  title: string;
  /** What deleting does, in the dialog. */
  children: ReactNode;
  /** Text of the red button. */
  confirmLabel: string;
  successMessage: string;
  /** Runs the mutation; resolves to the returned error, rejects with a typed one. */
  onConfirm: () => Promise<{ error: { message: string | null } | null }>;
}

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/** The trash button of a flags or components row, with the dialog that confirms the deletion. */
export function DeleteRowButton({
  label,
  title,
  children,
  confirmLabel,
  successMessage,
  onConfirm,
}: DeleteRowButtonProps) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const { error } = await onConfirm();
      if (error) toast.error(error.message || FALLBACK_ERROR);
      else toast.success(successMessage);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || FALLBACK_ERROR);
    } finally {
      setPending(false);
      setOpened(false);
    }
  };

  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => setOpened(true)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={pending}>
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
