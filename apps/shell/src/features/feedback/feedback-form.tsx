import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { sendFeedback, useConfigEnv } from '@canopy/auth';
import { notify } from '@canopy/ui-kit';
import { staticLinks } from '../../links/links';
import {
  FEEDBACK_NAME_LABEL,
  FEEDBACK_PLACEHOLDER,
  FEEDBACK_SENT,
  FEEDBACK_SUBMIT,
  FEEDBACK_TITLE,
  type FeedbackDefaults,
} from './feedback-wording';
import { validateFeedback, type FeedbackValues } from './feedback-validation';

interface FeedbackFormProps extends FeedbackDefaults {
  onClose: () => void;
}

/** The widget's form (formik + valibot); loaded when the widget first opens. */
export function FeedbackForm({ username, email, onClose }: FeedbackFormProps) {
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
