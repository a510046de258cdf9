import { type Document, type Pair, type Scalar, YAMLError, isScalar, parseDocument, visit } from 'yaml';
import type { CodecovConfig, YamlError } from './types';
import { validateCodecovYaml } from './validate';

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

/**
 * Reads a codecov.yml text with YAML 1.1 rules (as the reference implementation does: `on`/`off` are
 * booleans, merge keys work), without custom tags and with few aliases. Syntax problems are reported with
 * their line and column and leave an empty configuration; anything else goes through validation.
 */
export function parseCodecovYaml(text: string): { config: CodecovConfig; errors: YamlError[] } {
  if (text.length > MAX_CODECOV_YAML_LENGTH) {
    return {
      config: {},
      errors: [{ path: '', message: `is larger than ${MAX_CODECOV_YAML_LENGTH / 1024} KiB` }],
    };
  }
  let value: unknown;
  try {
    const document = parseDocument(text, {
      version: '1.1',
      merge: true,
      uniqueKeys: false,
      prettyErrors: true,
      customTags: (tags) =>
        tags.filter((tag) => !unsafeTag.test(typeof tag === 'string' ? `:${tag}` : tag.tag)),
    });
    const problems = [...document.errors, ...document.warnings].map(toYamlError);
    if (problems.length > 0) return { config: {}, errors: problems };
    keepFractionalThresholds(document);
    value = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    // Alias bombs and pathological nesting end up here.
    const reason = error instanceof Error ? error.message : String(error);
    return { config: {}, errors: [{ path: '', message: `cannot be read: ${reason}` }] };
  }
  return validateCodecovYaml(value);
}
