import { murmur3x64128, testId } from './test-id';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A direct BigInt transcription of MurmurHash3_x64_128, to check the 32-bit arithmetic against. */
function reference(data: Uint8Array): string {
  const mask = (1n << 64n) - 1n;
  const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & mask;
  const fmix = (k: bigint) => {
    k ^= k >> 33n;
    k = (k * 0xff51afd7ed558ccdn) & mask;
    k ^= k >> 33n;
    k = (k * 0xc4ceb9fe1a85ec53n) & mask;
    return k ^ (k >> 33n);
  };
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  const read = (at: number, length: number) => {
    let v = 0n;
    for (let i = length - 1; i >= 0; i--) v = (v << 8n) | BigInt(data[at + i] ?? 0);
    return v;
  };
  let h1 = 0n;
  let h2 = 0n;
  const blocks = Math.floor(data.length / 16);
  for (let i = 0; i < blocks; i++) {
    let k1 = read(i * 16, 8);
    let k2 = read(i * 16 + 8, 8);
    k1 = (rotl((k1 * c1) & mask, 31n) * c2) & mask;
    h1 ^= k1;
    h1 = (((rotl(h1, 27n) + h2) & mask) * 5n + 0x52dce729n) & mask;
    k2 = (rotl((k2 * c2) & mask, 33n) * c1) & mask;
    h2 ^= k2;
    h2 = (((rotl(h2, 31n) + h1) & mask) * 5n + 0x38495ab5n) & mask;
  }
  const tail = blocks * 16;
  const rest = data.length - tail;
  if (rest > 8) h2 ^= (rotl((read(tail + 8, rest - 8) * c2) & mask, 33n) * c1) & mask;
  if (rest > 0) h1 ^= (rotl((read(tail, Math.min(rest, 8)) * c1) & mask, 31n) * c2) & mask;
  h1 ^= BigInt(data.length);
  h2 ^= BigInt(data.length);
  h1 = (h1 + h2) & mask;
  h2 = (h2 + h1) & mask;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) & mask;
  h2 = (h2 + h1) & mask;
  const le = (v: bigint) =>
    Array.from({ length: 8 }, (_, i) =>
      Number((v >> BigInt(8 * i)) & 0xffn)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
  return le(h1) + le(h2);
}

describe('murmur3x64128', () => {
  it('gives the published digest bytes for the pangram', () => {
    expect(murmur3x64128(bytes('The quick brown fox jumps over the lazy dog'))).toBe(
      '6c1b07bc7bbc4be347939ac4a93c437a',
    );
    expect(murmur3x64128(bytes(''))).toBe('00000000000000000000000000000000');
  });

  it('agrees with a BigInt transcription for every tail length and non-ASCII text', () => {
    for (let length = 0; length <= 40; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37 + length * 11) & 0xff);
      expect(murmur3x64128(data)).toBe(reference(data));
    }
    const text = bytes('tests/é/测试.py\u0000Class\u0000test_ünïcode[😀]');
    expect(murmur3x64128(text)).toBe(reference(text));
  });
});

describe('testId', () => {
  it('is 32 hex characters and stable', () => {
    const id = testId('suite', 'tests.test_calc.TestCalc', 'test_add');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(testId('suite', 'tests.test_calc.TestCalc', 'test_add')).toBe(id);
    // Pinned: ids are stored, so the function must never change.
    expect(id).toBe(reference(bytes('suite\u0000tests.test_calc.TestCalc\u0000test_add')));
  });

  it('keeps the parts apart', () => {
    expect(testId('a', 'bc', 'd')).not.toBe(testId('ab', 'c', 'd'));
    expect(testId('', 'a', 'b')).not.toBe(testId('a', '', 'b'));
    expect(testId('s', 'c', 'n')).not.toBe(testId('s', 'c', 'n '));
  });
});
