import { Group, Text } from '@mantine/core';
import { IconSpy } from '@tabler/icons-react';

export interface ImpersonationBannerProps {
  /** The person being impersonated; null until the server has answered who that is. */
  username: string | null;
}

/** Shown above the header while a staff member impersonates someone (staff_user cookie), naming them. */
export function ImpersonationBanner({ username }: ImpersonationBannerProps) {
  return (
    <Group
      justify="center"
      gap="xs"
      py={4}
      bg="pink.7"
      c="white"
      role="status"
      aria-live="polite"
      data-impersonation-banner
    >
      <IconSpy size={16} aria-hidden />
      <Text size="sm" fw={700}>
        Impersonating{username ? ` ${username}` : ''}
      </Text>
    </Group>
  );
}
