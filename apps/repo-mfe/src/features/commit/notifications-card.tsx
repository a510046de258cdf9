import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCommitNotifications, type CommitArgs, type CommitNotification } from '@canopy/repo-data-access';
import { formatRelativeTime } from '../common/relative-time';

const stateColors: Record<string, string> = { success: 'green', failure: 'red', error: 'orange' };

/** The badge says what the host shows (the state) when it was posted, else what went wrong. */
function badgeOf(row: CommitNotification): { label: string; color: string } {
  if (row.outcome === 'FAILED') return { label: 'not posted', color: 'red' };
  if (row.outcome === 'SKIPPED') return { label: 'skipped', color: 'gray' };
  // The comment says uploads failed processing instead of showing coverage (notify_error).
  if (row.kind === 'UPLOAD_ERROR_COMMENT') return { label: 'upload errors', color: 'orange' };
  if (row.state) return { label: row.state, color: stateColors[row.state] ?? 'gray' };
  return { label: 'posted', color: 'blue' };
}

function NotificationRow({ row }: { row: CommitNotification }) {
  const badge = badgeOf(row);
  const detail = row.outcome === 'POSTED' ? row.description : (row.error ?? row.description);
  return (
    <Stack gap={2} component="li">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" ff="monospace" truncate>
            {row.name}
          </Text>
          {row.kind === 'CHECK_RUN' && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              check run
            </Text>
          )}
        </Group>
        <Badge size="sm" variant="light" color={badge.color}>
          {badge.label}
        </Badge>
      </Group>
      {detail && (
        <Text size="xs" c={row.outcome === 'FAILED' ? 'red' : 'dimmed'}>
          {detail}
          {row.postedAt && row.outcome === 'POSTED' ? ` · ${formatRelativeTime(row.postedAt)}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What went to the git host for the commit: its statuses (or GitHub check runs in their place) and the pull request
 * comment, in a compact list.
 */
export function NotificationsCard({ commit }: { commit: CommitArgs }) {
  const query = useCommitNotifications(commit);
  const rows = query.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notifications-card-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="notifications-card-title">
          Statuses and comment
        </Title>
        {query.isPending ? (
          <Skeleton height={16} role="status" aria-label="Loading notifications" />
        ) : query.isError ? (
          <Text size="sm" c="dimmed">
            The notifications could not be loaded.
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has been posted to the git host for this commit.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <NotificationRow key={row.name} row={row} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
