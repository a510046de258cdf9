import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEncodeSecretString } from '@canopy/repo-data-access';
import { CodeSnippet, toast } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/**
 * "Secret string": encrypts a value (a webhook URL, a token) for this repository's codecov.yml. The value is sent
 * once and never stored; the answer, `secret:…`, is shown with a copy button and can be made public.
 */
export function SecretString() {
  const { provider, owner, repo } = useRepoFrame();
  const encode = useEncodeSecretString();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setValue('');
    setSecret(null);
    setProblem(null);
  };

  const generate = () =>
    encode.mutate(
      { provider, owner, repo, value },
      {
        onSuccess: (result) => {
          if (result.error) setProblem(result.error.message || FALLBACK_ERROR);
          else setSecret(result.value);
        },
        onError: (error) => {
          close();
          toast.error(error.message || FALLBACK_ERROR);
        },
      },
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="secret-string-heading">
      <Title order={3} size="h5" id="secret-string-heading">
        Secret string
      </Title>
      <Text size="sm" c="dimmed">
        Secret strings are encrypted values used instead of plain text data that may be sensitive to eyes. The
        resulting string can be made public and used in your codecov.yml.
      </Text>
      <Group>
        <Button variant="default" size="xs" onClick={() => setOpened(true)}>
          Create New Secret String
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={secret ? 'Secret string' : 'Create Secret String'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {secret ? (
          <Stack gap="md">
            <Text size="sm">Add this secret string to your codecov.yml in place of the value:</Text>
            <CodeSnippet code={secret} label="secret string" />
            <Text size="sm" c="dimmed">
              It only works in the codecov.yml of {owner}/{repo}: copied to another repository it stays
              unreadable.
            </Text>
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <TextInput
              label="Value to encrypt"
              description="A webhook URL, a token: it is not stored, only encrypted."
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={encode.isPending}>
                Cancel
              </Button>
              <Button loading={encode.isPending} disabled={value.trim() === ''} onClick={generate}>
                Generate
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
