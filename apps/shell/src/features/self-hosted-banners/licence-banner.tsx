import { useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { useSelfHostedSeatsAndLicense } from '@canopy/api-client';
import { Banner } from '@canopy/ui-kit';
import { licenceBannerMessage, licenceBannerState } from './licence-banner-state';
import { ResolveIssueModal } from './resolve-issue-modal';

/** Spec §9: the licence expired or ends within 30 days, or every seat is taken; 'Resolve issue' says what to do. */
export function LicenceBanner({ provider }: { provider: string }) {
  const [opened, setOpened] = useState(false);
  const { data } = useSelfHostedSeatsAndLicense(provider);
  if (!data) return null;
  const state = licenceBannerState(data);
  const message = licenceBannerMessage(state);
  if (!message) return null;
  return (
    <Box mb="md">
      <Banner variant={state.expired ? 'error' : 'warning'}>
        <Group justify="space-between" align="center" wrap="nowrap" data-licence-banner>
          <Text inherit fw={600}>
            {message}
          </Text>
          <Button size="xs" variant="default" onClick={() => setOpened(true)}>
            Resolve issue
          </Button>
        </Group>
        <ResolveIssueModal opened={opened} onClose={() => setOpened(false)} state={state} />
      </Banner>
    </Box>
  );
}
