import { generateKeyPairSync, verify } from 'node:crypto';
import { appJwt, InstallationTokens } from './github-app';
import { type LoopbackHost, startLoopbackHost } from './loopback-host';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = { appId: '4242', privateKey: keys.privateKey };

function parts(jwt: string) {
  const [header, payload, signature] = jwt.split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  return {
    header: json(header!),
    payload: json(payload!),
    signed: `${header}.${payload}`,
    signature: signature!,
  };
}

describe('the GitHub App JWT', () => {
  it('is RS256-signed by the app’s key, issued a minute ago by the app and good for at most 10 minutes', () => {
    const now = new Date('2026-11-02T10:00:00Z');
    const jwt = parts(appJwt(app, now));
    expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT' });
    const seconds = now.getTime() / 1000;
    expect(jwt.payload).toEqual({ iat: seconds - 60, exp: seconds + 480, iss: '4242' });
    const signature = Buffer.from(jwt.signature, 'base64url');
    expect(verify('sha256', Buffer.from(jwt.signed), keys.publicKey, signature)).toBe(true);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(verify('sha256', Buffer.from(jwt.signed), other, signature)).toBe(false);
  });
});

describe('installation tokens', () => {
  let host: LoopbackHost;
  let issued = 0;
  let expiresAt = '2026-11-02T11:00:00Z';

  beforeAll(async () => {
    host = await startLoopbackHost({
      'POST /app/installations/77/access_tokens': (request) => {
        const jwt = parts(String(request.headers.authorization).replace(/^Bearer /, ''));
        const good = verify(
          'sha256',
          Buffer.from(jwt.signed),
          keys.publicKey,
          Buffer.from(jwt.signature, 'base64url'),
        );
        if (!good) return { status: 401, body: { message: 'A JSON web token could not be decoded' } };
        issued += 1;
        return { status: 201, body: { token: `ghs_${issued}`, expires_at: expiresAt } };
      },
      'POST /app/installations/5/access_tokens': { status: 201, body: { expires_at: expiresAt } },
    });
  });
  afterAll(() => host.close());

  it('are kept until a minute before they expire, and dropped when refused', async () => {
    let now = Date.parse('2026-11-02T10:00:00Z');
    const tokens = new InstallationTokens(app, host.url, 'GitHub', () => now);
    const source = tokens.forInstallation(77);
    const [first, same] = await Promise.all([source.token(), source.token()]);
    expect([first, same]).toEqual(['ghs_1', 'ghs_1']);
    now = Date.parse('2026-11-02T10:58:59Z');
    expect(await source.token()).toBe('ghs_1');
    now = Date.parse('2026-11-02T10:59:00Z');
    expiresAt = '2026-11-02T12:00:00Z';
    expect(await source.token()).toBe('ghs_2');
    // A refusal of a token no longer held changes nothing.
    source.refused('ghs_1');
    expect(await source.token()).toBe('ghs_2');
    source.refused('ghs_2');
    expect(await source.token()).toBe('ghs_3');
  });

  it('fail clearly when GitHub’s answer carries no token', async () => {
    const tokens = new InstallationTokens(app, host.url);
    await expect(tokens.forInstallation(5).token()).rejects.toThrow(
      'GitHub sent an unreadable answer for app/installations/5/access_tokens',
    );
    await expect(tokens.forInstallation(6).token()).rejects.toThrow(
      'GitHub answered 404 for app/installations/6/access_tokens',
    );
  });
});
