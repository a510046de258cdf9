import { EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlugConnectedX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { CoverageBar, LabeledValue } from '@canopy/ui-kit';
import { useRepoFrame } from './repo-frame-context';
import { UploadInstructions } from './upload-instructions';

/**
 * Coverage overview of the repository (`/`, `/tree/:branch`): the state of the repository as the API reports it.
 * The default branch's latest processed totals once there are any; until then, how to upload a report.
 */
export function RepoOverview() {
  const { branch } = useParams();
  const { repository, isMember } = useRepoFrame();
  const shownBranch = branch ?? repository.defaultBranch;
  const coverage = repository.coverageAnalytics?.lines ? repository.coverageAnalytics : null;

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
          {coverage ? (
            <Paper withBorder p="md" data-state="coverage">
              <Stack gap="sm">
                <Text fw={600}>Coverage of {repository.defaultBranch ?? 'the default branch'}</Text>
                <CoverageBar value={coverage.percentCovered} />
                <Group gap="xl" wrap="wrap">
                  <LabeledValue label="Lines">{formatCount(coverage.lines)}</LabeledValue>
                  <LabeledValue label="Hits">{formatCount(coverage.hits)}</LabeledValue>
                  <LabeledValue label="Misses">{formatCount(coverage.misses)}</LabeledValue>
                  {coverage.commitSha && (
                    <LabeledValue label="Commit">
                      <Text span ff="monospace" size="sm">
                        {coverage.commitSha.slice(0, 7)}
                      </Text>
                    </LabeledValue>
                  )}
                </Group>
              </Stack>
            </Paper>
          ) : (
            <EmptyState
              py="lg"
              icon={<IconCloudUpload size={28} aria-hidden />}
              withIndicatorBackground
              title="No coverage reports uploaded yet"
              description={`Upload a coverage report from your CI and the coverage of ${shownBranch ?? 'the default branch'} appears here.`}
              data-state="no-uploads"
            />
          )}
          <UploadInstructions />
        </>
      )}
    </Stack>
  );
}

function formatCount(value: number | null | undefined): string {
  return value == null ? '-' : value.toLocaleString('en-US');
}
