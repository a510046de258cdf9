import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { toast } from '@canopy/ui-kit';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

export interface ConfirmActionProps {
  /** Text of the button that opens the dialog. */
  label: string;
  title: string;
  /** What the action does, in the dialog. */
  children: ReactNode;
  /** Text of the dialog's button that runs the action. */
  confirmLabel: string;
  successMessage: string;
  /** Runs the mutation; resolves to the returned error, rejects with a typed one. */
  onConfirm: () => Promise<{ error: { message: string | null } | null }>;
  /** The text to type before the action runs (an irreversible one). */
  typeToConfirm?: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}

/** A button whose action runs only after a dialog says what it does (and, if asked, the right text is typed). */
export function ConfirmAction({
  label,
  title,
  children,
  confirmLabel,
  successMessage,
  onConfirm,
  typeToConfirm,
  color = 'red',
  variant = 'outline',
}: ConfirmActionProps) {
  const [opened, setOpened] = useState(false);

  const confirm = async () => {
    try {
      const { error } = await onConfirm();
      if (error) toast.error(error.message || FALLBACK_ERROR);
      else toast.success(successMessage);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || FALLBACK_ERROR);
    }
  };

  return (
    <>
      <Button color={color} variant={variant} size="xs" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        confirmLabel={confirmLabel}
        confirmColor={color}
        typeToConfirm={typeToConfirm}
        onConfirm={confirm}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
