import { Button, Group, Stack, Text } from '@mantine/core';
import { useUpdateRepository } from '@canopy/repo-data-access';
import { toast } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { ConfirmAction } from './confirm-action';

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/** What deactivating does to uploads, said where the choice is made and on the deactivated screen. */
export const DEACTIVATED_UPLOADS =
  'While it is deactivated, uploads to it are refused and its coverage pages are hidden; its data is kept.';

/** Activates the repository at once (admins); the repository's pages come back with it. */
export function ActivateButton() {
  const { provider, owner, repo } = useRepoFrame();
  const update = useUpdateRepository();
  const activate = () =>
    update.mutate(
      { provider, owner, repo, activated: true },
      {
        onSuccess: ({ error }) =>
          error ? toast.error(error.message || FALLBACK_ERROR) : toast.success(`${repo} is activated`),
        onError: (error) => toast.error(error.message || FALLBACK_ERROR),
      },
    );
  return (
    <Button size="xs" loading={update.isPending} onClick={activate}>
      Activate
    </Button>
  );
}

/** Deactivate (with a dialog saying what happens to uploads) or activate the repository. */
export function ActivationAction({ activated }: { activated: boolean }) {
  const { provider, owner, repo } = useRepoFrame();
  const update = useUpdateRepository();
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {activated ? 'Deactivate repository' : 'Activate repository'}
        </Text>
        <Text size="sm" c="dimmed">
          {activated
            ? DEACTIVATED_UPLOADS
            : 'It is deactivated: uploads to it are refused until it is activated.'}
        </Text>
      </Stack>
      {activated ? (
        <ConfirmAction
          label="Deactivate"
          title={`Deactivate ${repo}?`}
          confirmLabel="Deactivate"
          successMessage={`${repo} is deactivated`}
          onConfirm={() => update.mutateAsync({ provider, owner, repo, activated: false })}
        >
          <Text size="sm">{DEACTIVATED_UPLOADS}</Text>
          <Text size="sm">An admin can activate it again here at any time.</Text>
        </ConfirmAction>
      ) : (
        <ActivateButton />
      )}
    </Group>
  );
}
