import { Badge } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

/** Shown on owner and repository pages when the viewer is not part of the org (spec §2). */
export function VisitorBadge() {
  return (
    <Badge
      variant="light"
      color="gray"
      leftSection={<IconEye size={12} aria-hidden />}
      data-testid="visitor-badge"
    >
      Viewing as visitor
    </Badge>
  );
}
