import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import { useCreateUserToken } from '@canopy/account-data-access';
import { notifyNotice } from '@canopy/ui-kit';
import { SecretShownOnce } from '@canopy/ui-kit/data-views';

export const TOKEN_NAME_REQUIRED = 'A token name is required';
export const COPY_TOKEN_NOW = "Make sure to copy your token now. You won't be able to see it again.";
const CREATE_FAILED = 'The token could not be created. Please try again.';

export interface GenerateTokenModalProps {
  provider: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Generate Token": a name, then the new token's secret, shown this once with a copy button. Closing forgets the
 * secret; the list shows the token by its last four characters from then on.
 */
export function GenerateTokenModal({ provider, opened, onClose }: GenerateTokenModalProps) {
  const create = useCreateUserToken();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fullToken, setFullToken] = useState<string | null>(null);

  const close = () => {
    if (create.isPending) return;
    setName('');
    setProblem(null);
    setFullToken(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(TOKEN_NAME_REQUIRED);
      return;
    }
    create.mutate(
      { provider, name: name.trim() },
      {
        onSuccess: (result) => {
          if (result.error || !result.fullToken) setProblem(result.error?.message || CREATE_FAILED);
          else setFullToken(result.fullToken);
        },
        onError: (error) => notifyNotice({ type: 'error', text: errorText(error, CREATE_FAILED) }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={fullToken ? 'API access token' : 'Generate new API access token'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {fullToken ? (
        <SecretShownOnce
          value={fullToken}
          label="token"
          intro="Personal API token"
          note={COPY_TOKEN_NOW}
          onDone={close}
          testId="new-api-token"
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Token Name"
              placeholder="Name"
              description="What the token is for, e.g. the CI job or script that uses it."
              withAsterisk
              required
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Generate Token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
