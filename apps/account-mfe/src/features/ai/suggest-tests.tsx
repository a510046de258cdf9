import { useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type AiFeatures, useRequestAiTestSuggestions } from '@canopy/account-data-access';
import { errorText } from '@canopy/api-client';
import { PageHeading, Select } from '@canopy/ui-kit';
import { AI_TEXTS } from './ai-texts';
import { SuggestionResult } from './suggestion-result';

interface Asked {
  repo: string;
  pullId: number;
}

/** Members pick a configured repository and a pull number, ask, and follow the suggestion as it is written. */
export function SuggestTests({
  provider,
  owner,
  features,
}: {
  provider: string;
  owner: string;
  features: AiFeatures;
}) {
  const [repo, setRepo] = useState<string | null>(features.repositories[0] ?? null);
  const [pullId, setPullId] = useState<number | string>('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useRequestAiTestSuggestions();

  const canAsk = features.installed && features.modelConfigured && features.isMember;
  const pull = typeof pullId === 'number' && Number.isInteger(pullId) && pullId > 0 ? pullId : null;

  const ask = () => {
    if (!repo || pull === null) return;
    setRefusal(null);
    request.mutate(
      { provider, owner, repo, pullId: pull },
      {
        onSuccess: (result) => {
          if (result.error) setRefusal(result.error.message ?? AI_TEXTS.askFailed);
          else setAsked({ repo, pullId: pull });
        },
        onError: (error) => setRefusal(errorText(error, AI_TEXTS.askFailed)),
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={AI_TEXTS.suggestTitle}>
      <Stack gap="md">
        <PageHeading order={2} title={AI_TEXTS.suggestTitle} description={AI_TEXTS.suggestIntro} />
        {!features.isMember && <Text size="sm">{AI_TEXTS.membersOnly}</Text>}
        {features.isMember && !features.installed && <Text size="sm">{AI_TEXTS.notInstalled}</Text>}
        {canAsk && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              ask();
            }}
          >
            <Group align="flex-end" gap="sm">
              <Select<string>
                label={AI_TEXTS.repository}
                resourceName="repository"
                items={features.repositories}
                value={repo}
                onChange={setRepo}
                getKey={(name) => name}
                itemToString={(name) => name}
              />
              <NumberInput
                label={AI_TEXTS.pullNumber}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={pullId}
                onChange={setPullId}
                w={180}
              />
              <Button type="submit" disabled={!repo || pull === null} loading={request.isPending}>
                {AI_TEXTS.ask}
              </Button>
            </Group>
          </form>
        )}
        {refusal && (
          <Alert color="red" title={AI_TEXTS.askFailed}>
            {refusal}
          </Alert>
        )}
        {asked && (
          <SuggestionResult provider={provider} owner={owner} repo={asked.repo} pullId={asked.pullId} />
        )}
      </Stack>
    </Card>
  );
}
