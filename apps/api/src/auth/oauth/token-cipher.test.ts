import { TokenCipher } from './token-cipher';

describe('git host tokens at rest', () => {
  const cipher = new TokenCipher('install secret');

  it('encrypts with a fresh IV each time and decrypts back', () => {
    const first = cipher.encrypt('gho_secret-token');
    const second = cipher.encrypt('gho_secret-token');
    expect(first).not.toBe(second);
    expect(first).not.toContain('gho_secret-token');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(cipher.decrypt(first)).toBe('gho_secret-token');
  });

  it('reads nothing made with another secret, altered, or in another format', () => {
    const stored = cipher.encrypt('gho_secret-token');
    expect(new TokenCipher('another secret').decrypt(stored)).toBeNull();
    const [version, iv, tag, body] = stored.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(cipher.decrypt([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(cipher.decrypt('gho_secret-token')).toBeNull();
    expect(cipher.decrypt('v2.a.b.c')).toBeNull();
  });
});

describe('purposes', () => {
  it('gives each purpose its own key from the same install secret', () => {
    const tokens = new TokenCipher('install secret');
    const yaml = new TokenCipher('install secret', 'codecov.yml secret strings v1');
    const stored = yaml.encrypt('https://hooks.example/abc');
    expect(yaml.decrypt(stored)).toBe('https://hooks.example/abc');
    expect(tokens.decrypt(stored)).toBeNull();
    expect(new TokenCipher('install secret', 'git host tokens v1').decrypt(tokens.encrypt('t'))).toBe('t');
  });
});
