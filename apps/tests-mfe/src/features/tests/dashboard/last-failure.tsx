import { Anchor, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageError, useRepoStanding } from '@canopy/auth';
import { type TestResult, useLastFailure } from '@canopy/tests-data-access';
import { formatRelativeTime } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';

export const NEVER_FAILED = 'This test has not failed in the last 60 days';

/** The latest failure of a test on the branch: its message, the commit and when. */
function LastFailureBody({ test, branch }: { test: TestResult; branch: string | null }) {
  const { provider, owner, repo, basePath } = useRepoStanding();
  const query = useLastFailure({ provider, owner, repo, testId: test.id, branch });
  if (query.isPending) return <Skeleton height={80} aria-label="Loading the last failure" />;
  if (query.isError) return <PageError error={query.error} />;
  const failure = query.data;
  if (!failure) return <Text size="sm">{NEVER_FAILED}</Text>;
  return (
    <Stack gap="xs" data-testid="last-failure">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Last failure
        </Text>
        <Text size="sm" c="dimmed">
          on commit{' '}
          <Anchor component={Link} to={repoPaths.commit(basePath, failure.commitid)} ff="monospace" size="sm">
            {failure.commitid.slice(0, 7)}
          </Anchor>{' '}
          {formatRelativeTime(failure.failedAt)}
        </Text>
      </Group>
      {failure.message ? (
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 400, overflow: 'auto' }}
        >
          {failure.message}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          The failure has no message.
        </Text>
      )}
    </Stack>
  );
}

export interface LastFailureDialogProps {
  /** The test whose failure is shown; null: closed. */
  test: TestResult | null;
  branch: string | null;
  onClose: () => void;
}

/** A test's last failure, loaded when it is opened. */
export function LastFailureDialog({ test, branch, onClose }: LastFailureDialogProps) {
  return (
    <Modal
      opened={!!test}
      onClose={onClose}
      size="xl"
      title={
        test && (
          <Text span fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
            {test.name}
          </Text>
        )
      }
    >
      {test && <LastFailureBody test={test} branch={branch} />}
    </Modal>
  );
}
