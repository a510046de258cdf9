import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isCanopyError, logout } from '@canopy/api-client';
import { isSelfHosted, useConfigEnv, useSessionUser } from '@canopy/auth';
import { ErrorPage } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { appLinks, DOCS_URL, STATUS_URL } from '../../links/links';
import { routeContext } from '../../app/route-context';

export interface ShellErrorPageProps {
  /** A typed error from @canopy/api-client (or anything with `kind`/`status`). */
  error: unknown;
}

/** Spec §8: the activation message, linking to where the user is activated. */
export function OwnerNotActivated() {
  const config = useConfigEnv();
  const { pathname } = useLocation();
  const { provider = 'gh', owner = '' } = routeContext(pathname);
  const href = isSelfHosted(config)
    ? `${ownerPaths.admin(provider)}/users`
    : appLinks.membersTab(provider, owner);
  return (
    <Stack
      component="section"
      align="center"
      py={64}
      px="md"
      ta="center"
      data-error-kind="owner-not-activated"
    >
      <Text c="dimmed" fw={600} size="sm">
        Error 403
      </Text>
      <Title order={1}>Unauthorized</Title>
      <Text maw={520}>
        Activation is required to view this repo, please{' '}
        <Anchor href={href} inherit>
          click here
        </Anchor>{' '}
        to activate your account.
      </Text>
    </Stack>
  );
}

/** The page for a typed data-layer error: by status, with the copy and links of spec §8. */
export function ShellErrorPage({ error }: ShellErrorPageProps) {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const kind = isCanopyError(error) ? error.kind : undefined;
  const rawStatus = isCanopyError(error) ? error.status : 500;

  if (kind === 'owner-not-activated') return <OwnerNotActivated />;
  // Spec §6: a GraphQL 403 on a self-hosted install sends the visitor to log in.
  if (selfHosted && (error as { guestAccessDenied?: boolean }).guestAccessDenied)
    return <Navigate to="/login" replace />;

  const status = kind === 'parsing' ? 400 : rawStatus >= 500 ? 500 : rawStatus;
  return (
    <ErrorPage
      status={status}
      isLoggedIn={!!user}
      isSelfHosted={selfHosted}
      loginHref={selfHosted ? '/' : '/login'}
      docsUrl={DOCS_URL}
      statusUrl={STATUS_URL}
      onReturn={() => navigate(-1)}
      onLogout={() => logout().catch(() => undefined)}
    />
  );
}
