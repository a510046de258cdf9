import { Divider, Stack } from '@mantine/core';
import { PageError } from '@canopy/auth';
import { useRepoSettings } from '@canopy/repo-data-access';
import { FullPageLoader } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { DangerZone } from './danger-zone';
import { DefaultBranch } from './default-branch';
import { RepositoryTokens } from './repository-tokens';

/** `config/general`: default branch, tokens, secret strings, deactivation and erasing (reference §9.8 General). */
export function GeneralSettings() {
  const { provider, owner, repo } = useRepoFrame();
  const query = useRepoSettings({ provider, owner, repo });
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
