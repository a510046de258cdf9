import { Anchor, Text } from '@mantine/core';
import { repoQuery, useGraphqlQuery, type Plan } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { TopBanner } from './top-banner';

export const BUNDLE_FEEDBACK_BANNER_KEY = 'bundle-feedback-banner';
export const PRO_FEEDBACK_BANNER_KEY = 'pro-feedback-banner';
export const TEAM_FEEDBACK_BANNER_KEY = 'team-feedback-banner';

function Survey({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit fw={600}>
      1-minute survey
    </Anchor>
  );
}

/** Spec §2: on a Pro or a Team plan (not while trialling), a survey about the plan. */
export function PlanFeedbackBanners({ plan }: { plan: Plan }) {
  const links = staticLinks(useConfigEnv());
  if (plan.trialStatus === 'ONGOING') return null;
  if (plan.isTeamPlan)
    return (
      <TopBanner bannerKey={TEAM_FEEDBACK_BANNER_KEY}>
        <Text inherit>
          How is the Team plan working for your org? Tell us in a{' '}
          <Survey href={links.teamPlanFeedbackSurvey} />.
        </Text>
      </TopBanner>
    );
  if (plan.isProPlan)
    return (
      <TopBanner bannerKey={PRO_FEEDBACK_BANNER_KEY}>
        <Text inherit>
          How is the Pro plan working for your org? Tell us in a <Survey href={links.proPlanFeedbackSurvey} />
          .
        </Text>
      </TopBanner>
    );
  return null;
}

/**
 * Spec §2: the bundle analysis survey, once the org has tried bundle analysis. Shown on the pages of a repository
 * that the server says has bundle analysis (`Repository.bundleAnalysisEnabled`), which is how the org tried it.
 */
export function BundleFeedbackBanner({
  provider,
  owner,
  repo,
}: {
  provider: string;
  owner: string;
  repo: string;
}) {
  const links = staticLinks(useConfigEnv());
  // The repository page asks the same query: one request, one cached answer.
  const { data } = useGraphqlQuery(repoQuery({ provider, owner, repo }));
  if (data?.repository?.bundleAnalysisEnabled !== true) return null;
  return (
    <TopBanner bannerKey={BUNDLE_FEEDBACK_BANNER_KEY}>
      <Text inherit>
        Your org has tried bundle analysis. How did it go? Tell us in a{' '}
        <Survey href={links.bundleFeedbackSurvey} />.
      </Text>
    </TopBanner>
  );
}
