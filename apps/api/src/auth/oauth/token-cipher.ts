import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts git-host tokens at rest with AES-256-GCM. The key is derived (HKDF-SHA-256) from the install's secret
 * (CANOPY_SECRET, or the cookie secret kept in the database), so a copy of the database alone does not reveal
 * them. Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url. Other uses name their own `purpose`, which gives
 * them their own key: a text made for one use never opens with another's key.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'git host tokens v1') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'canopy', purpose, 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The token, or null when the text was not made with this key (another secret, or altered). */
  decrypt(stored: string): string | null {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
