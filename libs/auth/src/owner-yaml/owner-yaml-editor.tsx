import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSetYamlOnOwner, useYamlCheck } from '@canopy/api-client';
import { YamlEditor } from '@canopy/ui-kit/data-views';

const FALLBACK_ERROR =
  'The YAML could not be saved. Please try again; if the error persists please contact support.';

/** What a saved owner yaml means for the repositories: said where it is edited and again after a save. */
export const ownerYamlInheritance = (owner: string) =>
  `All ${owner} repositories inherit this configuration. Repositories with a codecov.yml extend and override it.`;

/** The editor's label and placeholder, also for a read-only view of the same yaml. */
export const ownerYamlLabel = (owner: string) => `Global YAML of ${owner}`;
export const ownerYamlPlaceholder = (owner: string) => `All ${owner} repos will inherit this configuration`;

function SavedModal({ owner, opened, onClose }: { owner: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="YAML configuration updated"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{ownerYamlInheritance(owner)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface OwnerYamlEditorProps {
  provider: string;
  owner: string;
  /** The owner's stored yaml; null when it has none. */
  saved: string | null;
}

/**
 * The owner-level codecov.yml for its admins, wherever it is edited: checked as it is typed, saved with
 * setYamlOnOwner; a refusal shows under the editor and a save is confirmed in a dialog.
 */
export function OwnerYamlEditor({ provider, owner, saved }: OwnerYamlEditorProps) {
  const stored = saved ?? '';
  const [text, setText] = useState(stored);
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
        label={ownerYamlLabel(owner)}
        placeholder={ownerYamlPlaceholder(owner)}
        value={text}
        onChange={(value) => {
          setText(value);
          setSaveError(null);
        }}
        check={check}
        onSave={submit}
        saveLabel="Save Changes"
        saving={save.isPending}
        pristine={text === stored}
        saveError={saveError}
      />
      <SavedModal owner={owner} opened={done} onClose={() => setDone(false)} />
    </>
  );
}
