import { EmptyState } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useRepoFrame } from '../common/repo-frame-context';
import { ActivateButton } from '../repo-config/activation-action';

/**
 * What the viewer is told: uploads are refused once a repository that had them is deactivated (one that never
 * had any goes to set-up instead), and who can activate it again.
 */
function resumeText(isAdmin: boolean, isMember: boolean, owner: string): string {
  if (isAdmin) return 'Uploads to it are refused until it is activated again; its coverage history is kept.';
  if (isMember)
    return `Uploads to it are refused until an admin of ${owner} activates it again in Configuration.`;
  return 'Its coverage pages are back once an admin activates it again.';
}

/** The root of a deactivated repository; its other pages except Configuration lead here (reference §9.1). */
export function DeactivatedRepo() {
  const { isMember, isAdmin, owner } = useRepoFrame();
  return (
    <EmptyState
      py="xl"
      icon={<IconPlugConnectedX size={28} aria-hidden />}
      withIndicatorBackground
      title="This repository is deactivated"
      description={resumeText(isAdmin, isMember, owner)}
      data-state="deactivated"
    >
      {isAdmin && (
        <EmptyState.Actions>
          <ActivateButton />
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
