import { Group, Text } from '@mantine/core';
import type { ContextChoice, UpdateDefaultOrganizationResult } from '@canopy/api-client';
import { APP_ERROR_TOAST_DURATION, Avatar, notify } from '@canopy/ui-kit';

/** Spec §8: a failed default-organization update is an error notification. */
export const DEFAULT_ORG_FAILURE = 'The default organization could not be updated.';

function notifyFailure(message?: string | null) {
  notify({ type: 'error', text: message || DEFAULT_ORG_FAILURE, disappearAfter: APP_ERROR_TOAST_DURATION });
}

/**
 * `mutate` callbacks of `useUpdateDefaultOrganization` that report a failure (returned or thrown) the same way
 * wherever the default organization changes; `onUpdated` runs after a change the server accepted.
 */
export function defaultOrgUpdateCallbacks(onUpdated?: () => void) {
  return {
    onSuccess: (result: UpdateDefaultOrganizationResult) => {
      if (result.error) notifyFailure(result.error.message);
      else onUpdated?.();
    },
    onError: () => notifyFailure(),
  };
}

/** One context in a picker: avatar and name. */
export function ContextChoiceLabel({ choice, strong = false }: { choice: ContextChoice; strong?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar username={choice.username} src={choice.avatarUrl} size="sm" />
      <Text size="sm" fw={strong ? 600 : undefined} truncate>
        {choice.username}
      </Text>
    </Group>
  );
}
