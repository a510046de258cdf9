import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Env, envText } from './env-values';
import { CANOPY_LICENCE_PUBLIC_KEY } from './licence-public-key';
import { SettingsError } from './settings-error';

/**
 * A self-hosted install's licence (CANOPY_LICENSE), verified at start.
 *
 * The text is `<payload>.<signature>`: the payload is the base64url of a JSON object
 * `{ "v": 1, "company": "Acme", "seats": 25, "expires": "2026-06-30", "issued": "2025-06-30" }` and the signature
 * the base64url of the Ed25519 signature of the payload's base64url text. `tools/licence/make-licence.ts` makes one.
 */
export interface Licence {
  company: string;
  /** Seats the licence allows, install-wide. */
  seats: number;
  /** The last day the licence covers, as midnight UTC of that day. */
  expires: Date;
  issued: Date;
}

const PART = /^[A-Za-z0-9_-]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Canopy's own key; `extra` adds the key CANOPY_LICENSE_PUBLIC_KEY names (development and tests). */
export function licenceKeys(extra: KeyObject | null = null): KeyObject[] {
  return [createPublicKey(CANOPY_LICENCE_PUBLIC_KEY), ...(extra ? [extra] : [])];
}

function malformed(reason: string): SettingsError {
  return new SettingsError(`CANOPY_LICENSE is not a valid licence: ${reason}`);
}

function dayValue(payload: Record<string, unknown>, name: string): Date {
  const value = payload[name];
  const date = typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw malformed(`its "${name}" must be a date (YYYY-MM-DD)`);
  return date;
}

/**
 * The licence `text` holds, when one of `keys` signed it. A malformed text, a signature none of the keys made or a
 * payload without its fields stops the start with a SettingsError naming CANOPY_LICENSE.
 */
export function verifyLicence(text: string, keys: KeyObject[]): Licence {
  const parts = text.trim().split('.');
  if (parts.length !== 2 || !parts.every((part) => PART.test(part)))
    throw malformed('it must be two base64url parts joined by a dot, as Canopy issues it');
  const [payloadText, signatureText] = parts as [string, string];
  const signature = Buffer.from(signatureText, 'base64url');
  const signed = keys.some((key) => {
    try {
      return verify(null, Buffer.from(payloadText), key, signature);
    } catch {
      return false;
    }
  });
  if (!signed)
    throw new SettingsError(
      'CANOPY_LICENSE is not signed by Canopy: its signature does not match the licence key (was it edited or ' +
        'issued for another key?)',
    );
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadText, 'base64url').toString('utf8'));
  } catch {
    throw malformed('its payload is not JSON');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw malformed('its payload is not an object');
  const fields = payload as Record<string, unknown>;
  if (fields.v !== 1)
    throw malformed(`its format version ${JSON.stringify(fields.v)} is not one this server reads`);
  const { company, seats } = fields;
  if (typeof company !== 'string' || !company.trim()) throw malformed('it names no company');
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1)
    throw malformed('its "seats" must be a whole number of at least 1');
  return { company, seats, expires: dayValue(fields, 'expires'), issued: dayValue(fields, 'issued') };
}

/**
 * An Ed25519 public key in PEM, as text in CANOPY_LICENSE_PUBLIC_KEY or a file named by
 * CANOPY_LICENSE_PUBLIC_KEY_PATH. It lets development and tests sign their own licences, so a production server
 * refuses it: there only Canopy's key counts.
 */
function extraPublicKey(env: Env, production: boolean): KeyObject | null {
  const name = 'CANOPY_LICENSE_PUBLIC_KEY';
  const text = envText(env, name);
  const file = envText(env, `${name}_PATH`);
  if (!text && !file) return null;
  if (text && file) throw new SettingsError(`set ${name} or ${name}_PATH, not both`);
  if (production)
    throw new SettingsError(
      `${name} is for development and tests only: in production licences are verified with Canopy's key`,
    );
  let pem = text;
  if (file) {
    try {
      pem = readFileSync(file, 'utf8');
    } catch {
      throw new SettingsError(`${name}_PATH names a file that cannot be read: ${file}`);
    }
  }
  let key: KeyObject;
  try {
    key = createPublicKey((pem ?? '').replace(/\\n/g, '\n'));
  } catch {
    throw new SettingsError(`${file ? `${name}_PATH` : name} must be a PEM public key`);
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new SettingsError(`${file ? `${name}_PATH` : name} must be an Ed25519 key`);
  return key;
}

/** The licence CANOPY_LICENSE holds, verified; null when the variable is unset. */
export function licenceFromEnv(env: Env, { production }: { production: boolean }): Licence | null {
  const extra = extraPublicKey(env, production);
  const text = envText(env, 'CANOPY_LICENSE');
  return text ? verifyLicence(text, licenceKeys(extra)) : null;
}

/**
 * Whole days from today (UTC) to the licence's last day: 0 on that day, negative once it has passed. The shell's
 * banner counts the same way.
 */
export function licenceDaysLeft(licence: Pick<Licence, 'expires'>, now: Date = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((licence.expires.getTime() - today) / DAY_MS);
}

/**
 * The install's seat limit: the licence's seats and CANOPY_SEATS_LIMIT, the smaller when both are set (the
 * variable can lower the licence, never raise it); null, unlimited, when neither is.
 */
export function seatsLimitOf(
  configured: number | null,
  licence: Pick<Licence, 'seats'> | null,
): number | null {
  if (licence && configured !== null) return Math.min(licence.seats, configured);
  return licence?.seats ?? configured;
}
