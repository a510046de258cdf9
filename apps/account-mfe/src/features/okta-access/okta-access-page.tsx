import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useFormik } from 'formik';
import {
  errorText,
  useOktaConfig,
  useOktaSignIn,
  useSaveOktaConfig,
  type OktaConfig,
} from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { DEFAULT_SUPPORT_URL, FullPageLoader, notifyNotice, PageHeading } from '@canopy/ui-kit';
import { oktaFormValues, validateOktaForm, type OktaFormValues } from './okta-form-values';

const FAILED = 'The Okta settings could not be saved.';

export interface OktaAccessPageProps {
  provider: string;
  owner: string;
  isAdmin: boolean;
}

/** A failed save: the server's reason, and where to get help. */
function failed(message: string | null | undefined) {
  notifyNotice({
    type: 'error',
    text: (
      <>
        {message || FAILED}{' '}
        <Anchor href={DEFAULT_SUPPORT_URL} target="_blank" rel="noreferrer" inherit>
          Contact support
        </Anchor>
      </>
    ),
  });
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = `okta-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface OktaFormProps {
  provider: string;
  owner: string;
  config: OktaConfig | null;
  /** What every member may read (enabled, enforced), for a viewer who may not read the config. */
  signIn: { enabled: boolean; enforced: boolean } | null;
  readOnly: boolean;
}

function OktaForm({ provider, owner, config, signIn, readOnly }: OktaFormProps) {
  const save = useSaveOktaConfig();
  const form = useFormik<OktaFormValues>({
    initialValues: oktaFormValues(config),
    enableReinitialize: true,
    validate: validateOktaForm,
    onSubmit: async (values) => {
      try {
        const { error } = await save.mutateAsync({
          provider,
          orgUsername: owner,
          clientId: values.clientId.trim(),
          clientSecret: values.clientSecret.trim(),
          url: values.url.trim(),
          enabled: values.enabled,
        });
        if (error) failed(error.message);
        else notifyNotice({ type: 'success', text: 'Okta configuration saved' });
      } catch (error) {
        failed(errorText(error, FAILED));
      }
    },
  });
  const enforced = config?.enforced ?? signIn?.enforced ?? false;
  const enabled = config?.enabled ?? signIn?.enabled ?? false;

  const setEnforced = async (next: boolean) => {
    try {
      const { error } = await save.mutateAsync({ provider, orgUsername: owner, enforced: next });
      if (error) failed(error.message);
      else
        notifyNotice({
          type: 'success',
          text: next ? 'Okta login enforced' : 'Okta login no longer enforced',
        });
    } catch (error) {
      failed(errorText(error, FAILED));
    }
  };

  // What the three text fields share: a required form field, read-only to members, its error once touched.
  const field = (name: 'clientId' | 'clientSecret' | 'url') => ({
    name,
    required: true,
    readOnly,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined,
  });

  return (
    <Stack gap="lg">
      <Step title="Step 1: Enable Okta Sync">
        <Text size="sm" c="dimmed">
          Connect the Okta application of {owner}: members then sign in with Okta after signing in with their
          git host.
        </Text>
        <form onSubmit={form.handleSubmit} noValidate aria-label="Okta Sync">
          <Stack gap="sm">
            <TextInput label="Client ID" {...field('clientId')} autoComplete="off" />
            <PasswordInput
              label="Client Secret"
              {...field('clientSecret')}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show client secret' }}
            />
            <TextInput
              label="Okta Base URL"
              {...field('url')}
              type="url"
              placeholder="https://your-org.okta.com"
              autoComplete="off"
            />
            <Switch
              label="Okta Sync Enabled"
              name="enabled"
              disabled={readOnly}
              checked={readOnly ? enabled : form.values.enabled}
              onChange={(event) => void form.setFieldValue('enabled', event.currentTarget.checked)}
            />
            {!readOnly && (
              <Group justify="flex-end">
                <Button type="submit" loading={form.isSubmitting} disabled={!form.dirty}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Step>
      <Step title="Step 2: Enforce Okta Login">
        <Switch
          label="Enforce Okta Login"
          checked={enforced}
          // Enforcement acts only while Okta sync is on.
          disabled={readOnly || !enabled || save.isPending}
          onChange={(event) => void setEnforced(event.currentTarget.checked)}
        />
        <Alert color="yellow" variant="light" title="What enforcing does" data-testid="okta-enforcement">
          Once enforced, members of {owner} must sign in with Okta to see its private repositories: until they
          do, those repositories are hidden from them on every page, list and API answer, as if they did not
          exist. Personal API tokens cannot sign in with Okta, so they no longer see them either. Public
          repositories are not affected. Enforcing needs Okta Sync enabled.
        </Alert>
      </Step>
    </Stack>
  );
}

/** `okta-access/` (enterprise plans): the organisation's Okta sync and its enforcement; admins change them. */
export function OktaAccessPage({ provider, owner, isAdmin }: OktaAccessPageProps) {
  const configQuery = useOktaConfig({ provider, username: owner });
  const signInQuery = useOktaSignIn({ provider, owner }, { enabled: !isAdmin });
  if (configQuery.isError) return <PageError error={configQuery.error} />;
  if (configQuery.isPending || (!isAdmin && signInQuery.isPending))
    return <FullPageLoader fullPage={false} label="Loading Okta settings" />;
  return (
    <Stack gap="lg" data-testid="okta-access">
      <PageHeading
        order={2}
        title="Okta access"
        description={`Single sign-on with Okta for the members of ${owner}.`}
      />
      {!isAdmin && (
        <Alert color="blue" variant="light" data-testid="okta-admins-only">
          Only admins of {owner} can change the Okta settings.
        </Alert>
      )}
      <OktaForm
        provider={provider}
        owner={owner}
        config={configQuery.data ?? null}
        signIn={signInQuery.data ?? null}
        readOnly={!isAdmin}
      />
    </Stack>
  );
}
