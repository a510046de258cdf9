import type { DiffFile } from '@canopy/coverage';

/** One file of the pull with lines it adds that no test runs. */
export interface UncoveredFile {
  path: string;
  /** Head line numbers the patch adds that are misses or partials. */
  lines: number[];
  /** The file at the head commit, or null when no source could be read. */
  source: string | null;
  /** The file's hunks in the pull's diff, when known. */
  diff: DiffFile | null;
}

/** The prompt stays well inside what small models take; files past it are named, not shown. */
export const MAX_PROMPT_CHARS = 24_000;
/** Lines of source shown around each uncovered line. */
const CONTEXT_LINES = 3;
/** Longer source lines (minified code, data) are cut: the model needs their start, not all of them. */
const MAX_LINE_CHARS = 240;

export const SYSTEM_PROMPT =
  'You are a senior engineer who writes unit tests. Given the uncovered lines of a pull request, suggest focused ' +
  'tests that would run them, in the language and test framework the code suggests. Answer in Markdown: for each ' +
  'file a short explanation and a code block with the tests. Do not restate the code.';

/** The uncovered lines with a few lines around each, numbered as in the head file. */
export function sourceExcerpt(source: string, lines: readonly number[]): string {
  const text = source.split('\n');
  const shown = new Set<number>();
  for (const line of lines)
    for (let at = Math.max(1, line - CONTEXT_LINES); at <= Math.min(text.length, line + CONTEXT_LINES); at++)
      shown.add(at);
  const uncovered = new Set(lines);
  const out: string[] = [];
  let previous = 0;
  for (const at of [...shown].sort((a, b) => a - b)) {
    if (previous !== 0 && at !== previous + 1) out.push('   ...');
    const line = text[at - 1] ?? '';
    const shownLine = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
    out.push(`${uncovered.has(at) ? '>' : ' '}${String(at).padStart(5)} | ${shownLine}`);
    previous = at;
  }
  return out.join('\n');
}

function patchOf(diff: DiffFile): string {
  return diff.segments
    .map(({ header: [baseStart, baseLength, headStart, headLength], lines }) =>
      [`@@ -${baseStart},${baseLength} +${headStart},${headLength} @@`, ...lines].join('\n'),
    )
    .join('\n');
}

function fileSection(file: UncoveredFile): string {
  const parts = [`## ${file.path}`, `Uncovered lines added by the pull request: ${file.lines.join(', ')}`];
  if (file.diff) parts.push('Patch:', '```diff', patchOf(file.diff), '```');
  if (file.source !== null)
    parts.push(
      'Source around the uncovered lines (">" marks them):',
      '```',
      sourceExcerpt(file.source, file.lines),
      '```',
    );
  else parts.push('(The source of this file could not be read.)');
  return parts.join('\n');
}

/**
 * The user message: the pull, then each file with uncovered lines (its patch and source excerpt) while the total
 * stays under MAX_PROMPT_CHARS; the files left out are listed by name.
 */
export function suggestionPrompt(
  pull: { pullid: number; title: string | null; repository: string },
  files: readonly UncoveredFile[],
  maxChars = MAX_PROMPT_CHARS,
): { prompt: string; filesShown: number } {
  const head = [
    `Pull request #${pull.pullid}${pull.title ? ` "${pull.title}"` : ''} in ${pull.repository}.`,
    'Suggest tests for the lines it adds that no test runs yet.',
    '',
  ].join('\n');
  let prompt = head;
  const left: string[] = [];
  for (const file of files) {
    const section = `${fileSection(file)}\n\n`;
    if (prompt.length + section.length > maxChars) left.push(file.path);
    else prompt += section;
  }
  if (left.length > 0) prompt += `Also uncovered, not shown to keep this short: ${left.join(', ')}\n`;
  return { prompt: prompt.slice(0, maxChars), filesShown: files.length - left.length };
}
