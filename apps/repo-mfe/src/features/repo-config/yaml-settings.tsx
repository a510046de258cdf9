import { Accordion, Anchor, Badge, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageError, serverOrigin, useConfigEnv } from '@canopy/auth';
import { OwnerYamlEditor } from '@canopy/auth/owner-yaml';
import { useRepoYaml, type YamlLayer } from '@canopy/repo-data-access';
import { repoPaths } from '@canopy/routes';
import { FullPageLoader } from '@canopy/ui-kit';
import { CodeSnippet } from '@canopy/ui-kit/data-views';
import { useRepoFrame } from '../common/repo-frame-context';
import { validateYamlCommand } from '../common/validate-yaml-command';
import { SecretString } from './secret-string';

const short = (sha: string) => sha.slice(0, 7);

function CommitLink({ commitid }: { commitid: string }) {
  const { basePath } = useRepoFrame();
  return (
    <Anchor component={Link} to={repoPaths.commit(basePath, commitid)} ff="monospace">
      {short(commitid)}
    </Anchor>
  );
}

/** A layer's name, and where it was read (plain text: it sits inside the accordion's button). */
function layerTitle(layer: YamlLayer, owner: string): string {
  const at = layer.commitid ? short(layer.commitid) : '';
  switch (layer.kind) {
    case 'DEFAULT':
      return 'Install default';
    case 'OWNER':
      return `Global yaml of ${owner}`;
    case 'REPOSITORY':
      return 'Repository settings';
    case 'REPOSITORY_FILE':
      return `${layer.path ?? 'codecov.yml'} at commit ${at}`;
    case 'UPLOAD':
      return `codecov.yml sent with an upload of commit ${at}`;
  }
}

/** The layers the yaml in force is merged from, each with its own text. */
function YamlLayers({ layers, owner }: { layers: YamlLayer[]; owner: string }) {
  return (
    <Accordion multiple variant="contained" data-testid="yaml-layers">
      {layers.map((layer) => (
        <Accordion.Item key={layer.kind} value={layer.kind} data-kind={layer.kind}>
          <Accordion.Control>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {layerTitle(layer, owner)}
              </Text>
              {!layer.inForce && (
                <Badge size="sm" variant="light" color="gray">
                  replaced by the commit&apos;s codecov.yml
                </Badge>
              )}
              {layer.errors.length > 0 && (
                <Badge size="sm" variant="light" color="red">
                  {layer.errors.length === 1 ? '1 problem' : `${layer.errors.length} problems`}
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {layer.commitid && (
                <Text size="sm">
                  {layer.kind === 'UPLOAD' ? 'Sent with commit ' : 'Read at commit '}
                  <CommitLink commitid={layer.commitid} />
                </Text>
              )}
              {layer.errors.length > 0 && (
                <List size="sm" c="red.8">
                  {layer.errors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List>
              )}
              {layer.yaml === null ? (
                <Text size="sm" c="dimmed">
                  Only members of {owner} can read it.
                </Text>
              ) : (
                <Code block>{layer.yaml.trim() || '# empty'}</Code>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The copyable one-liner that checks a codecov.yml against this server. */
function ValidateYaml() {
  const config = useConfigEnv();
  const command = validateYamlCommand(serverOrigin(config.API_URL));
  return (
    <Stack gap="xs" component="section" aria-labelledby="validate-yaml-heading">
      <Title order={3} size="h5" id="validate-yaml-heading">
        Validate YAML
      </Title>
      <Text size="sm" c="dimmed">
        Check a codecov.yml before committing it: run this in the folder that holds it.
      </Text>
      <CodeSnippet code={command} label="validation command" />
    </Stack>
  );
}

/**
 * `config/yaml`: the yaml in force on the default branch (its newest commit), merged from the install default,
 * the owner's yaml and the repository's codecov.yml (or its settings, or a yaml sent with an upload), with each
 * layer; how to validate a codecov.yml; the owner's yaml.
 */
export function YamlSettings() {
  const { provider, owner, repo, repository } = useRepoFrame();
  const query = useRepoYaml({ provider, owner, repo });
  if (query.isError) return <PageError error={query.error} />;
  if (!query.data) return <FullPageLoader fullPage={false} label="Loading yaml" />;
  const { effective, ownerYaml, isAdmin, bot } = query.data;
  const branch = query.data.defaultBranch ?? repository.defaultBranch ?? 'main';
  return (
    <Stack gap="xl" maw={760} data-testid="yaml-settings">
      <Stack gap="xs" component="section" aria-labelledby="effective-yaml-heading">
        <Title order={3} size="h5" id="effective-yaml-heading">
          Yaml in force on {branch}
        </Title>
        <Text size="sm" c="dimmed">
          The repository&apos;s codecov.yml takes precedence over the global yaml of {owner}, but is
          overwritten by a yaml change in a commit.
        </Text>
        <Text size="sm" data-testid="yaml-bot">
          Current bot: {bot ?? 'none'}
        </Text>
        <Text size="sm">Current default branch: {branch}</Text>
        {effective && (
          <>
            <Text size="sm" data-testid="yaml-source">
              {effective.commitid ? (
                <>
                  As of commit <CommitLink commitid={effective.commitid} />, the newest on {branch}.
                </>
              ) : (
                <>No upload has been processed on {branch} yet.</>
              )}
            </Text>
            <Code block data-testid="effective-yaml">
              {effective.yaml}
            </Code>
            <Title order={4} size="h6">
              Where it comes from
            </Title>
            <Text size="sm" c="dimmed">
              From the most general to the most specific: a later layer overrides an earlier one key by key.
            </Text>
            <YamlLayers layers={effective.layers} owner={owner} />
          </>
        )}
      </Stack>
      <ValidateYaml />
      <SecretString />
      <Stack gap="xs" component="section" aria-labelledby="owner-yaml-heading">
        <Title order={3} size="h5" id="owner-yaml-heading">
          Yaml of {owner}
        </Title>
        {isAdmin ? (
          <OwnerYamlEditor key={owner} provider={provider} owner={owner} saved={ownerYaml} />
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
