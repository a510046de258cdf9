import {
  type CodecovConfig,
  formatYamlError,
  loadCodecovYaml,
  validateCodecovYaml,
  type YamlError,
} from '@canopy/coverage';

/*
 * POST /validate as Codecov answers it: v1 (`/validate`, `/validate/v1`) in plain text, v2 in JSON. Warnings
 * (unknown keys, which are ignored) are an addition: a file with only warnings is valid.
 */

export interface ValidateAnswer {
  status: 200 | 400;
  text: string;
  json: Record<string, unknown>;
}

/** `coverage.status.project[0]` → `['coverage', 'status', 'project', 0]`, as Codecov prints a location. */
export function locationParts(path: string): Array<string | number> {
  const parts: Array<string | number> = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (match[1] !== undefined) parts.push(match[1]);
    else if (match[2] !== undefined) parts.push(Number(match[2]));
    else parts.push(JSON.parse(`"${match[3] ?? ''}"`) as string);
  }
  return parts;
}

function pythonList(parts: Array<string | number>): string {
  return `[${parts.map((part) => (typeof part === 'number' ? String(part) : `'${part.replace(/'/g, "\\'")}'`)).join(', ')}]`;
}

/** Cerberus' nested error document: `{coverage: [{precision: ['must be …']}]}`. */
function errorDocument(errors: YamlError[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    const parts = locationParts(error.path);
    if (parts.length === 0) {
      ((root['document'] ??= []) as unknown[]).push(error.message);
      continue;
    }
    let node = root;
    parts.forEach((part, index) => {
      const key = String(part);
      const list = (node[key] ??= []) as unknown[];
      if (index === parts.length - 1) list.push(error.message);
      else {
        let child = list.find((entry) => typeof entry === 'object') as Record<string, unknown> | undefined;
        if (!child) list.push((child = {}));
        node = child;
      }
    });
  }
  return root;
}

function warningLines(warnings: YamlError[]): string {
  return warnings.length === 0
    ? ''
    : `\nWarnings (ignored):\n${warnings.map((w) => `- ${formatYamlError(w)}`).join('\n')}\n`;
}

const refused = (text: string, json: Record<string, unknown>): ValidateAnswer => ({
  status: 400,
  text,
  json: { valid: false, ...json },
});

/** Checks a body sent to /validate: raw yaml text, or a document a JSON body already produced. */
export function validateBody(body: string | Record<string, unknown>): ValidateAnswer {
  let value: unknown = body;
  if (typeof body === 'string') {
    if (body.trim() === '') return refused('No content posted.', { message: 'YAML is empty' });
    const loaded = loadCodecovYaml(body);
    if (!loaded.ok)
      return refused("Can't parse YAML\n", {
        message: 'YAML could not be parsed',
        parse_error: { problem: loaded.error.message, line: loaded.line, column: loaded.column },
      });
    value = loaded.value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refused('No file posted.', { message: 'YAML must be a dictionary type' });
  const { config, errors, warnings } = validateCodecovYaml(value);
  if (errors.length > 0) {
    const text = errors
      .map((error) => `Error at ${pythonList(locationParts(error.path))}: \n${error.message}\n`)
      .join('');
    return refused(text + warningLines(warnings), {
      message: 'YAML does not match the accepted schema',
      validation_error: errorDocument(errors),
      warnings: warnings.map(formatYamlError),
    });
  }
  return valid(config, warnings);
}

function valid(config: CodecovConfig, warnings: YamlError[]): ValidateAnswer {
  return {
    status: 200,
    text: `Valid!\n\n${JSON.stringify(config, null, 2)}\n${warningLines(warnings)}`,
    json: {
      valid: true,
      message: 'YAML is valid',
      validated_yaml: config,
      warnings: warnings.map(formatYamlError),
    },
  };
}
