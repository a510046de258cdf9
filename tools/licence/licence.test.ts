import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dayFromToday, LicenceArgumentError, licenceFromArgs, makeLicence } from './licence.ts';

const root = path.resolve(__dirname, '../..');
const KEYS = path.join(root, 'apps/api/src/testing/licence');
const PRIVATE_KEY = path.join(KEYS, 'test-licence-private-key.pem');
const PUBLIC_KEY = createPublicKey(fs.readFileSync(path.join(KEYS, 'test-licence-public-key.pem'), 'utf8'));

function decode(text: string): { payload: unknown; signed: boolean } {
  const [body, signature] = text.split('.') as [string, string];
  return {
    payload: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    signed: verify(null, Buffer.from(body), PUBLIC_KEY, Buffer.from(signature, 'base64url')),
  };
}

describe('make-licence', () => {
  it('signs the payload the server reads with the private key it is given', () => {
    const text = licenceFromArgs(
      ['--company', 'Acme', '--seats', '25', '--expires', '2030-06-30', '--key', PRIVATE_KEY],
      new Date('2029-06-30T15:00:00Z'),
    );
    expect(text).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decode(text)).toEqual({
      payload: { v: 1, company: 'Acme', seats: 25, expires: '2030-06-30', issued: '2029-06-30' },
      signed: true,
    });
  });

  it('refuses wrong arguments with a message saying which', () => {
    const make =
      (...args: string[]) =>
      () =>
        licenceFromArgs(args);
    const key = ['--key', PRIVATE_KEY];
    expect(make('--seats', '3')).toThrow('missing --company, --expires, --key');
    expect(make('--company', 'A', '--seats', '0', '--expires', '2030-01-01', ...key)).toThrow(
      '--seats must be a whole number of at least 1, not "0"',
    );
    expect(make('--company', 'A', '--seats', '2', '--expires', '2030-02-30', ...key)).toThrow(
      '--expires must be a date (YYYY-MM-DD), not "2030-02-30"',
    );
    expect(
      make('--company', 'A', '--seats', '2', '--expires', '2030-01-01', '--key', '/no/such/key'),
    ).toThrow('--key names a file that cannot be read: /no/such/key');
    expect(make('--company', 'A', '--seats', '2', '--expires', '2030-01-01', '--colour', 'red')).toThrow(
      LicenceArgumentError,
    );
  });

  it('takes Ed25519 keys only', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const fields = { company: 'A', seats: 1, expires: '2030-01-01', issued: '2029-01-01' };
    expect(() => makeLicence(fields, rsa.toString())).toThrow('--key must be an Ed25519 key');
    expect(() => makeLicence(fields, 'not a key')).toThrow('--key must name a PEM private key');
  });

  it('prints the licence from the command line, and the usage with exit code 2 on a mistake', () => {
    const script = path.join(root, 'tools/licence/make-licence.ts');
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });
    const made = run(['--company', 'Acme', '--seats', '2', '--expires', '2030-01-01', '--key', PRIVATE_KEY]);
    expect(made.status).toBe(0);
    expect(decode(made.stdout.trim())).toMatchObject({ payload: { seats: 2 }, signed: true });
    const wrong = run(['--company', 'Acme']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('make-licence: missing --seats, --expires, --key');
    expect(wrong.stderr).toContain('Usage:');
  });
});

describe('dayFromToday', () => {
  it('counts UTC calendar days from today, whatever the hour', () => {
    const lateEvening = new Date('2026-05-10T23:59:00Z');
    expect(dayFromToday(0, lateEvening)).toBe('2026-05-10');
    expect(dayFromToday(1, lateEvening)).toBe('2026-05-11');
    expect(dayFromToday(-10, new Date('2026-03-01T00:01:00Z'))).toBe('2026-02-19');
  });
});
