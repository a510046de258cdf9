import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A list that failed to load, with a way to ask again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`${what} failed to load`}
      data-state="error"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Try again in a moment.</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
