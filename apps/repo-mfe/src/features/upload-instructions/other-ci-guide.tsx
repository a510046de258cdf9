import { Code, Stack, Text } from '@mantine/core';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { codecovYmlStep, FrameworkStep } from './guide-steps';
import {
  canopyCliUpload,
  CODECOV_CLI_INSTALL,
  codecovCliUpload,
  type Framework,
  type SetupValues,
  TOKEN_SECRET,
} from './setup-guides';
import { TokenStep } from './token-step';

export interface OtherCiGuideProps {
  values: SetupValues;
  framework: Framework;
  onFrameworkChange: (framework: Framework) => void;
}

/** `/new/other-ci` (and `/new` off GitHub): any CI, with Codecov's CLI or Canopy's own canopy-cli. */
export function OtherCiGuide({ values, framework, onFrameworkChange }: OtherCiGuideProps) {
  const steps: GuideStep[] = [
    {
      title: 'Output a coverage report file',
      body: <FrameworkStep framework={framework} onChange={onFrameworkChange} />,
    },
    {
      title: 'Add the upload token as a secret',
      body: (
        <TokenStep where="Use your CI's setting for secret (masked) variables, so that it never shows in build logs." />
      ),
    },
    {
      title: "Install Codecov's CLI",
      body: (
        <Stack gap="xs">
          <Text size="sm">In the job that runs your tests (it needs Python 3.9 or later):</Text>
          <CodeSnippet code={CODECOV_CLI_INSTALL} label="codecov-cli install command" />
        </Stack>
      ),
    },
    {
      title: 'Upload the report after your tests',
      body: (
        <Stack gap="xs">
          <Text size="sm">
            <Code>--url</Code> points the CLI at this Canopy; it reads the token from{' '}
            <Code>${TOKEN_SECRET}</Code>.
          </Text>
          <CodeSnippet code={codecovCliUpload(values, framework)} label="codecov-cli upload command" />
          <Text size="sm">
            Or with canopy-cli, Canopy&apos;s own uploader (it comes with Canopy&apos;s source, in{' '}
            <Code>apps/cli</Code>, and needs Node.js), run from your project&apos;s folder:
          </Text>
          <CodeSnippet code={canopyCliUpload(values, framework)} label="canopy-cli upload command" />
        </Stack>
      ),
    },
    codecovYmlStep(values),
    {
      title: `Merge to ${values.defaultBranch}`,
      body: (
        <Text size="sm">
          Once the change is merged, every build uploads its coverage. This page shows the coverage as soon as
          the first report is processed.
        </Text>
      ),
    },
  ];
  return <GuideSteps steps={steps} label="CLI set-up steps" />;
}
