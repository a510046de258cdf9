import { useState } from 'react';
import { Stack } from '@mantine/core';
import { serverOrigin, useConfigEnv, useRepoStanding } from '@canopy/auth';
import { OptionLinks, PageHeading } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { CliGuide } from '../onboarding/cli-guide';
import { GithubActionsGuide } from '../onboarding/github-actions-guide';
import type { FrameworkId } from '../onboarding/test-guides';

export const setupOptions = [
  { id: 'github-actions', label: 'Using GitHub Actions', path: '' },
  { id: 'canopy-cli', label: "Using Canopy's CLI", path: 'canopy-cli' },
] as const;

export type SetupOption = (typeof setupOptions)[number];

export interface TestsOnboardingProps {
  basePath: string;
  option: SetupOption;
}

/** The runner the repository's languages suggest; Pytest otherwise (as the reference lists it first). */
function suggestedFramework(languages: readonly string[] | null | undefined): FrameworkId {
  const known = new Set((languages ?? []).map((language) => language.toLowerCase()));
  if (known.has('python')) return 'pytest';
  if (known.has('typescript') || known.has('javascript')) return 'jest';
  if (known.has('go')) return 'go';
  if (known.has('php')) return 'phpunit';
  return 'pytest';
}

/** `tests/new[/canopy-cli]`: how to write a JUnit XML file in CI and send it to this Canopy. */
export function TestsOnboarding({ basePath, option }: TestsOnboardingProps) {
  const { owner, query } = useRepoStanding();
  const config = useConfigEnv();
  // The routes render this page once the repository is loaded.
  const repository = query.data?.repository;
  const [framework, setFramework] = useState(() => suggestedFramework(repository?.languages));
  const guideProps = {
    url: serverOrigin(config.API_URL),
    owner,
    token: repository?.uploadToken ?? null,
    basePath,
    framework,
    onFrameworkChange: setFramework,
  };
  return (
    <Stack gap="lg" maw={880} data-page="tests-onboarding" data-guide={option.id}>
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
      {option.id === 'canopy-cli' ? <CliGuide {...guideProps} /> : <GithubActionsGuide {...guideProps} />}
    </Stack>
  );
}
