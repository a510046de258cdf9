import { Anchor, Code, Stack, Text } from '@mantine/core';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { codecovYmlStep, FrameworkStep } from './guide-steps';
import { type Framework, githubActionsWorkflow, type SetupValues } from './setup-guides';
import { TokenStep } from './token-step';

export interface GithubActionsGuideProps {
  values: SetupValues;
  framework: Framework;
  onFrameworkChange: (framework: Framework) => void;
  /** The repository's secrets page on its GitHub, when the install knows the host's address. */
  secretsUrl: string | null;
}

/** `/new` on GitHub: the tests write a report, the token becomes a secret, and codecov-action uploads it. */
export function GithubActionsGuide({
  values,
  framework,
  onFrameworkChange,
  secretsUrl,
}: GithubActionsGuideProps) {
  const where = (
    <>
      In GitHub, open the repository&apos;s Settings, then Secrets and variables, Actions, and add a new
      repository secret
      {secretsUrl ? (
        <>
          {' '}
          (
          <Anchor href={secretsUrl} target="_blank" rel="noreferrer" inherit underline="always">
            open it on GitHub
          </Anchor>
          )
        </>
      ) : null}
      .
    </>
  );
  const steps: GuideStep[] = [
    {
      title: 'Output a coverage report file',
      body: <FrameworkStep framework={framework} onChange={onFrameworkChange} />,
    },
    { title: 'Add the upload token as a repository secret', body: <TokenStep where={where} /> },
    {
      title: 'Add Canopy to your GitHub Actions workflow',
      body: (
        <Stack gap="xs">
          <Text size="sm">
            Codecov&apos;s action uploads the report: <Code>url:</Code> points it at this Canopy, and{' '}
            <Code>token:</Code> reads the secret. Add this workflow, or its last step to the workflow that
            runs your tests:
          </Text>
          <CodeSnippet
            code={githubActionsWorkflow(values, framework)}
            label="GitHub Actions workflow"
            caption=".github/workflows/coverage.yml"
          />
        </Stack>
      ),
    },
    codecovYmlStep(values),
    {
      title: `Merge to ${values.defaultBranch}`,
      body: (
        <Text size="sm">
          Once the workflow is merged, every push and pull request uploads its coverage, and pull requests get
          Canopy&apos;s checks and comment. This page shows the coverage as soon as the first report is
          processed.
        </Text>
      ),
    },
  ];
  return <GuideSteps steps={steps} label="GitHub Actions set-up steps" />;
}
