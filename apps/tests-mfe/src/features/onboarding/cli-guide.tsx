import { Code, Stack, Text } from '@mantine/core';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { FrameworkTabs } from './framework-tabs';
import { CanopyCliNote, CodecovCliAlternative, resultsStep } from './guide-parts';
import {
  canopyCliTestResults,
  canopyCliTestResultsWithOptions,
  type FrameworkId,
  TOKEN_SECRET,
} from './test-guides';
import { TokenStep } from './token-step';

export interface CliGuideProps {
  url: string;
  owner: string;
  token: string | null;
  basePath: string;
  framework: FrameworkId;
  onFrameworkChange: (framework: FrameworkId) => void;
}

/** `tests/new/canopy-cli`: any CI, with canopy-cli (or Codecov's CLI). */
export function CliGuide({ url, owner, token, basePath, framework, onFrameworkChange }: CliGuideProps) {
  const steps: GuideStep[] = [
    {
      title: 'Output a JUnit XML file in your CI',
      body: <FrameworkTabs value={framework} onChange={onFrameworkChange} />,
    },
    {
      title: 'Add the upload token as a secret',
      body: (
        <TokenStep
          owner={owner}
          token={token}
          where="Use your CI's setting for secret (masked) variables, so that it never shows in build logs."
        />
      ),
    },
    { title: 'Install canopy-cli', body: <CanopyCliNote /> },
    {
      title: 'Upload the test results',
      body: (
        <Stack gap="xs">
          <Text size="sm">
            After the tests, also when they failed: <Code>--url</Code> points the CLI at this Canopy and{' '}
            <Code>--token</Code> reads the secret <Code>${TOKEN_SECRET}</Code>.
          </Text>
          <CodeSnippet code={canopyCliTestResults(url)} label="canopy-cli test results upload command" />
          <Text size="sm">
            <Code>--file</Code> names a file instead of searching for them, and <Code>--flag</Code> tags the
            results (both repeatable):
          </Text>
          <CodeSnippet
            code={canopyCliTestResultsWithOptions(url)}
            label="canopy-cli test results upload command with a file and a flag"
          />
          <CodecovCliAlternative url={url} />
        </Stack>
      ),
    },
    resultsStep(basePath, 'See your results'),
  ];
  return <GuideSteps steps={steps} label="CLI set-up steps" />;
}
