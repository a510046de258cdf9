import { Code, Stack, Text } from '@mantine/core';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { codecovYmlStep, FrameworkStep } from './guide-steps';
import { circleCiConfig, type Framework, type SetupValues, TOKEN_SECRET } from './setup-guides';
import { TokenStep } from './token-step';

export interface CircleCiGuideProps {
  values: SetupValues;
  framework: Framework;
  onFrameworkChange: (framework: Framework) => void;
}

/** `/new/circle-ci`: the token as a project variable, and Codecov's orb pointed at this Canopy. */
export function CircleCiGuide({ values, framework, onFrameworkChange }: CircleCiGuideProps) {
  const steps: GuideStep[] = [
    {
      title: 'Output a coverage report file',
      body: <FrameworkStep framework={framework} onChange={onFrameworkChange} />,
    },
    {
      title: 'Add the upload token as an environment variable',
      body: (
        <TokenStep where="In CircleCI, open the project's Project Settings, then Environment Variables, and add it there." />
      ),
    },
    {
      title: 'Add the Codecov orb to your CircleCI configuration',
      body: (
        <Stack gap="xs">
          <Text size="sm">
            The orb uploads the report after your tests; <Code>enterprise_url</Code> points it at this Canopy,
            and it reads the token from <Code>{TOKEN_SECRET}</Code>.
          </Text>
          <CodeSnippet
            code={circleCiConfig(values, framework)}
            label="CircleCI configuration"
            caption=".circleci/config.yml"
          />
        </Stack>
      ),
    },
    codecovYmlStep(values),
    {
      title: `Merge to ${values.defaultBranch}`,
      body: (
        <Text size="sm">
          Once the configuration is merged, every build uploads its coverage. This page shows the coverage as
          soon as the first report is processed.
        </Text>
      ),
    },
  ];
  return <GuideSteps steps={steps} label="CircleCI set-up steps" />;
}
