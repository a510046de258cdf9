import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dayFromToday, signLicenceText } from '@canopy/tools/licence';

export { dayFromToday };

/** The test key pair (README beside it): licences signed with it are accepted outside production only. */
export const TEST_LICENCE_PRIVATE_KEY_PATH = path.join(__dirname, 'licence/test-licence-private-key.pem');
export const TEST_LICENCE_PUBLIC_KEY_PATH = path.join(__dirname, 'licence/test-licence-public-key.pem');

/**
 * A licence text for `payload` as it is (tests also sign broken payloads; a string is signed as the payload's raw
 * text), signed with the test key by default.
 */
export function signLicence(payload: unknown, privateKeyPath = TEST_LICENCE_PRIVATE_KEY_PATH): string {
  const key = createPrivateKey(readFileSync(privateKeyPath, 'utf8'));
  return signLicenceText(typeof payload === 'string' ? payload : JSON.stringify(payload), key);
}

/** The environment of a server with a test licence: `seats` seats, ending `daysLeft` days from today. */
export function testLicenceEnv({
  seats,
  daysLeft,
  company = 'Acme Test',
}: {
  seats: number;
  daysLeft: number;
  company?: string;
}): Record<string, string> {
  return {
    CANOPY_LICENSE: signLicence({
      v: 1,
      company,
      seats,
      expires: dayFromToday(daysLeft),
      issued: dayFromToday(Math.min(0, daysLeft) - 30),
    }),
    CANOPY_LICENSE_PUBLIC_KEY_PATH: TEST_LICENCE_PUBLIC_KEY_PATH,
  };
}
