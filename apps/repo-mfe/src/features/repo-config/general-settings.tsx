import { Divider, Stack } from '@mantine/core';
import { PageError } from '@canopy/auth';
import { useRepoSettings, useRepoSettingsTeam } from '@canopy/repo-data-access';
import { FullPageLoader } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { DangerZone } from './danger-zone';
import { DefaultBranch } from './default-branch';
import { RepositoryTokens } from './repository-tokens';

/** `config/general`: default branch, tokens, secret strings, deactivation and erasing (reference §9.8 General). */
export function GeneralSettings() {
  const { provider, owner, repo, isTeamPrivate = false } = useRepoFrame();
  // A Team-plan owner's private repository reads the cut-down settings (spec §7 GetRepoSettingsTeam).
  const full = useRepoSettings({ provider, owner, repo }, { enabled: !isTeamPrivate });
  const team = useRepoSettingsTeam({ provider, owner, repo }, { enabled: isTeamPrivate });
  const query = isTeamPrivate ? team : full;
  if (query.isError) return <PageError error={query.error} />;
  if (!query.data) return <FullPageLoader fullPage={false} label="Loading settings" />;
  const settings = query.data;
  return (
    <Stack gap="xl" maw={760} data-testid="general-settings">
      <DefaultBranch defaultBranch={settings.defaultBranch} />
      <Divider />
      <RepositoryTokens
        uploadToken={settings.uploadToken}
        graphToken={settings.graphToken}
        uploadTokenRequired={settings.uploadTokenRequired}
        isPrivate={settings.private}
      />
      <Divider />
      <DangerZone activated={settings.activated} />
    </Stack>
  );
}
