import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { toast } from '@canopy/ui-kit';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';

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

interface DeletedRow {
  table: HTMLTableElement;
  index: number;
}

/**
 * Focus after a deleted row left the table: the delete button of the row now in its place, else of the row
 * before, else the table's first (sort) heading. Left alone when the focus is already somewhere else.
 */
function focusAfterDeletion({ table, index }: DeletedRow) {
  const active = document.activeElement;
  if (!table.isConnected || (active && active !== document.body && active.isConnected)) return;
  const rows = Array.from(table.querySelectorAll('tbody tr'));
  const button = [rows[index], rows[index - 1]]
    .map((row) => row?.querySelector<HTMLElement>('[data-delete-row]'))
    .find((candidate) => candidate != null);
  (button ?? table.querySelector<HTMLElement>('thead button'))?.focus();
}

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef<DeletedRow | null>(null);

  // The row, and this button with it, unmounts once the table is asked again without it.
  useEffect(
    () => () => {
      if (deleted.current) focusAfterDeletion(deleted.current);
    },
    [],
  );

  const rememberRow = () => {
    const row = buttonRef.current?.closest('tr');
    const table = row?.closest('table');
    if (!row || !table) return;
    deleted.current = { table, index: Array.from(table.querySelectorAll('tbody tr')).indexOf(row) };
  };

  const confirm = async () => {
    try {
      const { error } = await onConfirm();
      if (error) toast.error(error.message || FALLBACK_ERROR);
      else {
        rememberRow();
        toast.success(successMessage);
      }
    } catch (error) {
      toast.error((error instanceof Error && error.message) || FALLBACK_ERROR);
    }
  };

  return (
    <>
      <ActionIcon
        ref={buttonRef}
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={() => setOpened(true)}
        data-delete-row
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        confirmLabel={confirmLabel}
        confirmColor="red"
        onConfirm={confirm}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
