import { useState } from 'react';
import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import { useRegenerateOrgUploadToken } from '@canopy/account-data-access';
import { notifyNotice, UploadToken } from '@canopy/ui-kit';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';

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

  // The outcome's notices, for the first token (Generate) and a new one (Regenerate, after the dialog).
  const outcome: Parameters<typeof regenerate.mutate>[1] = {
    onSuccess: ({ error }) =>
      error
        ? notifyNotice({ type: 'error', text: errorText(error, FAILED) })
        : notifyNotice({
            type: 'success',
            text: token ? 'Global upload token regenerated' : 'Global upload token generated',
          }),
    onError: (error) => notifyNotice({ type: 'error', text: errorText(error, FAILED) }),
  };
  const generate = () => regenerate.mutate({ provider, owner }, outcome);

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
          <Button size="xs" onClick={generate} loading={regenerate.isPending}>
            Generate
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Regenerate the global upload token?"
        confirmLabel="Regenerate token"
        confirmColor="red"
        onConfirm={() => regenerate.mutateAsync({ provider, owner }, outcome)}
      >
        <Text size="sm">
          The current token stops working at once: you will need to update every repo using it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
