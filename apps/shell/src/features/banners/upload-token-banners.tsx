import { Anchor, Box, Text } from '@mantine/core';
import { Link, matchPath } from 'react-router';
import { useOwnerTokenlessData, useUploadTokenRequired } from '@canopy/api-client';
import { UPLOAD_TOKEN_BANNER_KEYS, UploadToken } from '@canopy/ui-kit';
import { appLinks } from '../../links/links';
import { TopBanner } from './top-banner';

const [REQUIRED_ADMIN, REQUIRED_MEMBER, NOT_REQUIRED_ADMIN, NOT_REQUIRED_MEMBER] = UPLOAD_TOKEN_BANNER_KEYS;

export const TOKEN_REQUIRED_TITLE = 'You must now upload using a token';
export const TOKEN_NOT_REQUIRED_TITLE = 'Your org no longer requires upload tokens';

/**
 * The excluded source of spec §6: the global upload token page, where the requirement is changed and the token
 * shown, says all of this already.
 */
export function isUploadTokenPage(pathname: string): boolean {
  return matchPath('/account/:provider/:owner/org-upload-token/*', pathname) !== null;
}

function GlobalTokenSettings({ provider, owner }: { provider: string; owner: string }) {
  return (
    <Anchor component={Link} to={appLinks.orgUploadToken(provider, owner)} inherit fw={600}>
      Global upload token settings
    </Anchor>
  );
}

/** Masked like on the settings page: banners show on every owner page, screen shares included. */
function OrgToken({ token }: { token: string | null }) {
  if (!token) return null;
  return (
    <Box mt={4}>
      <UploadToken token={token} copyLabel="Copy the global upload token" tokenName="global upload token" />
    </Box>
  );
}

export interface UploadTokenBannersProps {
  provider: string;
  owner: string;
}

/**
 * Spec §2, §4, §6: the organisation's upload-token requirement, for signed-in members of an organisation with
 * active public repositories; admins get the global upload token and its settings, members are sent to them.
 */
export function UploadTokenBanners({ provider, owner }: UploadTokenBannersProps) {
  const args = { provider, owner };
  const { data: repos } = useOwnerTokenlessData(args);
  const shown = !!repos?.hasActiveRepos && !!repos.hasPublicRepos;
  const { data: requirement } = useUploadTokenRequired(args, { enabled: shown });
  if (!shown || !requirement || requirement.uploadTokenRequired === null) return null;
  const admin = requirement.isAdmin === true;

  if (requirement.uploadTokenRequired)
    return admin ? (
      <TopBanner bannerKey={REQUIRED_ADMIN} variant="warning" title={TOKEN_REQUIRED_TITLE}>
        <Text inherit>
          Uploads to the org&apos;s public repositories now need a token: the global upload token below, or
          each repository&apos;s own. <GlobalTokenSettings {...args} />
        </Text>
        <OrgToken token={requirement.orgUploadToken} />
      </TopBanner>
    ) : (
      <TopBanner bannerKey={REQUIRED_MEMBER} variant="warning" title={TOKEN_REQUIRED_TITLE}>
        <Text inherit>
          Uploads to the org&apos;s public repositories now need a token: use the repository&apos;s upload
          token, or contact your admins for the global upload token.
        </Text>
      </TopBanner>
    );

  return admin ? (
    <TopBanner bannerKey={NOT_REQUIRED_ADMIN} title={TOKEN_NOT_REQUIRED_TITLE}>
      <Text inherit>
        Public repositories can upload coverage without a token; private ones still need the global upload
        token below or their own. <GlobalTokenSettings {...args} />
      </Text>
      <OrgToken token={requirement.orgUploadToken} />
    </TopBanner>
  ) : (
    <TopBanner bannerKey={NOT_REQUIRED_MEMBER} title={TOKEN_NOT_REQUIRED_TITLE}>
      <Text inherit>
        Public repositories can upload coverage without a token. To change the upload token settings, contact
        your admins.
      </Text>
    </TopBanner>
  );
}
