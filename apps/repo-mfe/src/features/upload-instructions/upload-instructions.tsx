import { Alert, Anchor, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toLongProvider } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { CopyButton } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { UploadToken } from './upload-token';

/** Where uploads go: the API's origin (same origin by default). */
function uploadUrl(apiUrl: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * How to send the first coverage report to the repository of the frame: the token (members only) and the
 * command, both ready to copy.
 */
export function UploadInstructions() {
  const { provider, owner, repository, isMember, basePath } = useRepoFrame();
  const repo = repository.name;
  const uploadToken = repository.uploadToken;
  const configEnv = useConfigEnv();
  const url = uploadUrl(configEnv.API_URL);
  const service = toLongProvider(provider) ?? provider;
  const command = [
    'pip install codecov-cli',
    `codecovcli -u ${url} upload-process --git-service ${service} -r ${owner}/${repo} -t $CODECOV_TOKEN -f coverage/lcov.info`,
  ].join('\n');

  return (
    <Stack gap="md" maw={760} data-testid="upload-instructions">
      {repository.active && (
        // The repository data refreshes on focus while none has arrived, so this shows once the first one has.
        <Alert
          variant="light"
          color="green"
          icon={<IconCircleCheck size={18} aria-hidden />}
          data-state="reports-arrived"
        >
          Coverage reports have arrived.{' '}
          <Anchor component={Link} to={basePath} inherit underline="always">
            View the coverage
          </Anchor>
        </Alert>
      )}
      <Title order={2} size="h4">
        How to upload coverage
      </Title>
      <List type="ordered" spacing="md">
        <List.Item>
          <Stack gap={6}>
            <Text size="sm">
              Add the repository upload token to your CI as a secret named <Code>CODECOV_TOKEN</Code>.
            </Text>
            {isMember && uploadToken ? (
              <UploadToken token={uploadToken} />
            ) : (
              <Text size="sm" c="dimmed">
                Only members of {owner} can see the upload token.
              </Text>
            )}
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap={6}>
            <Text size="sm">
              After your tests have written a coverage report (for example <Code>coverage/lcov.info</Code>),
              upload it with the Codecov CLI:
            </Text>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Code block fz="xs" style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {command}
              </Code>
              <CopyButton value={command} label="Copy upload command" />
            </Group>
          </Stack>
        </List.Item>
        <List.Item>
          <Text size="sm">
            Push a commit. Once the report is processed, coverage for the branch appears on this page.
          </Text>
        </List.Item>
      </List>
    </Stack>
  );
}
