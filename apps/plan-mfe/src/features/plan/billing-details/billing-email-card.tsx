import { useState } from 'react';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { errorText } from '@canopy/api-client';
import { type AccountDetailsArgs, useUpdateBillingEmail } from '@canopy/plan-data-access';
import { notify } from '@canopy/ui-kit';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';

interface EmailValues {
  email: string;
  applyToPaymentMethod: boolean;
}

const emailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(TEXTS.invalidEmail), v.email(TEXTS.invalidEmail));

export function validateBillingEmail(values: EmailValues): Partial<Record<keyof EmailValues, string>> {
  const result = v.safeParse(emailSchema, values.email);
  return result.success ? {} : { email: result.issues[0].message };
}

function EmailForm({
  args,
  email,
  hasPaymentMethod,
  onDone,
}: {
  args: AccountDetailsArgs;
  email: string | null;
  hasPaymentMethod: boolean;
  onDone: () => void;
}) {
  const update = useUpdateBillingEmail(args);
  const form = useFormik<EmailValues>({
    initialValues: { email: email ?? '', applyToPaymentMethod: hasPaymentMethod },
    validate: validateBillingEmail,
    onSubmit: async (values) => {
      try {
        await update.mutateAsync({
          newEmail: values.email.trim(),
          applyToDefaultPaymentMethod: hasPaymentMethod && values.applyToPaymentMethod,
        });
        notify({ text: TEXTS.emailSaved });
        onDone();
      } catch (error) {
        notify({ type: 'error', text: errorText(error, TEXTS.emailFailed) });
      }
    },
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      noValidate
      aria-label="Billing email"
    >
      <Stack gap="xs">
        <TextInput
          label={TEXTS.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          data-autofocus
          autoFocus
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={form.touched.email ? form.errors.email : undefined}
        />
        {hasPaymentMethod && (
          <Checkbox
            label={TEXTS.emailToCard}
            name="applyToPaymentMethod"
            checked={form.values.applyToPaymentMethod}
            onChange={form.handleChange}
          />
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={form.isSubmitting}>
            {TEXTS.save}
          </Button>
          <Button variant="default" size="xs" onClick={onDone} disabled={form.isSubmitting}>
            {TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Email address": where invoices go; admins edit it inline. */
export function BillingEmailCard({
  args,
  email,
  hasPaymentMethod,
  editable,
}: {
  args: AccountDetailsArgs;
  email: string | null;
  hasPaymentMethod: boolean;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-email">
      <Stack gap="xs">
        <Title order={2} size="h4" id="billing-email">
          {TEXTS.emailTitle}
        </Title>
        {editing ? (
          <EmailForm
            args={args}
            email={email}
            hasPaymentMethod={hasPaymentMethod}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <Text size="sm" c={email ? undefined : 'dimmed'}>
              {email ?? TEXTS.noEmail}
            </Text>
            {editable && (
              <Button
                variant="default"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                aria-label="Edit billing email"
                onClick={() => setEditing(true)}
              >
                {TEXTS.edit}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
