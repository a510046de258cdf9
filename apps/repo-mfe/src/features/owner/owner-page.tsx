import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useOwnerPageData } from '@canopy/api-client';
import { isSelfHosted, OwnerTabs, PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { OwnerHeader } from '../owner-header/owner-header';
import { RepoList } from '../repo-list/repo-list';
import { UploadLimitBanner } from './upload-limit-banner';

/**
 * `/:provider/:owner`: the upload limit banner (hosted, members), the owner's header, tabs (members only) and
 * repository list.
 */
export function OwnerPage() {
  const { provider = '', owner = '' } = useParams();
  const pageData = useOwnerPageData({ provider, owner });

  if (pageData.isPending) return <FullPageLoader fullPage={false} label="Loading owner" />;
  if (pageData.isError) return <PageError error={pageData.error} />;
  if (!pageData.data) return <PageError status={404} />;

  const data = pageData.data;
  const isMember = data.isCurrentUserPartOfOrg;
  return (
    <Stack gap="lg" data-page="owner">
      {isMember && !isSelfHosted() && (
        <UploadLimitBanner provider={provider} owner={owner} numberOfUploads={data.numberOfUploads} />
      )}
      <OwnerHeader username={data.username ?? owner} avatarUrl={data.avatarUrl} isMember={isMember} />
      {isMember && <OwnerTabs provider={provider} owner={owner} active="repos" />}
      <RepoList provider={provider} owner={owner} isMember={isMember} canResync={isMember} />
    </Stack>
  );
}
