import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dayFromToday,
  signLicence,
  TEST_LICENCE_PRIVATE_KEY_PATH,
  TEST_LICENCE_PUBLIC_KEY_PATH,
  testLicenceEnv,
} from '../testing/licence';
import { licenceDaysLeft, licenceKeys, seatsLimitOf, verifyLicence } from './licence';
import { loadSettings, SettingsError } from './settings';

const PAYLOAD = { v: 1, company: 'Acme', seats: 25, expires: '2031-06-30', issued: '2030-06-30' };
const testKey = () => createPublicKey(readFileSync(TEST_LICENCE_PUBLIC_KEY_PATH, 'utf8'));
const TEST_KEYS = () => licenceKeys(testKey());
const withTestKey = { CANOPY_LICENSE_PUBLIC_KEY_PATH: TEST_LICENCE_PUBLIC_KEY_PATH };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('expected a SettingsError');
}

describe('licence verification', () => {
  it('reads a licence signed with a trusted key', () => {
    expect(verifyLicence(signLicence(PAYLOAD), TEST_KEYS())).toEqual({
      company: 'Acme',
      seats: 25,
      expires: new Date('2031-06-30T00:00:00Z'),
      issued: new Date('2030-06-30T00:00:00Z'),
    });
  });

  it('reads an expired licence: the install keeps working and the banner says it has expired', () => {
    const licence = verifyLicence(signLicence({ ...PAYLOAD, expires: '2020-01-31' }), TEST_KEYS());
    expect(licence.expires).toEqual(new Date('2020-01-31T00:00:00Z'));
    expect(licenceDaysLeft(licence, new Date('2020-02-01T08:00:00Z'))).toBe(-1);
  });

  it('refuses a licence whose payload was changed after signing', () => {
    const [body, signature] = signLicence(PAYLOAD).split('.');
    const raised = Buffer.from(
      Buffer.from(body!, 'base64url').toString('utf8').replace('"seats":25', '"seats":2500'),
    ).toString('base64url');
    expect(refusal(() => verifyLicence(`${raised}.${signature}`, TEST_KEYS()))).toBe(
      'CANOPY_LICENSE is not signed by Canopy: its signature does not match the licence key (was it edited or ' +
        'issued for another key?)',
    );
  });

  it('refuses a licence signed with a key it does not trust', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'licence-key-'));
    try {
      const file = path.join(dir, 'other.pem');
      const { privateKey } = generateKeyPairSync('ed25519');
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
      expect(refusal(() => verifyLicence(signLicence(PAYLOAD, file), TEST_KEYS()))).toMatch(
        /^CANOPY_LICENSE is not signed by Canopy/,
      );
      // Canopy's own key alone does not trust the test key either.
      expect(refusal(() => verifyLicence(signLicence(PAYLOAD), licenceKeys()))).toMatch(
        /^CANOPY_LICENSE is not signed by Canopy/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['', 'it must be two base64url parts joined by a dot, as Canopy issues it'],
    ['just-one-part', 'it must be two base64url parts joined by a dot, as Canopy issues it'],
    ['a.b.c', 'it must be two base64url parts joined by a dot, as Canopy issues it'],
    ['eyJ2IjoxfQ==.abc', 'it must be two base64url parts joined by a dot, as Canopy issues it'],
  ])('refuses the malformed text %j', (text, reason) => {
    expect(refusal(() => verifyLicence(text, TEST_KEYS()))).toBe(
      `CANOPY_LICENSE is not a valid licence: ${reason}`,
    );
  });

  it.each([
    ['not JSON', 'its payload is not JSON'],
    [[1, 2], 'its payload is not an object'],
    [{ ...PAYLOAD, v: 2 }, 'its format version 2 is not one this server reads'],
    [{ ...PAYLOAD, company: ' ' }, 'it names no company'],
    [{ ...PAYLOAD, seats: 0 }, 'its "seats" must be a whole number of at least 1'],
    [{ ...PAYLOAD, seats: 2.5 }, 'its "seats" must be a whole number of at least 1'],
    [{ ...PAYLOAD, expires: '2031-02-30' }, 'its "expires" must be a date (YYYY-MM-DD)'],
    [{ ...PAYLOAD, issued: undefined }, 'its "issued" must be a date (YYYY-MM-DD)'],
  ])('refuses a signed payload without its fields: %j', (payload, reason) => {
    expect(refusal(() => verifyLicence(signLicence(payload), TEST_KEYS()))).toBe(
      `CANOPY_LICENSE is not a valid licence: ${reason}`,
    );
  });

  it('counts whole UTC days to the last day: 0 on it, negative after it', () => {
    const licence = { expires: new Date('2030-03-11T00:00:00Z') };
    expect(licenceDaysLeft(licence, new Date('2030-03-01T23:59:00Z'))).toBe(10);
    expect(licenceDaysLeft(licence, new Date('2030-03-11T12:00:00Z'))).toBe(0);
    expect(licenceDaysLeft(licence, new Date('2030-03-12T00:00:01Z'))).toBe(-1);
  });

  it('takes the smaller of the licence seats and CANOPY_SEATS_LIMIT, unlimited when neither is set', () => {
    expect(seatsLimitOf(null, null)).toBeNull();
    expect(seatsLimitOf(10, null)).toBe(10);
    expect(seatsLimitOf(null, { seats: 25 })).toBe(25);
    expect(seatsLimitOf(10, { seats: 25 })).toBe(10);
    expect(seatsLimitOf(50, { seats: 25 })).toBe(25);
  });
});

describe('CANOPY_LICENSE in the settings', () => {
  it('has no licence when unset', () => {
    expect(loadSettings({}).licence).toBeNull();
  });

  it('reads a licence signed with the key of CANOPY_LICENSE_PUBLIC_KEY (or _PATH) outside production', () => {
    const env = testLicenceEnv({ seats: 2, daysLeft: 10 });
    expect(loadSettings(env).licence).toMatchObject({ company: 'Acme Test', seats: 2 });
    const pem = readFileSync(TEST_LICENCE_PUBLIC_KEY_PATH, 'utf8').replace(/\n/g, '\\n');
    expect(
      loadSettings({ CANOPY_LICENSE: env.CANOPY_LICENSE!, CANOPY_LICENSE_PUBLIC_KEY: pem }).licence?.expires,
    ).toEqual(new Date(`${dayFromToday(10)}T00:00:00Z`));
  });

  it('stops the start on a licence it cannot trust, naming CANOPY_LICENSE', () => {
    const text = signLicence(PAYLOAD);
    expect(refusal(() => loadSettings({ CANOPY_LICENSE: text }))).toMatch(
      /^CANOPY_LICENSE is not signed by Canopy/,
    );
    expect(refusal(() => loadSettings({ CANOPY_LICENSE: 'garbage', ...withTestKey }))).toMatch(
      /^CANOPY_LICENSE is not a valid licence/,
    );
  });

  it('takes an extra licence key outside production only, and only a readable Ed25519 public key', () => {
    const production = { NODE_ENV: 'production', HOST: '127.0.0.1' };
    expect(refusal(() => loadSettings({ ...production, ...withTestKey }))).toBe(
      "CANOPY_LICENSE_PUBLIC_KEY is for development and tests only: in production licences are verified with Canopy's key",
    );
    expect(
      refusal(() =>
        loadSettings({
          CANOPY_LICENSE_PUBLIC_KEY: 'x',
          CANOPY_LICENSE_PUBLIC_KEY_PATH: TEST_LICENCE_PUBLIC_KEY_PATH,
        }),
      ),
    ).toBe('set CANOPY_LICENSE_PUBLIC_KEY or CANOPY_LICENSE_PUBLIC_KEY_PATH, not both');
    expect(refusal(() => loadSettings({ CANOPY_LICENSE_PUBLIC_KEY_PATH: '/no/such.pem' }))).toBe(
      'CANOPY_LICENSE_PUBLIC_KEY_PATH names a file that cannot be read: /no/such.pem',
    );
    expect(refusal(() => loadSettings({ CANOPY_LICENSE_PUBLIC_KEY: 'not a key' }))).toBe(
      'CANOPY_LICENSE_PUBLIC_KEY must be a PEM public key',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(refusal(() => loadSettings({ CANOPY_LICENSE_PUBLIC_KEY: rsa.toString() }))).toBe(
      'CANOPY_LICENSE_PUBLIC_KEY must be an Ed25519 key',
    );
  });

  it('accepts the licences tools/licence/make-licence.ts makes', () => {
    const root = path.resolve(__dirname, '../../../..');
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'tools/licence/make-licence.ts'),
        ...['--company', 'Initech', '--seats', '7', '--expires', '2032-01-15', '--issued', '2031-01-15'],
        ...['--key', TEST_LICENCE_PRIVATE_KEY_PATH],
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(made.stderr).toBe('');
    expect(loadSettings({ CANOPY_LICENSE: made.stdout, ...withTestKey }).licence).toEqual({
      company: 'Initech',
      seats: 7,
      expires: new Date('2032-01-15T00:00:00Z'),
      issued: new Date('2031-01-15T00:00:00Z'),
    });
  });
});
