import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';

/** A billing card that admins edit in place: its reading until Edit is pressed, then its form. */
export function EditableBillingCard({
  id,
  title,
  editable,
  editText,
  editLabel,
  children,
  form,
}: {
  id: string;
  title: string;
  editable: boolean;
  editText: string;
  /** The button's accessible name, where its text alone would not say what it edits. */
  editLabel?: string;
  children: ReactNode;
  form: (done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {editing ? (
          form(() => setEditing(false))
        ) : (
          <>
            {children}
            {editable && (
              <Button
                variant="default"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                aria-label={editLabel}
                onClick={() => setEditing(true)}
              >
                {editText}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The form inside an editing card: Save and Cancel under its fields, Escape cancels. */
export function InlineEditForm({
  label,
  submitting,
  onSubmit,
  onDone,
  children,
}: {
  label: string;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      noValidate
      aria-label={label}
    >
      <Stack gap="xs">
        {children}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={submitting}>
            {TEXTS.save}
          </Button>
          <Button variant="default" size="xs" onClick={onDone} disabled={submitting}>
            {TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
