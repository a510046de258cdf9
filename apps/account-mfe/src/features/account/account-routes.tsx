import { Grid, Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useCurrentUser, useOwner } from '@canopy/api-client';
import { isSelfHosted, OwnerTabs, PageError, useConfigEnv } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { accountAccess } from './account-access';
import { AdminPage } from '../admin/admin-page';
import { AccessPage, OktaAccessPage, OrgUploadTokenPage, ProfilePage, YamlPage } from './account-pages';
import { AccountSidebar } from './account-sidebar';

/** `/account/:provider/:owner/*`: the account area with the sidebar variant and routes the viewer is allowed. */
export function AccountRoutes() {
  const { provider = '', owner = '', '*': rest = '' } = useParams();
  const configEnv = useConfigEnv();
  const selfHosted = isSelfHosted();
  const ownerQuery = useOwner({ provider, owner });
  const meQuery = useCurrentUser(provider);

  if (ownerQuery.isPending || meQuery.isPending)
    return <FullPageLoader fullPage={false} label="Loading account" />;
  if (ownerQuery.isError) return <PageError error={ownerQuery.error} />;
  if (meQuery.isError) return <PageError error={meQuery.error} />;
  if (!ownerQuery.data) return <PageError status={404} />;

  const ownerData = ownerQuery.data;
  const viewerUsername = meQuery.data?.user.username;
  const isPersonal = !!viewerUsername && viewerUsername.toLowerCase() === owner.toLowerCase();
  const access = accountAccess({
    isSelfHosted: selfHosted,
    hideAccessTab: !!configEnv.HIDE_ACCESS_TAB,
    isAdmin: !!ownerData.isAdmin,
    isPersonal,
    // Okta access needs the owner's plan; without plan data the enterprise-only page stays hidden.
    isEnterprisePlan: false,
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
          <AccountSidebar
            basePath={basePath}
            pages={access.sidebar}
            current={rest}
            isSelfHosted={selfHosted}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Routes>
            <Route index element={indexPage} />
            {access.oktaAccess && <Route path="okta-access" element={<OktaAccessPage />} />}
            <Route path="yaml" element={<YamlPage owner={owner} />} />
            {access.access && <Route path="access" element={<AccessPage />} />}
            <Route path="org-upload-token" element={access.orgUploadToken ? <OrgUploadTokenPage /> : yaml} />
            <Route path="*" element={<PageError status={404} />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
