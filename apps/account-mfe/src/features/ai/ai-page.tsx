import { Alert, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useAiFeatures } from '@canopy/account-data-access';
import { OwnerTabs, PageError, useFlags } from '@canopy/auth';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { AiCommands } from './ai-commands';
import { AI_TEXTS } from './ai-texts';
import { ConfiguredRepositories } from './configured-repositories';
import { InstallApp } from './install-app';
import { SuggestTests } from './suggest-tests';

function AiFeaturesPage({ provider, owner }: { provider: string; owner: string }) {
  const query = useAiFeatures({ provider, owner });
  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading" />;
  if (query.isError) return <PageError error={query.error} />;
  const features = query.data;
  return (
    <Stack gap="lg" data-page="ai">
      {features.isMember && <OwnerTabs provider={provider} owner={owner} active="ai" />}
      <PageHeading title={AI_TEXTS.title} description={AI_TEXTS.intro} />
      {!features.modelConfigured && (
        <Alert color="yellow" title={AI_TEXTS.modelOffTitle}>
          {AI_TEXTS.modelOff}
        </Alert>
      )}
      {/* Whether and where the app is installed is for the organisation's members only. */}
      {features.isMember &&
        (features.installed ? (
          <ConfiguredRepositories provider={provider} owner={owner} features={features} />
        ) : (
          <InstallApp features={features} />
        ))}
      <AiCommands features={features} />
      <SuggestTests provider={provider} owner={owner} features={features} />
    </Stack>
  );
}

/**
 * `/canopyai/:provider/:owner`: the owner's Canopy AI app, its repositories and commands, and test suggestions for
 * a pull request. Behind the `canopyAiFeaturesTab` flag: without it the page is not there.
 */
export function AiPage() {
  const { provider = '', owner = '' } = useParams();
  const { canopyAiFeaturesTab } = useFlags({ canopyAiFeaturesTab: false });
  if (!canopyAiFeaturesTab) return <PageError status={404} />;
  return <AiFeaturesPage provider={provider} owner={owner} />;
}
