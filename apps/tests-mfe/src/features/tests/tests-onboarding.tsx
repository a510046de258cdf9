import { Stack } from '@mantine/core';
import { NotAvailable, OptionLinks, PageHeading } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';

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
      <PageHeading
        order={2}
        title="Test Analytics"
        description="See test run times, failure rates and flaky tests across your CI runs, from the JUnit XML files your test runner writes."
      />
      <OptionLinks
        label="Select a setup option"
        active={option.id}
        options={setupOptions.map((o) => ({
          id: o.id,
          label: o.label,
          to: repoPaths.testsSetup(basePath, o.path),
        }))}
      />
      <NotAvailable feature="The set-up guide">
        The steps to write a JUnit XML file in CI and upload it{' '}
        {option.id === 'canopy-cli' ? 'with the CLI' : 'from a GitHub Actions workflow'} will appear here.
      </NotAvailable>
    </Stack>
  );
}
