import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { errorText } from '@canopy/api-client';
import {
  type AccountDetailsArgs,
  type PaymentMethodDetails,
  useUpdateBillingAddress,
} from '@canopy/plan-data-access';
import { notify } from '@canopy/ui-kit';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';
import { EditableBillingCard, InlineEditForm } from './billing-edit-frame';
import {
  addressChange,
  addressLines,
  addressValues,
  type AddressValues,
  validateAddress,
} from './billing-address-values';

type BillingDetails = NonNullable<PaymentMethodDetails['billingDetails']>;

const FIELDS: Array<{ name: keyof AddressValues; label: string; autoComplete: string; required: boolean }> = [
  { name: 'name', label: 'Full name', autoComplete: 'name', required: true },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1', required: true },
  { name: 'line2', label: 'Address line 2', autoComplete: 'address-line2', required: false },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State or region', autoComplete: 'address-level1', required: false },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', required: true },
  { name: 'country', label: 'Country (two-letter code)', autoComplete: 'country', required: true },
];

function AddressForm({
  args,
  billing,
  onDone,
}: {
  args: AccountDetailsArgs;
  billing: BillingDetails | null;
  onDone: () => void;
}) {
  const update = useUpdateBillingAddress(args);
  const form = useFormik<AddressValues>({
    initialValues: addressValues(billing?.name, billing?.address),
    validate: validateAddress,
    onSubmit: async (values) => {
      try {
        await update.mutateAsync(addressChange(values));
        notify({ text: TEXTS.addressSaved });
        onDone();
      } catch (error) {
        notify({ type: 'error', text: errorText(error, TEXTS.addressFailed) });
      }
    },
  });
  return (
    <InlineEditForm
      label="Billing address"
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onDone={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {FIELDS.map((field, index) => (
          <TextInput
            key={field.name}
            label={field.label}
            name={field.name}
            required={field.required}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            value={form.values[field.name]}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched[field.name] ? form.errors[field.name] : undefined}
          />
        ))}
      </SimpleGrid>
    </InlineEditForm>
  );
}

/** "Billing address": the name and address on the invoices ("No address has been set" until one is). */
export function BillingAddressCard({
  args,
  billing,
  editable,
  needsPaymentMethod = false,
}: {
  args: AccountDetailsArgs;
  billing: BillingDetails | null;
  editable: boolean;
  /** No payment method yet: the address is set with it. */
  needsPaymentMethod?: boolean;
}) {
  const lines = addressLines(billing?.address);
  return (
    <EditableBillingCard
      id="billing-address"
      title={TEXTS.addressTitle}
      editable={editable}
      editText={lines.length > 0 ? TEXTS.edit : TEXTS.setAddress}
      editLabel={lines.length > 0 ? 'Edit billing address' : undefined}
      form={(done) => <AddressForm args={args} billing={billing} onDone={done} />}
    >
      {lines.length > 0 ? (
        <Stack gap={0}>
          {billing?.name && <Text size="sm">{billing.name}</Text>}
          {lines.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {TEXTS.noAddress}
        </Text>
      )}
      {needsPaymentMethod && (
        <Text size="sm" c="dimmed">
          {TEXTS.addressNeedsPaymentMethod}
        </Text>
      )}
    </EditableBillingCard>
  );
}
