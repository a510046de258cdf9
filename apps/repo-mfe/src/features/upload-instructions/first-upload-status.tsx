import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { repoQuery, type Repository, useGraphqlQuery } from '@canopy/api-client';
import { toast } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { useRepoFrame } from '../common/repo-frame-context';
import { usePageVisible } from './use-page-visible';

/** How often the set-up page asks whether the first upload has arrived, while it is in view. */
export const FIRST_UPLOAD_POLL_INTERVAL = 5_000;

/**
 * 'waiting': no upload yet; 'processing': uploads arrived, the default branch has no processed report yet;
 * 'arrived': the default branch has coverage, so the overview has something to show.
 */
export type FirstUploadState = 'waiting' | 'processing' | 'arrived';

export function firstUploadState(
  repository: Pick<Repository, 'active' | 'coverageAnalytics'>,
): FirstUploadState {
  if (!repository.active) return 'waiting';
  return repository.coverageAnalytics?.commitSha ? 'arrived' : 'processing';
}

function PollError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-state="poll-error"
      title="Could not check for uploads"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {error.message.replace(/\.$/, '')}. This page tries again in {FIRST_UPLOAD_POLL_INTERVAL / 1000}{' '}
          seconds.
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Check now
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Whether the repository's first upload has arrived, kept live: while the page is in view it asks again every
 * few seconds through the repository's own query (the frame follows the same answer), and stops once the
 * default branch has coverage. A page that saw the repository without coverage then opens its overview.
 */
export function FirstUploadStatus() {
  const { provider, owner, repo, repository, basePath } = useRepoFrame();
  const navigate = useNavigate();
  const visible = usePageVisible();
  const state = firstUploadState(repository);
  const poll = useGraphqlQuery(repoQuery({ provider, owner, repo }), {
    // A failed check (no data) is tried again at the same pace.
    refetchInterval: (data) =>
      visible && (!data?.repository || firstUploadState(data.repository) !== 'arrived')
        ? FIRST_UPLOAD_POLL_INTERVAL
        : false,
  });

  // Only a page that was waiting moves on by itself; one opened after coverage arrived stays to be read.
  const waited = useRef(state !== 'arrived');
  useEffect(() => {
    if (state !== 'arrived' || !waited.current) return;
    waited.current = false;
    toast.success(`Coverage of ${owner}/${repo} has arrived`);
    void navigate(basePath, { replace: true });
  }, [state, basePath, navigate, owner, repo]);

  if (state === 'arrived') {
    return (
      <Alert
        variant="light"
        color="green"
        icon={<IconCircleCheck size={18} aria-hidden />}
        data-testid="first-upload"
        data-state="arrived"
      >
        Coverage reports have arrived.{' '}
        <Anchor component={Link} to={basePath} inherit underline="always">
          View the coverage
        </Anchor>
      </Alert>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="first-upload" data-state={state}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" role="status">
          <Loader size="sm" aria-hidden />
          {state === 'waiting' ? (
            <Text size="sm" fw={600}>
              Waiting for the first upload to {owner}/{repo}
            </Text>
          ) : (
            <Text size="sm" fw={600}>
              Uploads have arrived; waiting for the coverage of{' '}
              {repository.defaultBranch ?? 'the default branch'}
            </Text>
          )}
        </Group>
        {state === 'waiting' ? (
          <Text size="sm" c="dimmed">
            Follow one of the guides below. This page checks for uploads every{' '}
            {FIRST_UPLOAD_POLL_INTERVAL / 1000} seconds while it is open, and shows the coverage as soon as
            the first report is processed.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            The coverage shows here once a report of {repository.defaultBranch ?? 'the default branch'} is
            processed. Uploads of other branches are listed on the{' '}
            <Anchor component={Link} to={repoPaths.commits(basePath)} inherit underline="always">
              Commits page
            </Anchor>
            .
          </Text>
        )}
        {poll.isError && <PollError error={poll.error} onRetry={() => void poll.refetch()} />}
      </Stack>
    </Paper>
  );
}
