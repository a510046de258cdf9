import { Alert, Button, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useUploadTokenRequired } from '@canopy/api-client';
import { SecretVariable } from '@canopy/ui-kit/data-views';
import { TOKEN_VARIABLE } from './bundle-guides';

export interface BundleTokenStepProps {
  provider: string;
  owner: string;
  /** Admins may see the organisation's global upload token. */
  isAdmin: boolean;
  /** The repository upload token; null when the viewer may not see it. */
  repoToken: string | null;
}

/**
 * Step "set CODECOV_TOKEN": the token the plugin sends. An organisation with a global upload token uploads with
 * it to every repository, so its admins are given that one; everyone else the repository's own.
 */
export function BundleTokenStep({ provider, owner, isAdmin, repoToken }: BundleTokenStepProps) {
  // Only admins are ever answered the global token: nobody else needs to ask.
  const org = useUploadTokenRequired({ provider, owner }, { enabled: isAdmin });

  if (isAdmin && org.isPending) {
    return <Skeleton height={60} maw={520} data-state="token-loading" />;
  }

  const globalToken = isAdmin ? (org.data?.orgUploadToken ?? null) : null;
  const token = globalToken ?? repoToken;
  const loadError = isAdmin && org.isError && (
    <Alert
      variant="light"
      color="orange"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-state="token-error"
    >
      <Group gap="xs">
        <Text size="sm">
          Whether {owner} has a global upload token could not be loaded; the repository&apos;s token below
          works either way.
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void org.refetch()}>
          Retry
        </Button>
      </Group>
    </Alert>
  );

  if (!token) {
    return (
      <Stack gap="xs" data-state="token-hidden">
        {loadError}
        <Text size="sm">
          Your account cannot see this repository&apos;s upload token. Ask an admin of {owner} to set it as{' '}
          <Code>{TOKEN_VARIABLE}</Code> in the build environment.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" data-state={globalToken ? 'global-token' : 'repository-token'}>
      {loadError}
      <Text size="sm">
        Set the environment variable <Code>{TOKEN_VARIABLE}</Code> where your build runs (in CI, as a secret)
        to{' '}
        {globalToken
          ? `${owner}'s global upload token, which uploads to every repository of ${owner}:`
          : "this repository's upload token:"}
      </Text>
      <SecretVariable name={TOKEN_VARIABLE} value={token} />
      <Text size="sm" c="dimmed">
        Keep it secret: anyone with it can upload to{' '}
        {globalToken ? `the repositories of ${owner}` : 'this repository'}.
      </Text>
    </Stack>
  );
}
