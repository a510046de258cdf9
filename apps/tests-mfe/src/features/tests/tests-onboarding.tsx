import { Stack, Text, Title } from '@mantine/core';
import { NotAvailable } from '../common/not-available';
import { OptionLinks } from '../common/option-links';

export const setupOptions = [
  { id: 'github-actions', label: 'Using GitHub Actions', path: '' },
  { id: 'canopy-cli', label: "Using Canopy's CLI", path: 'canopy-cli' },
] as const;

export type SetupOption = (typeof setupOptions)[number];

export interface TestsOnboardingProps {
  basePath: string;
  option: SetupOption;
}

/** `tests/new[/canopy-cli]`: how to send JUnit test results. */
export function TestsOnboarding({ basePath, option }: TestsOnboardingProps) {
  return (
    <Stack gap="lg" data-page="tests-onboarding">
      <div>
        <Title order={2} size="h3">
          Test Analytics
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          See test run times, failure rates and flaky tests across your CI runs, from the JUnit XML files your
          test runner writes.
        </Text>
      </div>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Select a setup option
        </Text>
        <OptionLinks
          label="Select a setup option"
          active={option.id}
          options={setupOptions.map((o) => ({
            id: o.id,
            label: o.label,
            to: o.path ? `${basePath}/tests/new/${o.path}` : `${basePath}/tests/new`,
          }))}
        />
      </Stack>
      <NotAvailable feature="The set-up guide">
        The steps to write a JUnit XML file in CI and upload it{' '}
        {option.id === 'canopy-cli' ? 'with the CLI' : 'from a GitHub Actions workflow'} will appear here.
      </NotAvailable>
    </Stack>
  );
}
