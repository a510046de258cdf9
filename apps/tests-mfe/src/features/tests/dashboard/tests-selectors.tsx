import { useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useBranchNames } from '@canopy/api-client';
import { useRepoStanding } from '@canopy/auth';
import {
  testResultsIntervals,
  useTestResultsFlags,
  type TestResultsInterval,
} from '@canopy/tests-data-access';
import { Select } from '@canopy/ui-kit';
import { MultiSelect } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { useTestsParams } from './use-tests-params';

/** The "Historical trend" choices. */
export const intervalLabels: Record<TestResultsInterval, string> = {
  INTERVAL_30_DAY: 'Last 30 days',
  INTERVAL_7_DAY: 'Last 7 days',
  INTERVAL_1_DAY: 'Last day',
};

export const RETENTION_NOTE = '60 day retention';

/** "Branch Context": the default branch first, then the others searched on the server, 20 at a time. */
function BranchSelect({ branch, defaultBranch }: { branch: string | null; defaultBranch: string | null }) {
  const { provider, owner, repo, basePath } = useRepoStanding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { searchValue, selectProps } = useBranchNames({ provider, owner, repo });
  const names = selectProps.items;
  const items = useMemo(() => {
    if (!defaultBranch) return names;
    const others = names.filter((name) => name !== defaultBranch);
    return defaultBranch.toLowerCase().includes(searchValue.trim().toLowerCase())
      ? [defaultBranch, ...others]
      : others;
  }, [names, defaultBranch, searchValue]);
  return (
    <Select
      {...selectProps}
      items={items}
      label="Branch Context"
      value={branch}
      onChange={(next) => void navigate(`${repoPaths.tests(basePath, next)}${search}`)}
      searchable
      resourceName="branch"
      placeholder="Select branch"
      renderSelected={(name) => (
        <Text span size="sm" ff="monospace" truncate="end">
          {name}
        </Text>
      )}
    />
  );
}

export interface TestsSelectorsProps {
  branch: string | null;
  defaultBranch: string | null;
  /** The choices of "Test suites" (null while loading). */
  testSuites: string[] | null;
}

/** The selector row: branch, window, test suites and flags. */
export function TestsSelectors({ branch, defaultBranch, testSuites }: TestsSelectorsProps) {
  const { provider, owner, repo } = useRepoStanding();
  const params = useTestsParams();
  const flags = useTestResultsFlags({ provider, owner, repo });
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" data-testid="tests-selectors">
      <BranchSelect branch={branch} defaultBranch={defaultBranch} />
      <Stack gap={4}>
        <Select
          label="Historical trend"
          items={testResultsIntervals}
          value={params.interval}
          onChange={params.setInterval}
          itemToString={(interval) => intervalLabels[interval]}
        />
        <Text size="xs" c="dimmed">
          {RETENTION_NOTE}
        </Text>
      </Stack>
      <MultiSelect
        label="Test suites"
        resourceName="test suite"
        items={testSuites ?? []}
        value={params.testSuites}
        onChange={params.setTestSuites}
        searchable
        isLoading={testSuites === null}
      />
      <MultiSelect
        label="Flags"
        resourceName="flag"
        items={flags.data ?? []}
        value={params.flags}
        onChange={params.setFlags}
        searchable
        isLoading={flags.isPending}
      />
    </Group>
  );
}
