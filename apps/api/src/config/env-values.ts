import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SettingsError } from './settings-error';

/** The environment the settings are read from (`process.env`, or a test's object). */
export type Env = Record<string, string | undefined>;

/** A variable's value, trimmed; undefined when it is unset or blank. */
export function envText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** An http(s) address without query or fragment, trailing slashes dropped; anything else stops the start. */
export function httpUrlValue(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${name} must be an http(s) URL, not "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new SettingsError(`${name} must be an http(s) URL without query, not "${value}"`);
  return url.href.replace(/\/+$/, '');
}

/**
 * A PEM private key given as text in `name` or as a file named by `name_PATH` (not both). Kept as a KeyObject, so
 * that printing the settings never shows the key; an unreadable key stops the start without quoting it.
 */
export function privateKeyValue(env: Env, name: string): KeyObject | undefined {
  const text = env[name]?.trim() ? env[name] : undefined;
  const file = envText(env, `${name}_PATH`);
  if (text && file) throw new SettingsError(`set ${name} or ${name}_PATH, not both`);
  let pem = text;
  if (file) {
    try {
      pem = readFileSync(file, 'utf8');
    } catch {
      throw new SettingsError(`${name}_PATH names a file that cannot be read: ${file}`);
    }
  }
  if (pem === undefined) return undefined;
  try {
    // Variables often carry the PEM's line breaks as "\n".
    return createPrivateKey(pem.includes('-----BEGIN') ? pem.replace(/\\n/g, '\n') : pem);
  } catch {
    throw new SettingsError(`${file ? `${name}_PATH` : name} must be a PEM private key`);
  }
}
