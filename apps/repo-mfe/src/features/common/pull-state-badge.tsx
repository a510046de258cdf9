import { Badge, type MantineSize } from '@mantine/core';
import { IconGitMerge, IconGitPullRequest, IconGitPullRequestClosed } from '@tabler/icons-react';
import type { PullState } from '@canopy/repo-data-access';

export const pullStateLabels: Record<PullState, string> = {
  OPEN: 'Open',
  MERGED: 'Merged',
  CLOSED: 'Closed',
};

const looks = {
  OPEN: { color: 'green', Icon: IconGitPullRequest },
  MERGED: { color: 'violet', Icon: IconGitMerge },
  CLOSED: { color: 'red', Icon: IconGitPullRequestClosed },
} as const;

/** The state of a pull request as a pill: the word and an icon carry it, the colour only repeats it. */
export function PullStateBadge({ state, size = 'sm' }: { state: PullState; size?: MantineSize }) {
  const { color, Icon } = looks[state];
  return (
    <Badge
      size={size}
      color={color}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      data-state={state}
      style={{ flexShrink: 0 }}
    >
      {pullStateLabels[state]}
    </Badge>
  );
}
