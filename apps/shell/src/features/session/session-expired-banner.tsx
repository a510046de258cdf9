import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isSelfHosted, useConfigEnv, useSessionUser } from '@canopy/auth';
import { Banner } from '@canopy/ui-kit';
import { isLoginPath, useSignInLink } from '../login/sign-in-links';
import { expiredInQuery, sessionExpiredAtLoad } from './session-expired';

/**
 * Spec §2 and §8: 'Your session has expired. Please log in again to continue.', while the query string contains
 * 'expired', or for a guest on the page load where the server said the session had expired. Outside the sign-in
 * pages it links to signing in again, back to this page.
 */
export function SessionExpiredBanner() {
  const { pathname, search } = useLocation();
  const { user } = useSessionUser();
  const selfHosted = isSelfHosted(useConfigEnv());
  const signIn = useSignInLink();
  // Read (and the cookie removed) whoever is looking; only a guest is told.
  const expiredAtLoad = sessionExpiredAtLoad();
  const shown = expiredInQuery(search) || (expiredAtLoad && !user);
  if (!shown) return null;

  const onSignInPage = isLoginPath(pathname) || (selfHosted && pathname === '/');
  const link = onSignInPage ? null : signIn.inApp ? (
    <Anchor component={Link} to={signIn.href} inherit fw={600}>
      Log in
    </Anchor>
  ) : (
    <Anchor href={signIn.href} inherit fw={600}>
      Log in
    </Anchor>
  );
  return (
    <Banner variant="warning">
      <Text inherit>
        <strong>Your session has expired.</strong> Please log in again to continue.{link && <> {link}</>}
      </Text>
    </Banner>
  );
}
