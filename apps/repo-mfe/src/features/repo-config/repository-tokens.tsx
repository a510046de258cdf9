import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { useRegenerateGraphToken, useRegenerateUploadToken } from '@canopy/repo-data-access';
import { UploadToken } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { ConfirmAction } from './confirm-action';

export interface RepositoryTokensProps {
  uploadToken: string | null;
  graphToken: string | null;
  /** Public repositories of the owner upload without a token unless this is set. */
  uploadTokenRequired: boolean;
  isPrivate: boolean;
}

/** The repository upload token and graph token, shown to members; admins regenerate them. */
export function RepositoryTokens({
  uploadToken,
  graphToken,
  uploadTokenRequired,
  isPrivate,
}: RepositoryTokensProps) {
  const { provider, owner, repo, isAdmin } = useRepoFrame();
  const regenerateUpload = useRegenerateUploadToken();
  const regenerateGraph = useRegenerateGraphToken();
  const target = { provider, owner, repo };

  return (
    <Stack gap="lg" component="section" aria-labelledby="tokens-heading">
      <Title order={3} size="h5" id="tokens-heading">
        Tokens
      </Title>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Repository upload token
        </Text>
        <Text size="sm" c="dimmed">
          Uploads to this repository authenticate with it: set it as <Code>CODECOV_TOKEN</Code> in your CI.
          {!isPrivate &&
            !uploadTokenRequired &&
            ' Uploads from public repositories of this owner may also go without it.'}
        </Text>
        {uploadToken ? (
          <Group gap="md" wrap="nowrap">
            <UploadToken token={uploadToken} tokenName="upload token" />
            {isAdmin && (
              <ConfirmAction
                label="Regenerate"
                title="Regenerate the upload token?"
                confirmLabel="Regenerate upload token"
                successMessage="Upload token regenerated"
                onConfirm={() => regenerateUpload.mutateAsync(target)}
              >
                <Text size="sm">
                  The current token stops working at once: every CI that uploads with it must be given the new
                  one.
                </Text>
              </ConfirmAction>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Token unavailable.
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Graph token
        </Text>
        <Text size="sm" c="dimmed">
          Badges and graphs of a private repository need it in their address (<Code>?token=</Code>).
        </Text>
        {graphToken ? (
          <Group gap="md" wrap="nowrap">
            <UploadToken token={graphToken} copyLabel="Copy graph token" tokenName="graph token" />
            {isAdmin && (
              <ConfirmAction
                label="Regenerate"
                title="Regenerate the graph token?"
                confirmLabel="Regenerate graph token"
                successMessage="Graph token regenerated"
                onConfirm={() => regenerateGraph.mutateAsync(target)}
              >
                <Text size="sm">
                  Badges and graphs embedded with the current token stop showing coverage until their address
                  carries the new one.
                </Text>
              </ConfirmAction>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Token unavailable.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
