/** A configuration value the server cannot start with; the message names the variable and what it needs. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
