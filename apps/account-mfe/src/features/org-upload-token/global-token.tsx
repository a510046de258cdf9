import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import { useRegenerateOrgUploadToken } from '@canopy/account-data-access';
import { notifyNotice, UploadToken } from '@canopy/ui-kit';

const FAILED =
  'The global upload token could not be changed. Please try again; if the error persists please contact support.';

export interface GlobalTokenProps {
  provider: string;
  owner: string;
  token: string | null;
}

/** The organisation's upload token: one token for every repository of the organisation. */
export function GlobalToken({ provider, owner, token }: GlobalTokenProps) {
  const regenerate = useRegenerateOrgUploadToken();
  const [confirming, setConfirming] = useState(false);

  const run = () =>
    regenerate.mutate(
      { provider, owner },
      {
        onSuccess: ({ error }) =>
          error
            ? notifyNotice({ type: 'error', text: errorText(error, FAILED) })
            : notifyNotice({
                type: 'success',
                text: token ? 'Global upload token regenerated' : 'Global upload token generated',
              }),
        onError: (error) => notifyNotice({ type: 'error', text: errorText(error, FAILED) }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="global-token-heading">
      <Title order={3} size="h4" id="global-token-heading">
        Global upload token
      </Title>
      <Text size="sm" c="dimmed">
        One token that uploads to every repository of {owner}: use it in place of each repository&apos;s own
        token, set as <Code>CODECOV_TOKEN</Code> in your CI.
      </Text>
      {token ? (
        <>
          <Group gap="md" wrap="nowrap">
            <UploadToken
              token={token}
              prefix="CODECOV_TOKEN="
              copyLabel="Copy global upload token"
              tokenName="global upload token"
            />
            <Button color="red" variant="outline" size="xs" onClick={() => setConfirming(true)}>
              Regenerate
            </Button>
          </Group>
          <Alert color="yellow" variant="light" title="Keep this token secret">
            Anyone who has it can upload coverage to every repository of {owner}. Store it as a secret of your
            CI, never in the repository.
          </Alert>
        </>
      ) : (
        <Group gap="md" justify="space-between">
          <Text size="sm">{owner} has no global upload token yet: each repository uploads with its own.</Text>
          <Button size="xs" onClick={run} loading={regenerate.isPending}>
            Generate
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => !regenerate.isPending && setConfirming(false)}
        title="Regenerate the global upload token?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            The current token stops working at once: you will need to update every repo using it.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={regenerate.isPending} onClick={run}>
              Regenerate token
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
