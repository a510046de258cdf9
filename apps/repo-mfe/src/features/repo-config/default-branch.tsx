import { Code, Stack, Text, Title } from '@mantine/core';
import { useUpdateRepository } from '@canopy/repo-data-access';
import { toast } from '@canopy/ui-kit';
import { BranchSelector } from '../branch-selector/branch-selector';
import { useRepoFrame } from '../common/repo-frame-context';

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/** The default branch: the overview's and the badges' branch. Admins change it; members read it. */
export function DefaultBranch({ defaultBranch }: { defaultBranch: string | null }) {
  const { provider, owner, repo, isAdmin } = useRepoFrame();
  const update = useUpdateRepository();

  const change = (branch: string) => {
    if (branch === defaultBranch) return;
    update.mutate(
      { provider, owner, repo, branch },
      {
        onSuccess: ({ error }) =>
          error
            ? toast.error(error.message || FALLBACK_ERROR)
            : toast.success(`Default branch changed to ${branch}`),
        onError: (error) => toast.error(error.message || FALLBACK_ERROR),
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="default-branch-heading">
      <Title order={3} size="h5" id="default-branch-heading">
        Default branch
      </Title>
      <Text size="sm" c="dimmed">
        The branch the overview, the commit list and the badges show first.
      </Text>
      {isAdmin ? (
        <BranchSelector label="Branch Context" value={defaultBranch ?? ''} onChange={change} />
      ) : (
        <Text size="sm" data-testid="default-branch">
          Current default branch: <Code>{defaultBranch ?? 'none'}</Code>
        </Text>
      )}
    </Stack>
  );
}
