import { useEffect, useState } from 'react';
import { Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useConfigEnv } from '@canopy/auth';
import { useSetYamlOnOwner, validateYaml, type YamlCheck } from '@canopy/repo-data-access';
import { toast } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';

/** How long typing pauses before the yaml is checked (as the search fields wait, spec §4). */
export const YAML_CHECK_DELAY = 500;

const FALLBACK_ERROR = 'Please try again. If the error persists please contact support';

/** Checks `text` on the server once typing pauses; null while unchecked (or empty: that removes the yaml). */
function useYamlCheck(text: string): YamlCheck | null {
  const { API_URL } = useConfigEnv();
  const [debounced] = useDebouncedValue(text, YAML_CHECK_DELAY);
  const [check, setCheck] = useState<YamlCheck | null>(null);
  useEffect(() => {
    setCheck(null);
    if (debounced.trim() === '') return;
    let current = true;
    validateYaml(debounced, API_URL ? { apiUrl: API_URL } : {})
      .then((result) => current && setCheck(result))
      .catch(() => current && setCheck(null));
    return () => {
      current = false;
    };
  }, [debounced, API_URL]);
  return debounced === text ? check : null;
}

/** The owner-level codecov.yml, for admins: checked as it is typed, saved with setYamlOnOwner. */
export function OwnerYamlEditor({ saved }: { saved: string | null }) {
  const { provider, owner } = useRepoFrame();
  const [text, setText] = useState(saved ?? '');
  const check = useYamlCheck(text);
  const save = useSetYamlOnOwner();
  const invalid = check !== null && !check.valid;

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
    <Stack gap="xs">
      <Textarea
        label={`Yaml of ${owner}`}
        description={`All ${owner} repositories inherit this configuration; a repository's codecov.yml extends and overrides it.`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={8}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={invalid || undefined}
        spellCheck={false}
      />
      {invalid && (
        <List size="sm" c="red.8" data-testid="yaml-problems" aria-live="polite">
          {check.problems.map((problem, index) => (
            <List.Item key={index}>
              {problem.line !== null && `Line ${problem.line}: `}
              {problem.path && `${problem.path}: `}
              {problem.message}
            </List.Item>
          ))}
        </List>
      )}
      {check?.valid && (
        <Text size="sm" c="green.8" data-testid="yaml-valid">
          Valid yaml
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          size="xs"
          onClick={submit}
          loading={save.isPending}
          disabled={invalid || text === (saved ?? '')}
        >
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}
