import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { captureError, isSelfHosted, useConfigEnv, useImpersonation, useSessionUser } from '@canopy/auth';
import { FullPageLoader, GenericErrorBoundary } from '@canopy/ui-kit';
import { routeContext } from '../../app/route-context';
import { appLinks, SUPPORT_URL } from '../../links/links';
import { NetworkErrorBoundary } from '../errors/network-error-boundary';
import { Footer } from '../footer/footer';
import { GuestHeader } from '../header/guest-header';
import { ImpersonationBanner } from '../header/impersonation-banner';
import { useImpersonatedUser } from '../header/impersonated-user';
import { UserHeader } from '../header/user-header';
import { reloadPage } from './reload-page';
import { useDefaultOrganization } from './default-organization';
import { SessionExpiredBanner } from '../session/session-expired-banner';
import { OktaBanners } from '../okta/okta-banners';
import { LazyTopBanners } from '../banners/lazy-top-banners';
import { SelfHostedBanners } from '../self-hosted-banners/self-hosted-banners';

// Only new users see it, so its code (and formik) loads on demand, outside the shell's first load.
const TermsPage = lazy(() => import('../terms/terms-page').then((m) => ({ default: m.TermsPage })));

export interface ShellLayoutProps {
  /**
   * 'app': the signed-in gate (terms screen, /sync redirect) and the user header.
   * 'public': the guest header whatever the session (login and self-hosted landing pages).
   * @default 'app'
   */
  variant?: 'app' | 'public';
}

/** Header, banners, the page (inside the error boundaries, reset on navigation) and footer. */
export function ShellLayout({ variant = 'app' }: ShellLayoutProps) {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const location = useLocation();
  const { user, isLoading } = useSessionUser();
  const { isImpersonating } = useImpersonation(location.search, reloadPage);
  const context = routeContext(location.pathname);
  const provider =
    context.provider ?? user?.owners?.[0]?.service ?? (config.ENTERPRISE_DEFAULT_PROVIDER || 'gh');
  const impersonated = useImpersonatedUser(provider, isImpersonating);
  const resetKey = `${location.pathname}${location.search}`;
  const signedInApp = variant === 'app' && !!user;
  const hasOwners = (user?.owners?.length ?? 0) > 0;
  const showTerms = signedInApp && !selfHosted && user?.termsAgreement !== true;
  useDefaultOrganization({ provider, enabled: signedInApp && hasOwners && !showTerms && !isImpersonating });

  if (isLoading) return <FullPageLoader />;

  let page: ReactNode = <Outlet />;
  if (signedInApp && user) {
    if (showTerms)
      page = (
        <Suspense fallback={<FullPageLoader />}>
          <TermsPage user={user} provider={provider} />
        </Suspense>
      );
    else if (!hasOwners && location.pathname !== '/sync') page = <Navigate to="/sync" replace />;
  }

  const showUserHeader = signedInApp;
  const ownerHref = context.owner
    ? appLinks.owner(provider, context.owner)
    : user?.owners?.[0]
      ? appLinks.owner(user.owners[0].service, user.defaultOrg || user.owners[0].username)
      : '/';

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} data-layout={variant}>
      {isImpersonating && <ImpersonationBanner username={impersonated?.username ?? null} />}
      <Box
        component="header"
        h={60}
        style={{
          borderBottom: '1px solid var(--mantine-color-default-border)',
          background: isImpersonating ? 'var(--mantine-color-pink-light)' : undefined,
        }}
        data-impersonating={isImpersonating || undefined}
      >
        {showUserHeader ? (
          <UserHeader
            user={user}
            provider={provider}
            hideNavigator={location.pathname === '/sync'}
            impersonated={impersonated}
          />
        ) : (
          <GuestHeader />
        )}
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Container size="xl" px="md" pt="md">
          <SessionExpiredBanner />
          <OktaBanners />
          <LazyTopBanners />
          {signedInApp && <SelfHostedBanners provider={provider} />}
        </Container>
        <GenericErrorBoundary
          resetKey={resetKey}
          supportUrl={SUPPORT_URL}
          onError={(error) => captureError(error)}
        >
          <NetworkErrorBoundary resetKey={resetKey}>
            <Container size="xl" px="md" pb="xl">
              {page}
            </Container>
          </NetworkErrorBoundary>
        </GenericErrorBoundary>
      </Box>
      <Footer ownerHref={ownerHref} />
    </Box>
  );
}
