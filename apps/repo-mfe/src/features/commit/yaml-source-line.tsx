import { Text } from '@mantine/core';
import type { CommitYamlSource } from '@canopy/repo-data-access';

/** "Configuration: .github/codecov.yml at abc1234": which codecov.yml applied to the commit. */
export function yamlSourceText(source: CommitYamlSource, commitid: string): string {
  switch (source.kind) {
    case 'REPOSITORY_FILE':
      return `${source.path ?? 'codecov.yml'} at ${commitid.slice(0, 7)}`;
    case 'UPLOAD':
      return 'codecov.yml sent with the upload';
    case 'REPOSITORY':
      return "the repository's settings";
    case 'OWNER':
      return "the owner's settings";
    case 'DEFAULT':
      return 'the default settings';
  }
}

export function YamlSourceLine({ source, commitid }: { source: CommitYamlSource; commitid: string }) {
  return (
    <Text size="sm" aria-label="Configuration source">
      Configuration: {yamlSourceText(source, commitid)}
      {source.warnings.length > 0 &&
        ` (ignored unknown keys: ${source.warnings.map((w) => w.replace(/: unknown key$/, '')).join(', ')})`}
    </Text>
  );
}
