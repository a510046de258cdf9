import { Anchor, Code, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CodeSnippet, type GuideStep } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { CODECOV_CLI_INSTALL, codecovCliTestResults, TOKEN_SECRET } from './test-guides';

/** Where canopy-cli comes from: the same words as the coverage set-up guide. */
export function CanopyCliNote() {
  return (
    <Text size="sm" data-testid="canopy-cli-note">
      canopy-cli is Canopy&apos;s own uploader: it comes with Canopy&apos;s source, in <Code>apps/cli</Code>,
      and needs Node.js. From a checkout of that source, <Code>npm install</Code> makes{' '}
      <Code>npx canopy-cli</Code> available. It finds <Code>**/junit*.xml</Code> and{' '}
      <Code>**/TEST-*.xml</Code> files by itself.
    </Text>
  );
}

/** Codecov's CLI uploads test results to this Canopy unchanged. */
export function CodecovCliAlternative({ url }: { url: string }) {
  return (
    <Stack gap="xs" data-testid="codecov-cli-alternative">
      <Text size="sm">
        Already using Codecov&apos;s CLI? It uploads test results here unchanged once <Code>--url</Code>{' '}
        points it at this Canopy (it needs Python 3.9 or later and reads the token from{' '}
        <Code>${TOKEN_SECRET}</Code>):
      </Text>
      <CodeSnippet code={CODECOV_CLI_INSTALL} label="codecov-cli install command" />
      <CodeSnippet code={codecovCliTestResults(url)} label="codecov-cli test results upload command" />
    </Stack>
  );
}

/** The last step: where the results appear once uploaded. */
export function resultsStep(basePath: string, title: string): GuideStep {
  return {
    title,
    body: (
      <Text size="sm">
        Push a commit or open a pull request. Once the results are processed, the failed and flaky tests of
        each branch, with their failure rates and run times, appear on this repository&apos;s{' '}
        <Anchor component={Link} to={repoPaths.tests(basePath)} inherit underline="always">
          Tests tab
        </Anchor>
        ; the commit page lists the tests that failed, and pull requests get a comment listing them with their
        failure messages.
      </Text>
    ),
  };
}
