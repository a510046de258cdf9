import { useEffect, useState } from 'react';
import { useApiClients } from '../client/api-client-provider';
import { apiPath, defaultApiUrl } from '../client/api-url';
import { getApiContext } from '../client/create-api-clients';

/** One problem of a codecov.yml: where (a line when known, else the key's path) and what. */
export interface YamlProblem {
  line: number | null;
  path: string | null;
  message: string;
}

export interface YamlCheck {
  valid: boolean;
  problems: YamlProblem[];
}

interface ValidateAnswer {
  valid?: boolean;
  message?: string;
  parse_error?: { problem?: string; line?: number | null };
  validation_error?: Record<string, unknown>;
}

/** How long typing pauses before the yaml is checked (as the search fields wait, spec §4). */
export const YAML_CHECK_DELAY = 500;

/** Cerberus' nested error document (`{coverage: [{precision: ['must be …']}]}`) as path and message pairs. */
function flatten(node: unknown, path: string[], out: YamlProblem[]): void {
  if (typeof node === 'string') out.push({ line: null, path: path.join('.') || null, message: node });
  else if (Array.isArray(node)) for (const entry of node) flatten(entry, path, out);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) flatten(value, [...path, key], out);
}

/** The line of a top-level or nested key, read from the text by indentation (good enough for block yaml). */
function lineOfPath(text: string, path: string): number | null {
  const lines = text.split('\n');
  let indent = -1;
  let from = 0;
  let found: number | null = null;
  for (const key of path.split('.')) {
    const at = lines.findIndex(
      (line, index) =>
        index >= from &&
        new RegExp(`^(\\s*)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(line) &&
        line.search(/\S/) > indent,
    );
    if (at < 0) return found;
    indent = lines[at]!.search(/\S/);
    from = at + 1;
    found = at + 1;
  }
  return found;
}

/** Checks a codecov.yml with the server's `POST /validate/v2`, with the line of each problem where it can. */
export async function validateYaml(
  text: string,
  {
    apiUrl = defaultApiUrl(),
    fetch: fetchImpl = globalThis.fetch,
    signal,
  }: { apiUrl?: string; fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<YamlCheck> {
  const response = await fetchImpl(apiPath('/validate/v2', apiUrl), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'text/plain' },
    body: text,
    signal,
  });
  const answer = (await response.json()) as ValidateAnswer;
  if (answer.valid) return { valid: true, problems: [] };
  if (answer.parse_error)
    return {
      valid: false,
      problems: [
        {
          line: answer.parse_error.line ?? null,
          path: null,
          // The parser's text starts with "line N, column M: "; the line is shown on its own.
          message: (answer.parse_error.problem ?? 'Cannot parse').replace(/^line \d+, /, ''),
        },
      ],
    };
  const problems: YamlProblem[] = [];
  flatten(answer.validation_error ?? {}, [], problems);
  if (problems.length === 0)
    problems.push({ line: null, path: null, message: answer.message ?? 'Invalid yaml' });
  return {
    valid: false,
    problems: problems.map((p) => ({ ...p, line: p.path ? lineOfPath(text, p.path) : null })),
  };
}

/**
 * Checks `text` on the server once typing pauses for `delay` ms. Null while the text on screen is unchecked,
 * when the check failed to answer, or when it is empty (an empty yaml removes the owner's).
 */
export function useYamlCheck(text: string, { delay = YAML_CHECK_DELAY } = {}): YamlCheck | null {
  const { apiUrl, fetch: fetchImpl } = getApiContext(useApiClients().queryClient);
  const [debounced, setDebounced] = useState(text);
  const [check, setCheck] = useState<{ text: string; result: YamlCheck } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  useEffect(() => {
    if (debounced.trim() === '') return;
    const controller = new AbortController();
    validateYaml(debounced, { apiUrl, fetch: fetchImpl, signal: controller.signal })
      .then((result) => setCheck({ text: debounced, result }))
      // No answer is no verdict: the save still goes to the server, which checks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [debounced, apiUrl, fetchImpl]);

  return check !== null && check.text === text ? check.result : null;
}
