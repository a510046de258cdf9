import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { Banner } from '@canopy/ui-kit';
import { contactSalesUrl } from '@canopy/ui-kit/data-views';
import { uploadLimitState } from './upload-limit';

export interface UploadLimitBannerProps {
  provider: string;
  owner: string;
  /** `Owner.numberOfUploads`: the org's uploads to private repositories in the last 30 days. */
  numberOfUploads: number | null | undefined;
}

/**
 * Spec §7: the hosted plan's monthly upload limit, once the org is at 90 % of it or has reached it, with the way
 * out (upgrade, or sales). Not dismissible: uploads are refused until the count drops or the plan changes.
 * Callers show it to members of the org on a hosted install.
 */
export function UploadLimitBanner({ provider, owner, numberOfUploads }: UploadLimitBannerProps) {
  const { MARKETING_BASE_URL } = useConfigEnv();
  const planData = usePlanData({ provider, owner });
  const plan = planData.data?.plan;
  const state = uploadLimitState(plan?.monthlyUploadLimit, numberOfUploads);
  if (!plan || !state) return null;

  const reached = state === 'reached';
  return (
    <Banner
      variant={reached ? 'error' : 'warning'}
      title={reached ? 'Upload limit has been reached' : 'Upload limit almost reached'}
    >
      <Stack gap="xs">
        <Text inherit>
          This org is currently on the {plan.marketingName} plan; which includes {plan.monthlyUploadLimit}{' '}
          free uploads monthly. It has made {numberOfUploads} uploads to private repositories in the last 30
          days
          {reached
            ? ': new ones are refused, so their reports will not be generated.'
            : `; once it reaches ${plan.monthlyUploadLimit}, new ones are refused.`}{' '}
          Upgrade the plan for unlimited uploads.
        </Text>
        <Group gap="md">
          <Button component={Link} to={`${ownerPaths.plan(provider, owner)}/upgrade`} size="xs">
            Upgrade plan
          </Button>
          <Text inherit size="sm">
            Need help?{' '}
            <Anchor href={contactSalesUrl(MARKETING_BASE_URL)} target="_blank" rel="noreferrer" inherit>
              Contact our sales team
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Banner>
  );
}
