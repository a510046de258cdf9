import type { ReactNode, Ref } from 'react';
import { Alert, Box, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';

/** One problem of the yaml: where (a line when known, else the key's path) and what. */
export interface YamlEditorProblem {
  line: number | null;
  path: string | null;
  message: string;
}

/** The verdict on the text on screen. */
export interface YamlEditorCheck {
  valid: boolean;
  problems: YamlEditorProblem[];
}

export interface YamlEditorProps {
  ref?: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The check of `value`; null while it is unchecked. */
  check: YamlEditorCheck | null;
  /** Runs the save; without it the editor is read-only and has no save button. */
  onSave?: () => void;
  /** @default 'Save changes' */
  saveLabel?: string;
  /** @default false */
  saving?: boolean;
  /** Nothing to save (the text is the saved one). @default false */
  pristine?: boolean;
  /** Why the server refused the last save, shown under the editor. */
  saveError?: ReactNode;
  /** @default 'Valid yaml' */
  validLabel?: string;
}

// The gutter's numbers must sit on the textarea's lines: one font, size and line height for both.
const LINE_HEIGHT = 20;
const PADDING_Y = 8;
const GUTTER_WIDTH = 44;
const code = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 13,
  lineHeight: `${LINE_HEIGHT}px`,
};

/** Formats a problem as the list shows it: `Line 2: coverage.precision: must be …`. */
export function yamlProblemText(problem: YamlEditorProblem): string {
  return `${problem.line !== null ? `Line ${problem.line}: ` : ''}${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
}

/** Line numbers beside the text; a line with a problem is marked. */
function Gutter({ lines, marked }: { lines: number; marked: ReadonlySet<number> }) {
  return (
    <Box
      component="pre"
      aria-hidden
      data-testid="yaml-gutter"
      m={0}
      pt={PADDING_Y + 1}
      pr={8}
      w={GUTTER_WIDTH}
      ta="right"
      style={{ ...code, userSelect: 'none', alignSelf: 'flex-start' }}
    >
      {Array.from({ length: lines }, (_, index) => {
        const line = index + 1;
        const problem = marked.has(line);
        return (
          <Box
            key={line}
            component="span"
            display="block"
            data-line={line}
            data-problem={problem || undefined}
            c={problem ? 'red.8' : 'dimmed'}
            fw={problem ? 700 : undefined}
            bg={problem ? 'var(--mantine-color-red-light)' : undefined}
          >
            {line}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A codecov.yml editor: the text with line numbers, the problems of the last check (each with its line, marked
 * in the gutter), and a save button that waits for valid, changed text. Data comes in through props: the check
 * and the save belong to the page that binds it.
 */
export function YamlEditor({
  ref,
  value,
  onChange,
  label,
  description,
  placeholder,
  check,
  onSave,
  saveLabel = 'Save changes',
  saving = false,
  pristine = false,
  saveError,
  validLabel = 'Valid yaml',
}: YamlEditorProps) {
  const invalid = check !== null && !check.valid;
  const marked = new Set(
    invalid ? check.problems.flatMap((problem) => (problem.line === null ? [] : [problem.line])) : [],
  );
  const readOnly = !onSave;
  return (
    <Stack gap="xs" data-invalid={invalid || undefined} data-readonly={readOnly || undefined}>
      <Textarea
        ref={ref}
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        readOnly={readOnly}
        autosize
        minRows={8}
        wrap="off"
        spellCheck={false}
        error={invalid || undefined}
        leftSection={<Gutter lines={Math.max(value.split('\n').length, 1)} marked={marked} />}
        leftSectionWidth={GUTTER_WIDTH}
        leftSectionPointerEvents="none"
        styles={{
          input: { ...code, paddingTop: PADDING_Y, paddingBottom: PADDING_Y, whiteSpace: 'pre' },
          section: { alignItems: 'flex-start', overflow: 'hidden' },
        }}
      />
      {invalid && (
        <List size="sm" c="red.8" data-testid="yaml-problems" aria-live="polite">
          {check.problems.map((problem, index) => (
            <List.Item key={index} data-line={problem.line ?? undefined}>
              {yamlProblemText(problem)}
            </List.Item>
          ))}
        </List>
      )}
      {check?.valid && (
        <Text size="sm" c="green.8" data-testid="yaml-valid">
          {validLabel}
        </Text>
      )}
      {saveError && (
        <Alert color="red" variant="light" data-testid="yaml-save-error" role="alert">
          {saveError}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          <Button size="xs" onClick={onSave} loading={saving} disabled={invalid || pristine}>
            {saveLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
