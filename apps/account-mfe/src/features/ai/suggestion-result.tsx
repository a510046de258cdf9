import { Alert, Badge, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { type AiSuggestion, useAiSuggestion } from '@canopy/account-data-access';
import { errorText } from '@canopy/api-client';
import { AI_TEXTS } from './ai-texts';

const STATUS_COLOURS: Record<string, string> = {
  pending: 'blue',
  done: 'teal',
  failed: 'red',
  skipped: 'gray',
};

function SuggestionBody({ suggestion }: { suggestion: AiSuggestion }) {
  const label = AI_TEXTS.status[suggestion.status] ?? suggestion.status;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {suggestion.status === 'pending' && <Loader size="xs" aria-hidden />}
        <Badge color={STATUS_COLOURS[suggestion.status] ?? 'gray'} variant="light">
          {label}
        </Badge>
        {suggestion.commitid && (
          <Text size="xs" c="dimmed">
            head {suggestion.commitid.slice(0, 7)}
          </Text>
        )}
      </Group>
      {suggestion.error && (
        <Text size="sm" c={suggestion.status === 'done' ? 'dimmed' : 'red'}>
          {suggestion.error}
        </Text>
      )}
      {suggestion.status === 'done' && (
        <Text size="sm" c="dimmed">
          {suggestion.commentPosted ? AI_TEXTS.commentPosted : AI_TEXTS.commentNotPosted}
        </Text>
      )}
      {suggestion.body && (
        <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-suggestion-body">
          {suggestion.body}
        </Code>
      )}
    </Stack>
  );
}

/** The pull's latest suggestion: asked again every few seconds while it is being written. */
export function SuggestionResult(props: { provider: string; owner: string; repo: string; pullId: number }) {
  const query = useAiSuggestion(props);
  if (query.isPending) return <Loader size="sm" aria-label="Loading the suggestion" />;
  if (query.isError)
    return (
      <Alert color="red" title={AI_TEXTS.loadFailed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(query.error, AI_TEXTS.loadFailed)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {AI_TEXTS.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  const { suggestion, pullId, title } = query.data;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm" fw={600}>
        #{pullId}
        {title ? ` ${title}` : ''}
      </Text>
      {suggestion ? (
        <SuggestionBody suggestion={suggestion} />
      ) : (
        <Text size="sm">{AI_TEXTS.noSuggestion}</Text>
      )}
    </Stack>
  );
}
