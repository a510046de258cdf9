import { Box, Code, Text } from '@mantine/core';
import { useHasAdmins } from '@canopy/api-client';
import { Banner } from '@canopy/ui-kit';

/** Spec §2: a self-hosted install with no install admin says so, and how to name them. */
export function MissingAdminsBanner({ provider }: { provider: string }) {
  const { data: hasAdmins } = useHasAdmins(provider);
  if (hasAdmins !== false) return null;
  return (
    <Box mb="md">
      <Banner variant="warning" title="Missing designated admins">
        <Text inherit>
          This install has no admins configured, so nobody can manage its users and seats. List their
          usernames in <Code>CANOPY_ADMINS</Code> in the install&apos;s configuration (for example{' '}
          <Code>CANOPY_ADMINS=gh:your-username</Code>) and restart Canopy.
        </Text>
      </Banner>
    </Box>
  );
}
