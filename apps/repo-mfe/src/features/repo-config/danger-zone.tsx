import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEraseRepository } from '@canopy/repo-data-access';
import { useRepoFrame } from '../common/repo-frame-context';
import { ActivationAction } from './activation-action';
import { ConfirmAction } from './confirm-action';

/** Deactivation and erasing: admins of the owner only; members are told who can. */
export function DangerZone({ activated }: { activated: boolean }) {
  const { provider, owner, repo, isAdmin } = useRepoFrame();
  const erase = useEraseRepository();

  return (
    <Stack gap="xs" component="section" aria-labelledby="danger-zone-heading">
      <Title order={3} size="h5" id="danger-zone-heading">
        Danger zone
      </Title>
      {!isAdmin ? (
        <Text size="sm" c="dimmed" data-testid="admins-only">
          Only admins of {owner} can deactivate this repository or erase its data.
        </Text>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  Erase repository data
                </Text>
                <Text size="sm" c="dimmed">
                  Deletes its coverage history. The repository, its settings and tokens stay.
                </Text>
              </Stack>
              <ConfirmAction
                label="Erase repository data"
                title={`Erase the data of ${repo}?`}
                confirmLabel="Erase data"
                successMessage={`The data of ${repo} was erased`}
                typeToConfirm={repo}
                onConfirm={() => erase.mutateAsync({ provider, owner, repo })}
              >
                <Text size="sm">This cannot be undone. It deletes, for good:</Text>
                <List size="sm" spacing={2}>
                  <List.Item>every commit and its coverage reports</List.Item>
                  <List.Item>every upload, and the files stored for them</List.Item>
                  <List.Item>its pull requests, branches and coverage trends</List.Item>
                </List>
                <Text size="sm">
                  The repository waits for its next upload as a new one does; its tokens keep working.
                </Text>
              </ConfirmAction>
            </Group>
            <ActivationAction activated={activated} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
