import { EmptyState } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useRepoFrame } from '../common/repo-frame-context';

/**
 * The root of a deactivated repository; its other pages except Configuration lead here (reference §9.1).
 * The server accepts the next upload and activates the repository with it, so that is the way back.
 */
export function DeactivatedRepo() {
  const { isMember } = useRepoFrame();
  return (
    <EmptyState
      py="xl"
      icon={<IconPlugConnectedX size={28} aria-hidden />}
      withIndicatorBackground
      title="This repository is deactivated"
      description={
        isMember
          ? 'Its next coverage upload activates it again: run the upload step of your CI to resume.'
          : 'Its coverage pages are back once a new coverage upload activates it again.'
      }
      data-state="deactivated"
    />
  );
}
