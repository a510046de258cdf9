import { useState } from 'react';
import { Accordion, Anchor, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CommitFailedTest } from '@canopy/tests-data-access';
import { formatRate } from '../tests/dashboard/format';
import { formatTestDuration, messagePreview } from './test-results-messages';

/** The failure message in a monospace block, long ones trimmed until "Show more". */
function FailureMessage({ message }: { message: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (!message) {
    return (
      <Text size="sm" c="dimmed">
        The test runner gave no failure message.
      </Text>
    );
  }
  const preview = messagePreview(message);
  return (
    <Stack gap={4} align="flex-start">
      <Code
        block
        fz="xs"
        w="100%"
        data-testid="failure-message"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {preview && !expanded ? `${preview}…` : message}
      </Code>
      {preview && (
        <Button size="compact-xs" variant="subtle" onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Stack>
  );
}

/** One failed test: its name and details in the control, its failure message and CI build in the panel. */
export function FailedTestItem({ test }: { test: CommitFailedTest }) {
  const duration = formatTestDuration(test.durationSeconds);
  return (
    <Accordion.Item value={test.testId} data-testid="failed-test" data-flaky={test.isFlaky || undefined}>
      <Accordion.Control>
        <Stack gap={2}>
          <Text size="sm" fw={600} ff="monospace" style={{ wordBreak: 'break-word' }}>
            {test.name}
          </Text>
          <Group gap="xs" wrap="wrap">
            {test.testSuite && (
              <Text size="xs" c="dimmed">
                Suite: {test.testSuite}
              </Text>
            )}
            {duration && (
              <Text size="xs" c="dimmed">
                Run time: {duration}
              </Text>
            )}
            {test.flags.map((flag) => (
              <Badge key={flag} size="xs" variant="light" color="gray">
                {flag}
              </Badge>
            ))}
            {test.isFlaky && (
              <Badge size="xs" variant="light" color="cyan">
                {test.flakeRate == null ? 'Flaky' : `Flaky · ${formatRate(test.flakeRate)} flake rate`}
              </Badge>
            )}
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <FailureMessage message={test.failureMessage} />
          {test.buildUrl && (
            <Anchor href={test.buildUrl} target="_blank" rel="noopener noreferrer" size="sm">
              View the CI build <IconExternalLink size={12} aria-hidden />
            </Anchor>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
