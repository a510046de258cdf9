// Makes Canopy licences (CANOPY_LICENSE): the format apps/api/src/config/licence.ts verifies.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export const USAGE = `Makes a Canopy licence (the value of CANOPY_LICENSE) and prints it.

Usage:
  node tools/licence/make-licence.ts --company <name> --seats <n> --expires <YYYY-MM-DD> --key <private key file>

Options:
  --company <name>     who the licence is for
  --seats <n>          seats it allows, install-wide (a whole number, at least 1)
  --expires <date>     the last day it covers (YYYY-MM-DD, UTC)
  --issued <date>      the day it is issued (default: today, UTC)
  --key <file>         Ed25519 private key in PEM: Canopy's for a real licence, or
                       apps/api/src/testing/licence/test-licence-private-key.pem for development and tests
`;

export interface LicenceFields {
  company: string;
  seats: number;
  expires: string;
  issued: string;
}

/** A wrong argument: the message and the usage go to stderr. */
export class LicenceArgumentError extends Error {}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(name: string, value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new LicenceArgumentError(`--${name} must be a date (YYYY-MM-DD), not "${value}"`);
  return value;
}

/** `YYYY-MM-DD`, `days` from today (UTC): a licence's days are UTC calendar days. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** base64url of `payloadText`, a dot, base64url of its Ed25519 signature with `key`. */
export function signLicenceText(payloadText: string, key: KeyObject): string {
  const body = Buffer.from(payloadText).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`;
}

/** The licence text: base64url of the JSON payload, a dot, base64url of its Ed25519 signature. */
export function makeLicence(fields: LicenceFields, privateKeyPem: string): string {
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new LicenceArgumentError('--key must name a PEM private key');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new LicenceArgumentError('--key must be an Ed25519 key');
  return signLicenceText(JSON.stringify({ v: 1, ...fields }), key);
}

/** The licence the command line asks for. */
export function licenceFromArgs(args: string[], today: Date = new Date()): string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        company: { type: 'string' },
        seats: { type: 'string' },
        expires: { type: 'string' },
        issued: { type: 'string' },
        key: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new LicenceArgumentError((error as Error).message);
  }
  const missing = (['company', 'seats', 'expires', 'key'] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0)
    throw new LicenceArgumentError(`missing ${missing.map((name) => `--${name}`).join(', ')}`);
  const seats = Number(values.seats);
  if (!Number.isInteger(seats) || seats < 1)
    throw new LicenceArgumentError(`--seats must be a whole number of at least 1, not "${values.seats}"`);
  let pem: string;
  try {
    pem = readFileSync(values.key!, 'utf8');
  } catch {
    throw new LicenceArgumentError(`--key names a file that cannot be read: ${values.key}`);
  }
  return makeLicence(
    {
      company: values.company!.trim(),
      seats,
      expires: day('expires', values.expires!),
      issued: day('issued', values.issued ?? today.toISOString().slice(0, 10)),
    },
    pem,
  );
}
