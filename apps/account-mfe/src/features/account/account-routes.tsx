import { lazy, Suspense } from 'react';
import { Grid, Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useCurrentUser, useOwner, usePlanData } from '@canopy/api-client';
import { isSelfHosted, OwnerTabs, PageError, useConfigEnv } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { accountAccess } from './account-access';
import { AccountSidebar } from './account-sidebar';

// Each page loads when first opened, so the account area's first load is its frame and sidebar.
const AccessPage = lazy(() => import('../access/access-page').then((m) => ({ default: m.AccessPage })));
const AdminPage = lazy(() => import('../admin/admin-page').then((m) => ({ default: m.AdminPage })));
const OktaAccessPage = lazy(() =>
  import('../okta-access/okta-access-page').then((m) => ({ default: m.OktaAccessPage })),
);
const OrgUploadTokenPage = lazy(() =>
  import('../org-upload-token/org-upload-token-page').then((m) => ({ default: m.OrgUploadTokenPage })),
);
const ProfilePage = lazy(() => import('../profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const YamlPage = lazy(() => import('../yaml/yaml-page').then((m) => ({ default: m.YamlPage })));

/** `/account/:provider/:owner/*`: the account area with the sidebar variant and routes the viewer is allowed. */
export function AccountRoutes() {
  const { provider = '', owner = '', '*': rest = '' } = useParams();
  const configEnv = useConfigEnv();
  const selfHosted = isSelfHosted();
  const ownerQuery = useOwner({ provider, owner });
  const meQuery = useCurrentUser(provider);
  // Okta access needs an enterprise plan, which only hosted installs have.
  const planQuery = usePlanData({ provider, owner }, { enabled: !selfHosted });

  if (ownerQuery.isPending || meQuery.isPending || (!selfHosted && planQuery.isPending))
    return <FullPageLoader fullPage={false} label="Loading account" />;
  if (ownerQuery.isError) return <PageError error={ownerQuery.error} />;
  if (meQuery.isError) return <PageError error={meQuery.error} />;
  if (!ownerQuery.data) return <PageError status={404} />;
  // Settings belong to the owner's own people: a guest is asked to log in, anyone else finds nothing here.
  if (!meQuery.data) return <PageError status={401} />;

  const ownerData = ownerQuery.data;
  if (!ownerData.isCurrentUserPartOfOrg && !ownerData.isAdmin) return <PageError status={404} />;
  const viewerUsername = meQuery.data?.user.username;
  const isPersonal = !!viewerUsername && viewerUsername.toLowerCase() === owner.toLowerCase();
  const access = accountAccess({
    isSelfHosted: selfHosted,
    hideAccessTab: !!configEnv.HIDE_ACCESS_TAB,
    isAdmin: !!ownerData.isAdmin,
    isPersonal,
    // A failed plan read hides the enterprise-only page rather than the whole account area.
    isEnterprisePlan: !!planQuery.data?.plan?.isEnterprisePlan,
  });
  const basePath = ownerPaths.account(provider, owner);
  const yaml = <Navigate to={`${basePath}/yaml`} replace />;
  const indexPage =
    access.index === 'admin' ? (
      <AdminPage provider={provider} owner={ownerData} isPersonal={isPersonal} />
    ) : access.index === 'profile' ? (
      <ProfilePage />
    ) : (
      yaml
    );

  return (
    <Stack gap="lg" data-page="account">
      {ownerData.isCurrentUserPartOfOrg && <OwnerTabs provider={provider} owner={owner} active="settings" />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <AccountSidebar basePath={basePath} pages={access.sidebar} current={rest} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Suspense fallback={<FullPageLoader fullPage={false} label="Loading page" />}>
            <Routes>
              <Route index element={indexPage} />
              {access.oktaAccess && (
                <Route
                  path="okta-access"
                  element={<OktaAccessPage provider={provider} owner={owner} isAdmin={!!ownerData.isAdmin} />}
                />
              )}
              <Route path="yaml" element={<YamlPage provider={provider} owner={owner} />} />
              {access.access && (
                <Route
                  path="access"
                  element={
                    access.access === 'page' ? (
                      <AccessPage provider={provider} />
                    ) : (
                      <Navigate to={basePath} replace />
                    )
                  }
                />
              )}
              <Route
                path="org-upload-token"
                element={
                  access.orgUploadToken ? <OrgUploadTokenPage provider={provider} owner={owner} /> : yaml
                }
              />
              <Route path="*" element={<PageError status={404} />} />
            </Routes>
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
