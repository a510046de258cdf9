import { useState } from 'react';
import { useSetYamlOnOwner, useYamlCheck } from '@canopy/api-client';
import { toast, YamlEditor } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/** The owner-level codecov.yml, for admins: checked as it is typed, saved with setYamlOnOwner. */
export function OwnerYamlEditor({ saved }: { saved: string | null }) {
  const { provider, owner } = useRepoFrame();
  const [text, setText] = useState(saved ?? '');
  const check = useYamlCheck(text);
  const save = useSetYamlOnOwner();

  const submit = () =>
    save.mutate(
      { provider, owner, yaml: text },
      {
        onSuccess: ({ error }) =>
          error
            ? toast.error(error.message || FALLBACK_ERROR)
            : toast.success(`The yaml of ${owner} was saved`),
        onError: (error) => toast.error(error.message || FALLBACK_ERROR),
      },
    );

  return (
    <YamlEditor
      label={`Yaml of ${owner}`}
      description={`All ${owner} repositories inherit this configuration; a repository's codecov.yml extends and overrides it.`}
      value={text}
      onChange={setText}
      check={check}
      onSave={submit}
      saving={save.isPending}
      pristine={text === (saved ?? '')}
    />
  );
}
