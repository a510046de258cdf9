import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageError } from '@canopy/auth';
import { useRepoYaml } from '@canopy/repo-data-access';
import { repoPaths } from '@canopy/routes';
import { FullPageLoader } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { OwnerYamlEditor } from './owner-yaml-editor';

/** Where the yaml in force came from, as Commit.yamlSource says. */
function sourceText(kind: string | null, path: string | null, owner: string): string {
  switch (kind) {
    case 'REPOSITORY_FILE':
      return `the repository's ${path ?? 'codecov.yml'}`;
    case 'UPLOAD':
      return 'a codecov.yml sent with an upload';
    case 'REPOSITORY':
      return "the repository's settings";
    case 'OWNER':
      return `the yaml of ${owner}`;
    default:
      return 'the install default';
  }
}

/** `config/yaml`: the yaml in force on the default branch and where it comes from; the owner's yaml. */
export function YamlSettings() {
  const { provider, owner, repo, repository, basePath } = useRepoFrame();
  const branch = repository.defaultBranch ?? 'main';
  const query = useRepoYaml({ provider, owner, repo, branch });
  if (query.isError) return <PageError error={query.error} />;
  if (!query.data) return <FullPageLoader fullPage={false} label="Loading yaml" />;
  const { effective, ownerYaml, isAdmin } = query.data;
  return (
    <Stack gap="xl" maw={760} data-testid="yaml-settings">
      <Stack gap="xs" component="section" aria-labelledby="effective-yaml-heading">
        <Title order={3} size="h5" id="effective-yaml-heading">
          Yaml in force on {branch}
        </Title>
        {effective ? (
          <>
            <Text size="sm" data-testid="yaml-source">
              From {sourceText(effective.source, effective.path, owner)}, at commit{' '}
              <Anchor component={Link} to={repoPaths.commit(basePath, effective.commitid)} ff="monospace">
                {effective.commitid.slice(0, 7)}
              </Anchor>
              .
            </Text>
            <Code block data-testid="effective-yaml">
              {effective.yaml?.trim() || '# the defaults: no codecov.yml'}
            </Code>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No upload has been processed on {branch} yet.
          </Text>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="owner-yaml-heading">
        <Title order={3} size="h5" id="owner-yaml-heading">
          Yaml of {owner}
        </Title>
        {isAdmin ? (
          <OwnerYamlEditor saved={ownerYaml} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Every repository of {owner} inherits it. Only admins of {owner} can change it.
            </Text>
            <Code block data-testid="owner-yaml">
              {ownerYaml?.trim() || `# ${owner} has no yaml of its own`}
            </Code>
          </>
        )}
      </Stack>
    </Stack>
  );
}
