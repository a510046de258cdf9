import {
  type Document,
  type Pair,
  type Scalar,
  YAMLError,
  isScalar,
  parseDocument,
  stringify,
  visit,
} from 'yaml';
import type { CodecovConfig, YamlError } from './types';
import { validateCodecovYaml, type YamlValidation } from './validate';

/** codecov.yml files are small; anything bigger is a mistake or an attack. */
export const MAX_CODECOV_YAML_LENGTH = 512 * 1024;
/** Aliases a document may expand; stops "billion laughs" documents. */
const MAX_ALIASES = 100;
/** Tags of YAML 1.1 that would produce dates, buffers or sets instead of plain values. */
const unsafeTag = /:(?:binary|omap|pairs|set|timestamp)$/;
/** Keys whose `5.0` means 5 percent while `5` means 5 bytes. */
const fractionSensitiveKeys = new Set(['warning_threshold', 'bundle_change_threshold']);

/** `line 3, column 5: Nested mappings are not allowed in compact mappings`. */
function toYamlError(error: YAMLError): YamlError {
  const [headline = error.message] = error.message.split(/ at line \d+, column \d+/);
  const position = error.linePos?.[0];
  const message = position ? `line ${position.line}, column ${position.col}: ${headline}` : headline;
  return { path: '', message };
}

/** A float literal with no fraction (`5.0`) becomes `"5%"` where whole numbers would mean bytes. */
function keepFractionalThresholds(document: Document): void {
  visit(document, {
    Pair(_, pair: Pair) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      if (typeof key !== 'string' || !fractionSensitiveKeys.has(key) || !isScalar(pair.value)) return;
      const value = pair.value as Scalar & { source?: unknown };
      if (
        typeof value.value === 'number' &&
        Number.isInteger(value.value) &&
        /[.eE]/.test(String(value.source))
      ) {
        value.value = `${value.value}%`;
      }
    },
  });
}

/** A codecov.yml text read as a value, or why it could not be (its first problem, with where it is). */
export type LoadedYaml =
  { ok: true; value: unknown } | { ok: false; error: YamlError; line: number | null; column: number | null };

/**
 * Reads a codecov.yml text with YAML 1.1 rules (as the reference implementation does: `on`/`off` are
 * booleans, merge keys work), without custom tags and with few aliases, into a plain value.
 */
export function loadCodecovYaml(text: string): LoadedYaml {
  if (text.length > MAX_CODECOV_YAML_LENGTH) {
    const message = `is larger than ${MAX_CODECOV_YAML_LENGTH / 1024} KiB`;
    return { ok: false, error: { path: '', message }, line: null, column: null };
  }
  try {
    const document = parseDocument(text, {
      version: '1.1',
      merge: true,
      uniqueKeys: false,
      prettyErrors: true,
      customTags: (tags) =>
        tags.filter((tag) => !unsafeTag.test(typeof tag === 'string' ? `:${tag}` : tag.tag)),
    });
    const [problem] = [...document.errors, ...document.warnings];
    if (problem) {
      const position = problem.linePos?.[0];
      return {
        ok: false,
        error: toYamlError(problem),
        line: position?.line ?? null,
        column: position?.col ?? null,
      };
    }
    keepFractionalThresholds(document);
    return { ok: true, value: document.toJS({ maxAliasCount: MAX_ALIASES }) };
  } catch (error) {
    // Alias bombs and pathological nesting end up here.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { path: '', message: `cannot be read: ${reason}` }, line: null, column: null };
  }
}

/**
 * Reads and checks a codecov.yml text. Syntax problems are reported with their line and column and leave an
 * empty configuration; anything else goes through validation.
 */
export function parseCodecovYaml(text: string): YamlValidation {
  const loaded = loadCodecovYaml(text);
  if (!loaded.ok) return { config: {}, errors: [loaded.error], warnings: [] };
  return validateCodecovYaml(loaded.value);
}

/** A configuration written out as a codecov.yml text (the merged yaml in force, shown to people). */
export function formatCodecovYaml(config: CodecovConfig): string {
  return stringify(config, { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false });
}
