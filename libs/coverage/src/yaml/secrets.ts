import { isMapping } from './schema';
import type { CodecovConfig } from './types';

/** How Codecov marks an encrypted value in a codecov.yml: `secret:<encrypted>`. */
export const SECRET_PREFIX = 'secret:';

/** Opens the encrypted part of a `secret:` string; null when it was not made for this repository. */
export type SecretReveal = (encrypted: string) => string | null;

function reveal(value: unknown, open: SecretReveal): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(SECRET_PREFIX)) return value;
    return open(value.slice(SECRET_PREFIX.length)) ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => reveal(item, open));
  if (!isMapping(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (key !== '__proto__') out[key] = reveal(entry, open);
  return out;
}

/**
 * The configuration with the `secret:` strings of the notifier settings (`coverage.notify`: webhook and chat
 * URLs, passwords) opened. Only there: a secret opened in a place that is shown (a status name, a flag) would
 * hand it to anyone who can push a codecov.yml. Strings `open` refuses (made for another repository, or not
 * made by this install) stay as written, unusable.
 */
export function revealSecretStrings(config: CodecovConfig, open: SecretReveal): CodecovConfig {
  const notify = config.coverage?.notify;
  if (!notify) return config;
  return {
    ...config,
    coverage: { ...config.coverage, notify: reveal(notify, open) as Record<string, unknown> },
  };
}
