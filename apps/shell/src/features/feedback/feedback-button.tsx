import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { FeedbackDialog } from './feedback-dialog';
import { FEEDBACK_TITLE, type FeedbackDefaults } from './feedback-wording';

/** A 'Give Feedback' button that opens the feedback widget. */
export function FeedbackButton({ username, email }: FeedbackDefaults) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {FEEDBACK_TITLE}
      </Button>
      <FeedbackDialog opened={opened} onClose={() => setOpened(false)} username={username} email={email} />
    </>
  );
}
