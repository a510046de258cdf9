import { type ChangeEvent, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useFormik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSaveTermsAgreement, type InternalUser } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { FeedbackButton } from '../feedback/feedback-button';
import { ownOwner } from '../landing/landing-path';
import { validateTerms, type TermsValues } from './terms-validation';

export interface TermsPageProps {
  user: InternalUser;
  /** Provider for the mutation (`/graphql/{provider}`). */
  provider: string;
}

/** The terms-agreement screen (cloud only), shown instead of any page until the terms are agreed. */
export function TermsPage({ user, provider }: TermsPageProps) {
  const config = useConfigEnv();
  const links = staticLinks(config);
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveTermsAgreement();
  const [failed, setFailed] = useState(false);
  const username = ownOwner(user, provider)?.username;

  const form = useFormik<TermsValues>({
    initialValues: {
      marketingName: user.name ?? '',
      marketingEmail: user.email ?? '',
      marketingConsent: false,
      tos: false,
    },
    validate: validateTerms,
    validateOnChange: true,
    validateOnMount: true,
    onSubmit: async (values) => {
      setFailed(false);
      try {
        const result = await save.mutateAsync({
          provider,
          termsAgreement: true,
          name: values.marketingName.trim(),
          marketingConsent: values.marketingConsent,
          ...(values.marketingConsent ? {} : { businessEmail: values.marketingEmail.trim() }),
        });
        if (result.error) {
          setFailed(true);
          return;
        }
        const params = new URLSearchParams(location.search);
        params.set('source', 'onboarding');
        navigate(`${location.pathname}?${params.toString()}`, { replace: true });
      } catch {
        setFailed(true);
      }
    },
  });

  // Spec §5 validates on change: a field shows its error once changed, not only once it loses focus.
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    void form.setFieldTouched(event.target.name, true, false);
  };
  const fieldError = (name: keyof TermsValues) =>
    form.touched[name] || form.dirty ? form.errors[name] : undefined;

  return (
    <Container size="sm" py={48}>
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={form.handleSubmit} noValidate aria-labelledby="terms-title">
          <Stack gap="md">
            <Title order={1} size="h2" id="terms-title">
              Welcome to Canopy
            </Title>
            <Text c="dimmed">Let us know what to call you and agree to the terms to get started.</Text>
            <TextInput
              label="Name"
              name="marketingName"
              required
              value={form.values.marketingName}
              onChange={change}
              onBlur={form.handleBlur}
              error={fieldError('marketingName')}
            />
            {!form.values.marketingConsent && (
              <TextInput
                label="Email"
                name="marketingEmail"
                type="email"
                required
                value={form.values.marketingEmail}
                onChange={change}
                onBlur={form.handleBlur}
                error={fieldError('marketingEmail')}
              />
            )}
            <Checkbox
              name="marketingConsent"
              label="I would like to receive updates via email (optional)"
              checked={form.values.marketingConsent}
              onChange={change}
            />
            <Checkbox
              name="tos"
              checked={form.values.tos}
              onChange={change}
              onBlur={form.handleBlur}
              error={fieldError('tos')}
              label={
                <>
                  I agree to the{' '}
                  <Anchor href={links.termsOfService} target="_blank" rel="noreferrer" inherit>
                    Terms of Service
                  </Anchor>{' '}
                  and{' '}
                  <Anchor href={links.privacy} target="_blank" rel="noreferrer" inherit>
                    Privacy Policy
                  </Anchor>
                </>
              }
            />
            {failed && (
              <Text c="red" role="alert">
                We&apos;re sorry for the inconvenience, there was an error with our servers. Please try again
                later or{' '}
                <Anchor href={links.support} target="_blank" rel="noreferrer" inherit>
                  Contact support
                </Anchor>
                .
              </Text>
            )}
            <Group justify="space-between" mt="sm">
              <Button component={Link} to="/login" variant="default">
                Back
              </Button>
              <Button
                type="submit"
                disabled={!form.dirty || !form.isValid || form.isSubmitting}
                loading={form.isSubmitting}
              >
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Group justify="center" mt="md">
        <FeedbackButton username={username} email={user.email} />
      </Group>
    </Container>
  );
}
