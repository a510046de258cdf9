import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRepoSettings } from '@canopy/repo-data-access';
import { SecretVariable } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { useRepoFrame } from '../common/repo-frame-context';
import { TOKEN_SECRET } from './setup-guides';

/**
 * Public repositories of an owner that does not require a token also take uploads without one, but only from
 * fork branches (whose builds cannot read the secret): the repository's own branches still need it.
 */
function TokenlessNote() {
  const { provider, owner, repo, repository } = useRepoFrame();
  const settings = useRepoSettings({ provider, owner, repo });
  if (repository.private) return null;
  if (settings.isError) {
    return (
      <Alert
        variant="light"
        color="orange"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        data-state="settings-error"
      >
        <Group gap="xs">
          <Text size="sm">Whether uploads without a token are accepted could not be loaded.</Text>
          <Button size="compact-xs" variant="light" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!settings.data) return <Skeleton height={16} width="60%" data-state="settings-loading" />;
  if (settings.data.uploadTokenRequired) {
    return (
      <Text size="sm" c="dimmed" data-state="token-required">
        {owner} requires the token for every upload, from forks too.
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-state="tokenless">
      This public repository also accepts uploads without a token from pull requests of forks, whose builds
      cannot read your secrets; uploads from its own branches need the token.
    </Text>
  );
}

export interface TokenStepProps {
  /** Where the CI keeps secrets, for the guide's CI. */
  where: ReactNode;
}

/**
 * Step "add the token as a secret": the secret's name and the repository upload token, masked until shown,
 * both copyable. The token is shown to members of the owner only; others are told who can add it.
 */
export function TokenStep({ where }: TokenStepProps) {
  const { owner, repository, isAdmin, basePath } = useRepoFrame();
  const token = repository.uploadToken;
  if (!token) {
    return (
      <Stack gap={6} data-state="token-hidden">
        <Text size="sm">
          Only members of {owner} can see the upload token. Ask a member of {owner} to add it to the CI as the
          secret <Code>{TOKEN_SECRET}</Code>.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-state="token-shown">
      <Text size="sm">
        Add the repository upload token as a secret named <Code>{TOKEN_SECRET}</Code>. {where}
      </Text>
      <SecretVariable name={TOKEN_SECRET} value={token} nameCopyLabel="Copy secret name" />
      <Text size="sm" c="dimmed">
        {isAdmin ? (
          <>
            You can regenerate it in{' '}
            <Anchor component={Link} to={repoPaths.config(basePath, 'general')} inherit underline="always">
              Configuration
            </Anchor>
            ; the old one then stops working.
          </>
        ) : (
          `Keep it secret: anyone with it can upload to this repository. Admins of ${owner} can regenerate it.`
        )}
      </Text>
      <TokenlessNote />
    </Stack>
  );
}
