import type { KeyObject } from 'node:crypto';
import { type Env, envText, privateKeyValue } from './env-values';
import { SettingsError } from './settings-error';

/** A GitHub App Canopy acts as: check runs, statuses and comments on the repositories its installations cover. */
export interface GitHubAppSettings {
  appId: string;
  /** Signs the app's JWTs; never logged or sent anywhere. */
  privateKey: KeyObject;
}

/**
 * `CANOPY_<prefix>_APP_ID` with `CANOPY_<prefix>_APP_PRIVATE_KEY` (PEM text) or `…_APP_PRIVATE_KEY_PATH` (a PEM
 * file); undefined when neither is set, and one without the other stops the start.
 */
export function githubAppSettingsFromEnv(env: Env, prefix: string): GitHubAppSettings | undefined {
  const idName = `CANOPY_${prefix}_APP_ID`;
  const keyName = `CANOPY_${prefix}_APP_PRIVATE_KEY`;
  const appId = envText(env, idName);
  const privateKey = privateKeyValue(env, keyName);
  if (!appId && !privateKey) return undefined;
  if (!appId) throw new SettingsError(`${keyName} is set, so ${idName} is required`);
  if (!privateKey)
    throw new SettingsError(`${idName} is set, so ${keyName} (or ${keyName}_PATH) is required`);
  if (!/^\d+$/.test(appId)) throw new SettingsError(`${idName} must be the app's numeric id, not "${appId}"`);
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new SettingsError(`${keyName} must be the app's RSA private key`);
  return { appId, privateKey };
}
