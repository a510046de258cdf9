import { Divider, Stack } from '@mantine/core';
import { useUploadTokenRequired } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { GlobalToken } from './global-token';
import { TokenRequirement } from './token-requirement';

export interface OrgUploadTokenPageProps {
  provider: string;
  owner: string;
}

/** `org-upload-token` (admins; the routes send others to `yaml/`): the token requirement and the global token. */
export function OrgUploadTokenPage({ provider, owner }: OrgUploadTokenPageProps) {
  const query = useUploadTokenRequired({ provider, owner });
  if (query.isError) return <PageError error={query.error} />;
  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading upload token settings" />;
  if (!query.data) return <PageError status={404} />;
  const { orgUploadToken, uploadTokenRequired } = query.data;
  return (
    <Stack gap="lg" data-testid="org-upload-token">
      <PageHeading
        order={2}
        title="Global Upload Token"
        description={`How uploads to the repositories of ${owner} authenticate.`}
      />
      <TokenRequirement provider={provider} owner={owner} required={!!uploadTokenRequired} />
      <Divider />
      <GlobalToken provider={provider} owner={owner} token={orgUploadToken} />
    </Stack>
  );
}
