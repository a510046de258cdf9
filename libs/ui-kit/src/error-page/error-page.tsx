import { useState, type ReactNode, type Ref } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';

/** Default public documentation and status-page addresses. */
export const DEFAULT_DOCS_URL = 'https://docs.canopy.dev';
export const DEFAULT_STATUS_URL = 'https://status.canopy.dev';

export interface ErrorPageProps {
  ref?: Ref<HTMLDivElement>;
  /** HTTP-like status that picks the title (spec §8). */
  status: number;
  /** @default false */
  isLoggedIn?: boolean;
  /** Self-hosted installs only point to the docs, not to the status page. @default false */
  isSelfHosted?: boolean;
  /** 'Return to previous page'. @default () => window.history.back() */
  onReturn?: () => void;
  /** 'Log in' on a logged-out 404. @default navigates to `loginHref` */
  onLogin?: () => void;
  /** 429: signs the user out before returning to the login page. */
  onLogout?: () => void | Promise<void>;
  /** Where 'log in' links and buttons go. @default '/login' */
  loginHref?: string;
  /** Full-page navigation used by the log-in buttons. @default (href) => window.location.assign(href) */
  navigate?: (href: string) => void;
  /** @default DEFAULT_DOCS_URL */
  docsUrl?: string;
  /** @default DEFAULT_STATUS_URL */
  statusUrl?: string;
  /** Replaces the default title for this status. */
  title?: ReactNode;
  /** Extra content under the hint, e.g. a typed error's own message. */
  children?: ReactNode;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  403: 'Unauthorized',
  404: 'Not found',
  429: 'Rate limit exceeded',
  500: 'Server error',
};

function titleFor(status: number, loginHref: string): ReactNode {
  if (status === 401) {
    return (
      <>
        Please{' '}
        <Anchor href={loginHref} inherit>
          log in
        </Anchor>
        .
      </>
    );
  }
  return titles[status] ?? (status >= 500 ? titles[500] : 'Something went wrong');
}

/** Full-page error for a status (spec §8): 'Error {status}', a title, a hint, and a way back. */
export function ErrorPage({
  ref,
  status,
  isLoggedIn = false,
  isSelfHosted = false,
  onReturn,
  onLogin,
  onLogout,
  loginHref = '/login',
  navigate = (href) => window.location.assign(href),
  docsUrl = DEFAULT_DOCS_URL,
  statusUrl = DEFAULT_STATUS_URL,
  title,
  children,
}: ErrorPageProps) {
  const [leaving, setLeaving] = useState(false);
  const isRateLimited = status === 429;
  const showLogin = status === 404 && !isLoggedIn;

  const goToLogin = () => (onLogin ? onLogin() : navigate(loginHref));
  const returnToLogin = async () => {
    setLeaving(true);
    try {
      await onLogout?.();
    } finally {
      navigate(loginHref);
    }
  };

  return (
    <Stack
      ref={ref}
      component="section"
      aria-labelledby="error-page-title"
      align="center"
      gap="sm"
      py={64}
      px="md"
      ta="center"
      data-status={status}
      data-logged-in={isLoggedIn || undefined}
    >
      <Text c="dimmed" fw={600} size="sm">
        Error {status}
      </Text>
      <Title order={1} id="error-page-title">
        {title ?? titleFor(status, loginHref)}
      </Title>
      {!isRateLimited && (
        <Text c="dimmed" maw={520} data-testid="error-page-hint">
          {showLogin && 'Log in to view private repositories. '}
          {isSelfHosted ? (
            <>
              See our{' '}
              <Anchor href={docsUrl} target="_blank" rel="noreferrer">
                docs
              </Anchor>{' '}
              for common support questions.
            </>
          ) : (
            <>
              Check on{' '}
              <Anchor href={statusUrl} target="_blank" rel="noreferrer">
                Canopy&apos;s status
              </Anchor>{' '}
              or see our{' '}
              <Anchor href={docsUrl} target="_blank" rel="noreferrer">
                docs
              </Anchor>{' '}
              for common support questions.
            </>
          )}
        </Text>
      )}
      {children}
      <Group mt="md" justify="center">
        {isRateLimited ? (
          <Button onClick={returnToLogin} loading={leaving}>
            Return to login
          </Button>
        ) : (
          <Button
            variant={showLogin ? 'default' : 'filled'}
            onClick={onReturn ?? (() => window.history.back())}
          >
            Return to previous page
          </Button>
        )}
        {showLogin && <Button onClick={goToLogin}>Log in</Button>}
      </Group>
    </Stack>
  );
}
