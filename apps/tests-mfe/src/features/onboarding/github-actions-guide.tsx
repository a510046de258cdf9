import { Code, Stack, Text } from '@mantine/core';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { FrameworkTabs } from './framework-tabs';
import { CanopyCliNote, CodecovCliAlternative, resultsStep } from './guide-parts';
import { githubActionsWorkflow, TEST_FRAMEWORKS, type FrameworkId, uploadStep } from './test-guides';
import { TokenStep } from './token-step';

export interface GithubActionsGuideProps {
  url: string;
  owner: string;
  token: string | null;
  basePath: string;
  framework: FrameworkId;
  onFrameworkChange: (framework: FrameworkId) => void;
}

/** `tests/new`: the tests write JUnit XML, the token becomes a secret, and a workflow step uploads the file. */
export function GithubActionsGuide({
  url,
  owner,
  token,
  basePath,
  framework,
  onFrameworkChange,
}: GithubActionsGuideProps) {
  const chosen = TEST_FRAMEWORKS.find((f) => f.id === framework) ?? TEST_FRAMEWORKS[0]!;
  const steps: GuideStep[] = [
    {
      title: 'Output a JUnit XML file in your CI',
      body: <FrameworkTabs value={framework} onChange={onFrameworkChange} />,
    },
    {
      title: 'Add the upload token and the upload step',
      body: (
        <Stack gap="sm">
          <TokenStep
            owner={owner}
            token={token}
            where="In GitHub, open the repository's Settings, then Secrets and variables, Actions, and add a new repository secret."
          />
          <Text size="sm">
            Then add this step after the one that runs your tests. <Code>if: {'${{ !cancelled() }}'}</Code>{' '}
            runs it when tests fail too, which is when the results matter most:
          </Text>
          <CodeSnippet code={uploadStep(url)} label="GitHub Actions upload step" />
          <CanopyCliNote />
        </Stack>
      ),
    },
    {
      title: 'A complete workflow',
      body: (
        <Stack gap="xs">
          <Text size="sm">
            With {chosen.label}, a workflow that runs the tests and uploads their results:
          </Text>
          <CodeSnippet
            code={githubActionsWorkflow(url, chosen)}
            label="GitHub Actions workflow"
            caption=".github/workflows/tests.yml"
          />
          <CodecovCliAlternative url={url} />
        </Stack>
      ),
    },
    resultsStep(basePath, 'Run your test suite'),
  ];
  return <GuideSteps steps={steps} label="GitHub Actions set-up steps" />;
}
