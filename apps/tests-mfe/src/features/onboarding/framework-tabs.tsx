import { Code, Stack, Tabs, Text } from '@mantine/core';
import { CodeSnippet } from '@canopy/ui-kit/data-views';
import { JUNIT_FILE, TEST_FRAMEWORKS, type FrameworkId, type TestFramework } from './test-guides';

function FrameworkPanel({ framework }: { framework: TestFramework }) {
  return (
    <Stack gap="xs">
      {framework.install && (
        <CodeSnippet code={framework.install} label={`${framework.label} install command`} />
      )}
      {framework.config && (
        <CodeSnippet
          code={framework.config.code}
          label={`${framework.label} configuration`}
          caption={framework.config.file}
        />
      )}
      <CodeSnippet
        code={framework.run}
        label={`${framework.label} test command`}
        caption={`run the tests: it writes ${JUNIT_FILE}`}
      />
      {framework.id === 'node' && (
        <Text size="sm" c="dimmed">
          The JUnit reporter comes with Node.js 20.13 and later.
        </Text>
      )}
    </Stack>
  );
}

export interface FrameworkTabsProps {
  value: FrameworkId;
  onChange: (value: FrameworkId) => void;
}

/** Step "output a JUnit XML file": a tab per test runner, with what makes it write one. */
export function FrameworkTabs({ value, onChange }: FrameworkTabsProps) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Canopy reads the JUnit XML file your test runner writes. Have it write <Code>{JUNIT_FILE}</Code> in
        the job that runs your tests:
      </Text>
      <Tabs
        value={value}
        onChange={(next) => {
          const framework = TEST_FRAMEWORKS.find((f) => f.id === next);
          if (framework) onChange(framework.id);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Test framework">
          {TEST_FRAMEWORKS.map((framework) => (
            <Tabs.Tab key={framework.id} value={framework.id}>
              {framework.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TEST_FRAMEWORKS.map((framework) => (
          <Tabs.Panel key={framework.id} value={framework.id} pt="sm">
            <FrameworkPanel framework={framework} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
