import { Accordion, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCommitTestResults, type CommitTestResults } from '@canopy/tests-data-access';
import { Banner, type CommitTestResultsProps } from '@canopy/ui-kit';
import { encodeSegment, joinPath, repoPaths } from '@canopy/routes';
import { FailedTestItem } from './failed-test-item';
import { explainUploadError, testResultsSummaryLine } from './test-results-messages';

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}`;

function Counts({ results }: { results: CommitTestResults }) {
  const parts = [
    plural(results.passedCount, 'passed'),
    plural(results.failedCount, 'failed'),
    plural(results.skippedCount, 'skipped'),
  ];
  if (results.flakyCount > 0) parts.push(plural(results.flakyCount, 'flaky'));
  return (
    <Text size="sm" c="dimmed" data-testid="test-counts">
      {parts.join(' · ')}
    </Text>
  );
}

function TestResultsBody({ results }: { results: CommitTestResults }) {
  const error = results.latestUploadError;
  return (
    <>
      <div>
        <Text size="sm" fw={600} data-testid="test-summary">
          {testResultsSummaryLine(results)}
        </Text>
        <Counts results={results} />
      </div>
      {error && (
        <Banner variant="error" title="The latest test results upload failed">
          <Text size="sm" data-testid="test-upload-error">
            {explainUploadError(error.errorCode, error.errorMessage)}
          </Text>
        </Banner>
      )}
      {results.failedTests.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6">
            Failed tests
            {results.failedTests.length < results.failedCount
              ? ` (the first ${results.failedTests.length.toLocaleString('en-US')})`
              : ''}
          </Title>
          <Accordion multiple variant="contained" chevronPosition="left">
            {results.failedTests.map((test) => (
              <FailedTestItem key={test.testId} test={test} />
            ))}
          </Accordion>
        </Stack>
      )}
    </>
  );
}

/**
 * `tests_mfe/CommitTestResults`: the tests that ran on a commit, by each test's latest outcome, and the ones that
 * failed with their messages. Nothing at all when no test results were uploaded for the commit.
 */
export function CommitTestResultsSection({ provider, owner, repo, commitid }: CommitTestResultsProps) {
  const query = useCommitTestResults({ provider, owner, repo, commitid });

  if (query.isPending) {
    return <Skeleton height={56} data-state="test-results-loading" aria-label="Loading the test results" />;
  }
  if (query.isError) {
    return (
      <Banner variant="error" title="The test results could not be loaded">
        <Group gap="sm">
          <Text size="sm">Try again in a moment.</Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      </Banner>
    );
  }
  const results = query.data;
  if (!results) return null;

  const base = repoPaths.repo(provider, owner, repo);
  const analytics = results.branch
    ? joinPath(repoPaths.tests(base), encodeSegment(results.branch))
    : repoPaths.tests(base);
  return (
    <Stack gap="sm" component="section" aria-label="Test results" data-tests-section="commit">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} size="h4">
          Test results
        </Title>
        <Anchor component={Link} to={analytics} size="sm">
          View test analytics
        </Anchor>
      </Group>
      <TestResultsBody results={results} />
    </Stack>
  );
}
