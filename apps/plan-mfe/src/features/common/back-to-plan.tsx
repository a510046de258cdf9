import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Why the page has nothing to do for this organisation or viewer, with the way back to the plan page. */
export function BackToPlan({ basePath, children }: { basePath: string; children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" data-testid="back-to-plan">
      <Stack gap="xs">
        <Text size="sm">{children}</Text>
        <Anchor component={Link} to={basePath} size="sm">
          Back to your plan
        </Anchor>
      </Stack>
    </Alert>
  );
}
