import { Alert, Code, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RepoUnmatchedPaths } from '@canopy/repo-data-access';

/** How many unmatched paths the notice lists; the rest are counted. */
export const UNMATCHED_PATHS_SHOWN = 5;

/** Report paths that matched no file of the repository: they count towards nothing, so say so. */
export function UnmatchedPathsNotice({ unmatchedPaths }: { unmatchedPaths: RepoUnmatchedPaths | null }) {
  if (!unmatchedPaths || unmatchedPaths.count === 0) return null;
  const { count, paths } = unmatchedPaths;
  const shown = paths.slice(0, UNMATCHED_PATHS_SHOWN);
  const more = count - shown.length;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`${count.toLocaleString('en-US')} ${count === 1 ? 'path' : 'paths'} in the reports matched no file of the repository`}
      data-testid="unmatched-paths"
    >
      <List size="sm" spacing={2}>
        {shown.map((path) => (
          <List.Item key={path}>
            <Code>{path}</Code>
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" mt={4}>
          and {more.toLocaleString('en-US')} more
        </Text>
      )}
      <Text size="sm" mt="xs">
        Their coverage is not counted. If your CI builds in another folder than the repository root, map the
        report paths to repository paths with <Code>fixes:</Code> in codecov.yml.
      </Text>
    </Alert>
  );
}
