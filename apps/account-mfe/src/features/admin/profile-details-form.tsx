import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { emailSchema, fieldErrors, nameSchema, useCurrentUser, useUpdateProfile } from '@canopy/api-client';
import { notify, PageHeading } from '@canopy/ui-kit';
import { ADMIN_TEXTS } from './admin-texts';

export interface ProfileValues {
  name: string;
  email: string;
}

const profileSchema = v.object({ name: nameSchema, email: emailSchema });

/** Name required, email well-formed (the server checks the same). */
export function validateProfile(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  return fieldErrors(profileSchema, values);
}

/**
 * "Details" of the signed-in person's own account: name and email, saved with `updateProfile`. The hosted admin
 * page and the self-hosted Profile page both show it.
 */
export function ProfileDetailsForm({ provider }: { provider: string }) {
  const me = useCurrentUser(provider);
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<ProfileValues>({
    initialValues: { name: me.data?.user.name ?? '', email: me.data?.email ?? '' },
    enableReinitialize: true,
    validate: validateProfile,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const changes = { name: values.name.trim(), email: values.email.trim() };
      try {
        const result = await update.mutateAsync({ provider, ...changes });
        if (result.error) {
          setFailure(result.error.message || ADMIN_TEXTS.profileFailed);
          return;
        }
        helpers.resetForm({ values: changes });
        notify({ text: ADMIN_TEXTS.profileSaved });
      } catch {
        setFailure(ADMIN_TEXTS.profileFailed);
      }
    },
  });

  const error = (field: keyof ProfileValues) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={ADMIN_TEXTS.details}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <PageHeading order={2} title={ADMIN_TEXTS.details} description={ADMIN_TEXTS.detailsHelp} />
          <TextInput
            label="Name"
            name="name"
            required
            autoComplete="name"
            value={form.values.name}
            onChange={(event) => {
              void form.setFieldTouched('name', true, false);
              form.handleChange(event);
            }}
            onBlur={form.handleBlur}
            error={error('name')}
            disabled={me.isLoading}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={form.values.email}
            onChange={(event) => {
              void form.setFieldTouched('email', true, false);
              form.handleChange(event);
            }}
            onBlur={form.handleBlur}
            error={error('email')}
            disabled={me.isLoading}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              disabled={!form.dirty || !form.isValid || form.isSubmitting}
              loading={form.isSubmitting}
            >
              {ADMIN_TEXTS.saveChanges}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
