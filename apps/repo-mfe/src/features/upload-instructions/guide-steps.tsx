import { Box, Stack, Text } from '@mantine/core';
import { Select } from '@canopy/ui-kit';
import { CodeSnippet, type GuideStep } from '@canopy/ui-kit/data-views';
import { validateYamlCommand } from '../common/validate-yaml-command';
import { FRAMEWORKS, type Framework, STARTER_CODECOV_YML, type SetupValues } from './setup-guides';

export interface FrameworkStepProps {
  framework: Framework;
  onChange: (framework: Framework) => void;
}

/** Step "output a coverage report": the test framework, and how it writes a report Canopy reads. */
export function FrameworkStep({ framework, onChange }: FrameworkStepProps) {
  return (
    <Stack gap="xs">
      <Box maw={260}>
        <Select
          label="Test framework"
          items={FRAMEWORKS}
          value={framework}
          itemToString={(item) => item.label}
          getKey={(item) => item.id}
          onChange={onChange}
        />
      </Box>
      {framework.install && (
        <CodeSnippet code={framework.install} label={`${framework.label} install command`} />
      )}
      <CodeSnippet
        code={framework.run}
        label={`${framework.label} test command`}
        caption={`run the tests: it writes ${framework.report}`}
      />
    </Stack>
  );
}

/** The optional last step: a starting `codecov.yml`, and how to check one against this Canopy. */
export function codecovYmlStep(values: SetupValues): GuideStep {
  return {
    title: 'Add a codecov.yml (optional)',
    body: (
      <Stack gap="xs">
        <Text size="sm">
          Canopy reads the repository&apos;s codecov.yml at every commit, as Codecov does. This one fails the
          project status when coverage drops by more than 1% and the patch status when less than 80% of the
          new lines are covered:
        </Text>
        <CodeSnippet code={STARTER_CODECOV_YML} label="codecov.yml" caption="codecov.yml" />
        <CodeSnippet
          code={validateYamlCommand(values.url)}
          label="validation command"
          caption="check it before committing"
        />
      </Stack>
    ),
  };
}
