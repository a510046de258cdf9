import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  useComputedColorScheme,
} from '@mantine/core';
import { useFormik } from 'formik';
import { isFeedbackAvailable, sendFeedback, useConfigEnv } from '@canopy/auth';
import { notify } from '@canopy/ui-kit';
import { staticLinks } from '../../links/links';
import { validateFeedback, type FeedbackValues } from './feedback-validation';

/** The widget's wording (spec §2 "Feedback widget"). */
export const FEEDBACK_TITLE = 'Give Feedback';
export const FEEDBACK_SUBMIT = 'Send Feedback';
export const FEEDBACK_PLACEHOLDER = 'Share your experience and suggest opportunities for improvement.';
export const FEEDBACK_NAME_LABEL = 'Username';
export const FEEDBACK_SENT = 'Thank you for your feedback!';

export interface FeedbackDefaults {
  /** Prefills the 'Username' field. */
  username?: string | null;
  /** Prefills the e-mail field. */
  email?: string | null;
}

export interface FeedbackDialogProps extends FeedbackDefaults {
  opened: boolean;
  onClose: () => void;
}

interface FeedbackFormProps extends FeedbackDefaults {
  onClose: () => void;
}

function FeedbackForm({ username, email, onClose }: FeedbackFormProps) {
  const config = useConfigEnv();
  const links = staticLinks(config);
  const [failed, setFailed] = useState(false);
  const form = useFormik<FeedbackValues>({
    initialValues: { name: username ?? '', email: email ?? '', message: '' },
    validate: validateFeedback,
    validateOnChange: true,
    onSubmit: async (values) => {
      setFailed(false);
      try {
        await sendFeedback({ message: values.message, email: values.email, name: values.name }, config);
        notify({ type: 'success', text: FEEDBACK_SENT });
        onClose();
      } catch {
        setFailed(true);
      }
    },
  });
  const fieldError = (name: keyof FeedbackValues) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={FEEDBACK_TITLE}>
      <Stack gap="md">
        <TextInput
          label={FEEDBACK_NAME_LABEL}
          name="name"
          autoComplete="username"
          value={form.values.name}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('email')}
        />
        <Textarea
          label="Description"
          name="message"
          required
          autosize
          minRows={5}
          placeholder={FEEDBACK_PLACEHOLDER}
          value={form.values.message}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('message')}
        />
        {failed && (
          <Alert color="red" role="alert">
            Your feedback could not be sent. Please try again later or{' '}
            <Anchor href={links.support} target="_blank" rel="noreferrer" inherit>
              contact support
            </Anchor>
            .
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {FEEDBACK_SUBMIT}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Without `SENTRY_DSN` there is nowhere to send feedback: say so and point to the support center. */
function FeedbackUnavailable({ onClose }: { onClose: () => void }) {
  const links = staticLinks(useConfigEnv());
  return (
    <Stack gap="md" data-feedback-unavailable>
      <Text>Feedback can&apos;t be sent from this install.</Text>
      <Text c="dimmed" size="sm">
        To tell us about your experience, please reach us through the support center.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component="a" href={links.support} target="_blank" rel="noreferrer">
          Support center
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The feedback widget: a dialog that sends to Sentry's user feedback through `@canopy/auth` (the SDK is
 * loaded only then). It never shows itself: it opens from the help menu's 'Share feedback' item or a
 * 'Give Feedback' button, and takes the page's light or dark colour scheme.
 */
export function FeedbackDialog({ opened, onClose, username, email }: FeedbackDialogProps) {
  const config = useConfigEnv();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={FEEDBACK_TITLE}
      centered
      size="md"
      data-feedback-widget
      data-color-scheme={scheme}
    >
      {isFeedbackAvailable(config) ? (
        <FeedbackForm username={username} email={email} onClose={onClose} />
      ) : (
        <FeedbackUnavailable onClose={onClose} />
      )}
    </Modal>
  );
}
