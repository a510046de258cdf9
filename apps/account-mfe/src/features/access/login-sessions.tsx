import { Badge, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { errorText } from '@canopy/api-client';
import { useDeleteSession, useMySessions, type LoginSession } from '@canopy/account-data-access';
import { formatDateTime, notify, notifyNotice, PageHeading } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ConfirmRevoke } from './confirm-revoke';
import { LoadError } from './load-error';
import { describeUserAgent } from './user-agent';

export const THIS_DEVICE = 'This device';
export const NO_LOGIN_SESSIONS = 'No login sessions';
const REVOKE_FAILED = 'The session could not be revoked. Please try again.';

/** Full-page navigation after this browser's own session ends: the app starts again, signed out. */
export type SignedOutNavigate = (href: string) => void;

function RevokeSession({
  provider,
  session,
  navigate,
}: {
  provider: string;
  session: LoginSession;
  navigate: SignedOutNavigate;
}) {
  const end = useDeleteSession();
  const device = describeUserAgent(session.useragent) ?? 'an unknown browser';
  return (
    <ConfirmRevoke
      label={
        session.current
          ? 'Revoke this device'
          : `Revoke session of ${device} at ${session.ip ?? 'unknown IP'}`
      }
      title={session.current ? 'Sign out this device?' : 'Revoke login session?'}
      confirmLabel={session.current ? 'Revoke and sign out' : 'Revoke session'}
      onConfirm={() =>
        end.mutateAsync(
          { provider, sessionid: session.sessionid },
          {
            onSuccess: () => {
              if (session.current) navigate('/login');
              else notify({ type: 'success', text: 'Login session revoked' });
            },
            onError: (error) => notifyNotice({ type: 'error', text: errorText(error, REVOKE_FAILED) }),
          },
        )
      }
    >
      {session.current
        ? 'This is the browser you are using: revoking its session signs you out here.'
        : `The browser (${device}) is signed out on its next request.`}
    </ConfirmRevoke>
  );
}

export interface LoginSessionsProps {
  provider: string;
  /** @default window.location.assign */
  navigate?: SignedOutNavigate;
}

/** "Login Sessions": the browsers signed in to the account, this one marked, each one revocable. */
export function LoginSessions({
  provider,
  navigate = (href) => window.location.assign(href),
}: LoginSessionsProps) {
  const sessions = useMySessions(provider);

  const columns: TableColumn<LoginSession>[] = [
    {
      id: 'ip',
      header: 'IP',
      cell: (session) => (
        <Group gap="xs" wrap="nowrap">
          <Code>{session.ip ?? 'unknown'}</Code>
          {session.current && (
            <Badge
              size="sm"
              variant="light"
              color="gray"
              leftSection={<IconDeviceDesktop size={12} aria-hidden />}
            >
              {THIS_DEVICE}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'lastSeen', header: 'Last seen', cell: (session) => formatDateTime(session.lastseen) ?? '' },
    {
      id: 'userAgent',
      header: 'User agent',
      cell: (session) => (
        <Text size="sm" title={session.useragent ?? undefined}>
          {describeUserAgent(session.useragent) ?? 'Unknown'}
        </Text>
      ),
    },
    {
      id: 'revoke',
      header: <VisuallyHidden>Revoke</VisuallyHidden>,
      align: 'right',
      cell: (session) => <RevokeSession provider={provider} session={session} navigate={navigate} />,
    },
  ];

  return (
    <Stack gap="md" component="section" aria-label="Login Sessions">
      <PageHeading
        order={2}
        title="Login Sessions"
        description="The browsers signed in to your account. Revoking one signs it out."
      />
      {sessions.isError ? (
        <LoadError what="Your login sessions" onRetry={() => void sessions.refetch()} />
      ) : (
        <Table
          caption="Login sessions"
          columns={columns}
          data={sessions.data ?? []}
          getRowKey={(session) => String(session.sessionid)}
          getRowProps={(session) => ({ 'data-current': session.current || undefined })}
          isLoading={sessions.isPending}
          emptyMessage={NO_LOGIN_SESSIONS}
          highlightOnHover={false}
        />
      )}
    </Stack>
  );
}
