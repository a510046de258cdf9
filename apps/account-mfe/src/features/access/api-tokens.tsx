import { useState } from 'react';
import { Button, Code, Group, Stack, VisuallyHidden } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import { useMyTokens, useRevokeUserToken, type UserToken } from '@canopy/account-data-access';
import { formatDate, formatDateTime, notify, notifyNotice, PageHeading } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ConfirmRevoke } from './confirm-revoke';
import { GenerateTokenModal } from './generate-token-modal';
import { LoadError } from './load-error';

export const NO_API_TOKENS = 'No API tokens';
const REVOKE_FAILED = 'The token could not be revoked. Please try again.';

/** A token as the list shows it: never its secret, only its last four characters. */
export const maskedToken = (lastFour: string) => `xxxx…${lastFour}`;

function RevokeToken({ provider, token }: { provider: string; token: UserToken }) {
  const revoke = useRevokeUserToken();
  return (
    <ConfirmRevoke
      label={`Revoke token ${token.name}`}
      title="Revoke API token?"
      confirmLabel="Revoke token"
      onConfirm={() =>
        revoke.mutateAsync(
          { provider, tokenid: token.id },
          {
            onSuccess: () => notify({ type: 'success', text: `API token "${token.name}" revoked` }),
            onError: (error) => notifyNotice({ type: 'error', text: errorText(error, REVOKE_FAILED) }),
          },
        )
      }
    >
      &quot;{token.name}&quot; ({maskedToken(token.lastFour)}) stops working at once: every script or job that
      uses it is refused from then on.
    </ConfirmRevoke>
  );
}

/** "API Tokens": what a token is for, "Generate Token", and the person's tokens with their last use. */
export function ApiTokens({ provider }: { provider: string }) {
  const tokens = useMyTokens(provider);
  const [generating, setGenerating] = useState(false);

  const columns: TableColumn<UserToken>[] = [
    { id: 'name', header: 'Name', cell: (token) => token.name },
    {
      id: 'token',
      header: 'Token',
      cell: (token) => <Code>{maskedToken(token.lastFour)}</Code>,
    },
    { id: 'created', header: 'Created', cell: (token) => formatDate(token.createdAt) ?? '' },
    { id: 'lastUsed', header: 'Last used', cell: (token) => formatDateTime(token.lastseen) ?? 'Never' },
    {
      id: 'revoke',
      header: <VisuallyHidden>Revoke</VisuallyHidden>,
      align: 'right',
      cell: (token) => <RevokeToken provider={provider} token={token} />,
    },
  ];

  return (
    <Stack gap="md" component="section" aria-label="API Tokens">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeading
          order={2}
          title="API Tokens"
          description={
            <>
              A token acts as you on Canopy&apos;s GraphQL and REST API, with your access: send it as{' '}
              <Code>Authorization: bearer &lt;token&gt;</Code>. It works until you revoke it.
            </>
          }
        />
        <Button onClick={() => setGenerating(true)} style={{ flexShrink: 0 }}>
          Generate Token
        </Button>
      </Group>
      <GenerateTokenModal provider={provider} opened={generating} onClose={() => setGenerating(false)} />
      {tokens.isError ? (
        <LoadError what="Your API tokens" onRetry={() => void tokens.refetch()} />
      ) : (
        <Table
          caption="API tokens"
          columns={columns}
          data={tokens.data ?? []}
          getRowKey={(token) => token.id}
          isLoading={tokens.isPending}
          emptyMessage={NO_API_TOKENS}
          highlightOnHover={false}
        />
      )}
    </Stack>
  );
}
