import { Code, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useCommitYaml, type CommitArgs } from '@canopy/repo-data-access';

export interface YamlModalProps {
  commit: CommitArgs;
  opened: boolean;
  onClose: () => void;
}

function YamlBody({ commit }: { commit: CommitArgs }) {
  const query = useCommitYaml(commit);
  if (query.isPending) return <Skeleton height={160} role="status" aria-label="Loading the YAML file" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        The YAML file could not be loaded. Please try again.
      </Text>
    );
  }
  if (!query.data.yaml?.trim()) {
    return (
      <Text size="sm" c="dimmed">
        This commit has no YAML file of its own: the default configuration applies.
      </Text>
    );
  }
  return (
    <Code block data-testid="commit-yaml" style={{ maxHeight: '60vh', overflow: 'auto' }}>
      {query.data.yaml}
    </Code>
  );
}

/** The commit's codecov.yml, read-only, loaded when the dialog opens. */
export function YamlModal({ commit, opened, onClose }: YamlModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Yaml"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Includes default YAML, global YAML, and repo YAML
        </Text>
        {opened && <YamlBody commit={commit} />}
      </Stack>
    </Modal>
  );
}
