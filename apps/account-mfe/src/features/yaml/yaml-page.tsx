import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useOwnerYaml, useSetYamlOnOwner, useYamlCheck } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, PageHeading, YamlEditor } from '@canopy/ui-kit';

const FALLBACK_ERROR =
  'The YAML could not be saved. Please try again; if the error persists please contact support.';

export interface YamlPageProps {
  provider: string;
  owner: string;
}

/** What a saved owner yaml means for the repositories, said on the page and again after a save. */
const inheritance = (owner: string) =>
  `All ${owner} repositories inherit this configuration. Repositories with a codecov.yml extend and override it.`;

function SavedModal({ owner, opened, onClose }: { owner: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="YAML configuration updated"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{inheritance(owner)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The editor of an admin: checked as typed, saved with setYamlOnOwner; a refusal is shown under it. */
function OwnerYamlForm({ provider, owner, saved }: YamlPageProps & { saved: string }) {
  const [text, setText] = useState(saved);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useYamlCheck(text);
  const save = useSetYamlOnOwner();

  const submit = () => {
    setSaveError(null);
    save.mutate(
      { provider, owner, yaml: text },
      {
        onSuccess: ({ error }) => (error ? setSaveError(error.message || FALLBACK_ERROR) : setDone(true)),
        onError: (error) => setSaveError(error.message || FALLBACK_ERROR),
      },
    );
  };

  return (
    <>
      <YamlEditor
        label={`Global YAML of ${owner}`}
        placeholder={`All ${owner} repos will inherit this configuration`}
        value={text}
        onChange={(value) => {
          setText(value);
          setSaveError(null);
        }}
        check={check}
        onSave={submit}
        saveLabel="Save Changes"
        saving={save.isPending}
        pristine={text === saved}
        saveError={saveError}
      />
      <SavedModal owner={owner} opened={done} onClose={() => setDone(false)} />
    </>
  );
}

/** `yaml/`: the owner-level codecov.yml; admins edit it, other members read it. */
export function YamlPage({ provider, owner }: YamlPageProps) {
  const query = useOwnerYaml({ provider, owner });
  if (query.isError) return <PageError error={query.error} />;
  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading YAML" />;
  if (!query.data) return <PageError status={404} />;
  const { yaml, isAdmin } = query.data;
  return (
    <Stack gap="md" data-testid="global-yaml">
      <PageHeading order={2} title="Global YAML" description={inheritance(owner)} />
      {isAdmin ? (
        <OwnerYamlForm key={owner} provider={provider} owner={owner} saved={yaml ?? ''} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="yaml-read-only">
            Only admins of {owner} can change the global YAML.
          </Text>
          <YamlEditor
            label={`Global YAML of ${owner}`}
            placeholder={`All ${owner} repos will inherit this configuration`}
            value={yaml ?? ''}
            onChange={() => undefined}
            check={null}
          />
        </>
      )}
    </Stack>
  );
}
