import { EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlugConnectedX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LabeledValue } from '@canopy/ui-kit';
import { useRepoFrame } from './repo-frame-context';
import { UploadInstructions } from './upload-instructions';

/**
 * Coverage overview of the repository (`/`, `/tree/:branch`): the state of the repository as the API reports it.
 * No coverage is shown until reports are processed, so the page explains how to upload them.
 */
export function RepoOverview() {
  const { branch } = useParams();
  const { repository, isMember } = useRepoFrame();
  const shownBranch = branch ?? repository.defaultBranch;

  return (
    <Stack gap="lg" data-page="repo-overview">
      <Group gap="xl" wrap="wrap">
        {repository.defaultBranch ? (
          <LabeledValue label="Default branch">{repository.defaultBranch}</LabeledValue>
        ) : (
          <Text size="sm" c="dimmed">
            Default branch: not set
          </Text>
        )}
        {branch && <LabeledValue label="Branch">{shownBranch}</LabeledValue>}
      </Group>
      {!repository.activated ? (
        <EmptyState
          py="xl"
          icon={<IconPlugConnectedX size={28} aria-hidden />}
          withIndicatorBackground
          title="This repository is deactivated"
          description={
            isMember
              ? 'To resume uploading, activate the repository in Configuration.'
              : 'Uploads to this repository are turned off. An admin of the organization can activate it again.'
          }
          data-state="deactivated"
        />
      ) : (
        <>
          <EmptyState
            py="lg"
            icon={<IconCloudUpload size={28} aria-hidden />}
            withIndicatorBackground
            title="No coverage reports uploaded yet"
            description={`Upload a coverage report from your CI and the coverage of ${shownBranch ?? 'the default branch'} appears here.`}
            data-state="no-uploads"
          />
          <UploadInstructions />
        </>
      )}
    </Stack>
  );
}
