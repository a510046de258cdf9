import { apiPath, defaultApiUrl } from '@canopy/api-client';

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
  { apiUrl = defaultApiUrl(), fetch: fetchImpl = globalThis.fetch } = {},
): Promise<YamlCheck> {
  const response = await fetchImpl(apiPath('/validate/v2', apiUrl), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'text/plain' },
    body: text,
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
          message: answer.parse_error.problem ?? 'Cannot parse',
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
