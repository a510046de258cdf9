import { Stack } from '@mantine/core';
import type { DetailOwner } from '@canopy/api-client';
import { PageHeading } from '@canopy/ui-kit';
import { DefaultOrgSetting } from './default-org-setting';
import { DeletionCard } from './deletion-card';
import { ManageAdmins } from './manage-admins';
import { OrgDetailsCard } from './org-details-card';
import { ProfileDetailsForm } from './profile-details-form';

export interface AdminPageProps {
  provider: string;
  owner: DetailOwner;
  /** The owner is the signed-in person's own account. */
  isPersonal: boolean;
}

/**
 * The account area's landing page for those who administer the owner (hosted edition): an organisation's details
 * and admins, or the person's own details; both with the default organization and how to delete.
 */
export function AdminPage({ provider, owner, isPersonal }: AdminPageProps) {
  const username = owner.username ?? '';
  return (
    <Stack gap="lg" data-page="account-admin">
      <PageHeading
        title={isPersonal ? 'Account' : 'Organization'}
        description={isPersonal ? 'Your account on Canopy.' : `Settings of ${username} on Canopy.`}
      />
      {isPersonal ? (
        <ProfileDetailsForm provider={provider} />
      ) : (
        <>
          <OrgDetailsCard provider={provider} owner={owner} />
          <ManageAdmins provider={provider} owner={username} />
        </>
      )}
      <DefaultOrgSetting provider={provider} />
      <DeletionCard isPersonal={isPersonal} />
    </Stack>
  );
}
