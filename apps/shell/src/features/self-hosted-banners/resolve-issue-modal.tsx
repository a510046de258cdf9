import { Anchor, Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import type { LicenceBannerState } from './licence-banner-state';

export interface ResolveIssueModalProps {
  opened: boolean;
  onClose: () => void;
  state: LicenceBannerState;
}

/** Spec §8: what a full seat count means (contact support) and how to renew the licence. */
export function ResolveIssueModal({ opened, onClose, state }: ResolveIssueModalProps) {
  const links = staticLinks(useConfigEnv());
  return (
    <Modal opened={opened} onClose={onClose} title="Resolve issue" centered size="lg">
      <Stack gap="lg">
        {state.seatsFull && (
          <Stack gap="xs" data-resolve-issue="seats">
            <Title order={4}>Seat limit reached</Title>
            <Text size="sm">
              Every seat your license allows is taken. People without a seat cannot sign in or open private
              repositories until one is free: an admin can deactivate users on the admin Users page.
            </Text>
            <Text size="sm">
              To add seats,{' '}
              <Anchor href={links.support} target="_blank" rel="noreferrer">
                contact support
              </Anchor>{' '}
              for a license with more seats.
            </Text>
          </Stack>
        )}
        <Stack gap="xs" data-resolve-issue="license">
          <Title order={4}>{state.expired ? 'Renew your license' : 'License renewal'}</Title>
          <Text size="sm">
            {state.expired
              ? 'Your license has expired. Canopy keeps working, but this notice stays until a new license is installed.'
              : 'Renew your license before it ends to keep this install covered.'}{' '}
            Generate a new license, set it as <Code>CANOPY_LICENSE</Code> in the install&apos;s configuration
            and restart Canopy.
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component="a" href={links.generateSelfHostedLicense} target="_blank" rel="noreferrer">
            Generate New License
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
