import { useLocation } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import { isSelfHosted, useConfigEnv, useSessionUser } from '@canopy/auth';
import { routeContext } from '../../app/route-context';
import { isLoginPath } from '../login/sign-in-links';
import { BundleFeedbackBanner, PlanFeedbackBanners } from './feedback-banners';
import { TrialBanners } from './trial-banners';
import { isUploadTokenPage, UploadTokenBanners } from './upload-token-banners';

interface OwnerBannersProps {
  provider: string;
  owner: string;
  repo?: string;
}

/**
 * Trial and plan-survey banners: hosted installs, members of the organisation only (spec §6). The server gives
 * the plan only to the owner itself and its members (`isCurrentUserPartOfOrg`): a visitor gets none, and no banner.
 */
function PlanBanners({ provider, owner }: OwnerBannersProps) {
  const { data } = usePlanData({ provider, owner });
  const plan = data?.plan;
  if (!plan) return null;
  return (
    <>
      <TrialBanners provider={provider} owner={owner} plan={plan} />
      <PlanFeedbackBanners plan={plan} />
    </>
  );
}

/**
 * The dismissible banners above an owner's pages for a signed-in user: trial, upload-token requirement and
 * feedback surveys (spec §2). The Okta, session and self-hosted banners sit beside them in the layout.
 */
export function TopBanners() {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  const hosted = !isSelfHosted(useConfigEnv());
  const { provider, owner, repo } = routeContext(pathname);
  if (!user || !provider || !owner || isLoginPath(pathname)) return null;
  return (
    <div data-testid="top-banners">
      {hosted && <PlanBanners provider={provider} owner={owner} />}
      {!isUploadTokenPage(pathname) && <UploadTokenBanners provider={provider} owner={owner} />}
      {hosted && repo && <BundleFeedbackBanner provider={provider} owner={owner} repo={repo} />}
    </div>
  );
}
