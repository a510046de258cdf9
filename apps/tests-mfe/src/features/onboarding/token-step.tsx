import type { ReactNode } from 'react';
import { Code, Stack, Text } from '@mantine/core';
import { SecretVariable } from '@canopy/ui-kit/data-views';
import { TOKEN_SECRET } from './test-guides';

export interface TokenStepProps {
  owner: string;
  /** The repository upload token; null when the viewer may not see it. */
  token: string | null;
  /** Where the CI keeps secrets. */
  where: ReactNode;
}

/** Step "add the token as a secret": the secret's name and the repository upload token, both copyable. */
export function TokenStep({ owner, token, where }: TokenStepProps) {
  if (!token) {
    return (
      <Text size="sm" data-state="token-hidden">
        Your account cannot see this repository&apos;s upload token. Ask an admin of {owner} to add it to the
        CI as the secret <Code>{TOKEN_SECRET}</Code>.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-state="token-shown">
      <Text size="sm">
        Add the repository upload token as a secret named <Code>{TOKEN_SECRET}</Code>. {where}
      </Text>
      <SecretVariable name={TOKEN_SECRET} value={token} nameCopyLabel="Copy secret name" />
      <Text size="sm" c="dimmed">
        Keep it secret: anyone with it can upload to this repository. The same token uploads coverage.
      </Text>
    </Stack>
  );
}
