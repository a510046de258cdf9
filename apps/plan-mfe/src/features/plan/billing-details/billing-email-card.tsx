import { Checkbox, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { errorText } from '@canopy/api-client';
import { type AccountDetailsArgs, useUpdateBillingEmail } from '@canopy/plan-data-access';
import { notify } from '@canopy/ui-kit';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';
import { EditableBillingCard, InlineEditForm } from './billing-edit-frame';

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
    <InlineEditForm
      label="Billing email"
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onDone={onDone}
    >
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
    </InlineEditForm>
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
  return (
    <EditableBillingCard
      id="billing-email"
      title={TEXTS.emailTitle}
      editable={editable}
      editText={TEXTS.edit}
      editLabel="Edit billing email"
      form={(done) => (
        <EmailForm args={args} email={email} hasPaymentMethod={hasPaymentMethod} onDone={done} />
      )}
    >
      <Text size="sm" c={email ? undefined : 'dimmed'}>
        {email ?? TEXTS.noEmail}
      </Text>
    </EditableBillingCard>
  );
}
