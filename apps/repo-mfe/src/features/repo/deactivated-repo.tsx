import { Anchor, EmptyState } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRepoFrame } from './repo-frame-context';

/**
 * Every page of a deactivated repository except Configuration (reference §9.1): uploads are refused until an
 * admin activates it again in Configuration.
 */
export function DeactivatedRepo() {
  const { basePath, owner, isAdmin, isMember } = useRepoFrame();
  return (
    <EmptyState
      py="xl"
      icon={<IconPlugConnectedX size={28} aria-hidden />}
      withIndicatorBackground
      title="This repository is deactivated"
      description={
        isAdmin ? (
          <>
            To resume uploading, activate the repository in{' '}
            <Anchor component={Link} to={`${basePath}/config/general`} inherit underline="always">
              Configuration
            </Anchor>
            .
          </>
        ) : isMember ? (
          `Uploads to this repository are turned off. Ask an admin of ${owner} to activate it in Configuration.`
        ) : (
          `Uploads to this repository are turned off. An admin of ${owner} can activate it again.`
        )
      }
      data-state="deactivated"
    />
  );
}
