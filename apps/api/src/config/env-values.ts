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
