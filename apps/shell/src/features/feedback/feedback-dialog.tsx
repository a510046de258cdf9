import { lazy, Suspense } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { isFeedbackAvailable, useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { FEEDBACK_TITLE, type FeedbackDefaults } from './feedback-wording';

// The form (and formik) loads when the widget first opens, outside the shell's first load.
const FeedbackForm = lazy(() => import('./feedback-form').then((m) => ({ default: m.FeedbackForm })));

export interface FeedbackDialogProps extends FeedbackDefaults {
  opened: boolean;
  onClose: () => void;
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
        <Suspense fallback={<Loader size="sm" aria-label="Loading the feedback form" />}>
          <FeedbackForm username={username} email={email} onClose={onClose} />
        </Suspense>
      ) : (
        <FeedbackUnavailable onClose={onClose} />
      )}
    </Modal>
  );
}
