import { Anchor, Group, Loader, Text } from '@mantine/core';
import { useIsSyncingWithGitProvider, useSyncWithGitProvider } from '@canopy/api-client';
import { isGitHub } from '@canopy/auth';
import { useOwnerRateLimitStatus } from '@canopy/repo-data-access/owner-page';
import { GithubRateLimitNote } from '../rate-limit/github-rate-limit-note';

export interface ResyncRepositoriesProps {
  provider: string;
  /** Runs when the sync is over: the list on screen asks for its repositories again. */
  onSynced: () => void;
}

/**
 * "Not seeing a repository? Resync": reads the viewer's organisations and repositories from their git host
 * again, for a repository made there since the last sync. Shown only to members (the viewer's own account
 * or an organisation they belong to): the sync reads the viewer's host, not the owner's. While GitHub
 * rate-limits the viewer a sync would not run, so the note on GitHub's rate limits takes the button's place.
 */
export function ResyncRepositories({ provider, onSynced }: ResyncRepositoriesProps) {
  const github = isGitHub(provider);
  const sync = useSyncWithGitProvider();
  const rateLimit = useOwnerRateLimitStatus(provider, { enabled: github });
  const status = useIsSyncingWithGitProvider(provider, {
    onFinished: () => {
      onSynced();
      // The sync that just ended may have met the limit, or cleared it.
      if (github) void rateLimit.refetch();
    },
  });
  const syncing = sync.isPending || status.data === true;

  return (
    // One live region for the whole control, so the change to "Syncing…" and back is read out.
    <div aria-live="polite">
      {syncing ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Syncing repositories…
          </Text>
        </Group>
      ) : github && rateLimit.data === true ? (
        <Text size="sm" c="dimmed">
          Not seeing a repository? <GithubRateLimitNote />
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not seeing a repository?{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => sync.mutate({ provider })}>
            Resync
          </Anchor>
          {sync.isError && (
            <Text span size="sm" c="red" ml="xs">
              The sync could not be started.
            </Text>
          )}
        </Text>
      )}
    </div>
  );
}
