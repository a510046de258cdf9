/**
 * A test's stable identity: MurmurHash3 x64 128 (seed 0) of its testsuite, classname and name, as 32
 * lowercase hex characters. The parts are joined with U+0000, which XML cannot carry, so ("a", "bc")
 * and ("ab", "c") never share an id. Pure arithmetic on 32-bit halves so it runs in browsers too.
 */
export function testId(testsuite: string, classname: string, name: string): string {
  return murmur3x64128(encoder.encode(`${testsuite}\u0000${classname}\u0000${name}`));
}

const encoder = new TextEncoder();

/** A 64-bit unsigned value as two 32-bit halves. */
type U64 = [hi: number, lo: number];

function add(a: U64, b: U64): U64 {
  const lo = (a[1] >>> 0) + (b[1] >>> 0);
  const hi = ((a[0] >>> 0) + (b[0] >>> 0) + Math.floor(lo / 0x100000000)) >>> 0;
  return [hi, lo >>> 0];
}

/** Product modulo 2^64, from 16-bit limbs so no partial product loses precision. */
function mul(a: U64, b: U64): U64 {
  const a48 = a[0] >>> 16;
  const a32 = a[0] & 0xffff;
  const a16 = a[1] >>> 16;
  const a00 = a[1] & 0xffff;
  const b48 = b[0] >>> 16;
  const b32 = b[0] & 0xffff;
  const b16 = b[1] >>> 16;
  const b00 = b[1] & 0xffff;
  let c00 = a00 * b00;
  let c16 = c00 >>> 16;
  c00 &= 0xffff;
  c16 += a16 * b00;
  let c32 = c16 >>> 16;
  c16 &= 0xffff;
  c16 += a00 * b16;
  c32 += c16 >>> 16;
  c16 &= 0xffff;
  c32 += a32 * b00;
  let c48 = c32 >>> 16;
  c32 &= 0xffff;
  c32 += a16 * b16;
  c48 += c32 >>> 16;
  c32 &= 0xffff;
  c32 += a00 * b32;
  c48 += c32 >>> 16;
  c32 &= 0xffff;
  c48 += a48 * b00 + a32 * b16 + a16 * b32 + a00 * b48;
  c48 &= 0xffff;
  return [((c48 << 16) | c32) >>> 0, ((c16 << 16) | c00) >>> 0];
}

function rotl(v: U64, bits: number): U64 {
  const n = bits % 64;
  if (n === 0) return v;
  if (n === 32) return [v[1], v[0]];
  if (n < 32) {
    return [((v[0] << n) | (v[1] >>> (32 - n))) >>> 0, ((v[1] << n) | (v[0] >>> (32 - n))) >>> 0];
  }
  const m = n - 32;
  return [((v[1] << m) | (v[0] >>> (32 - m))) >>> 0, ((v[0] << m) | (v[1] >>> (32 - m))) >>> 0];
}

function xor(a: U64, b: U64): U64 {
  return [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
}

function fmix(k: U64): U64 {
  let h = xor(k, [0, k[0] >>> 1]);
  h = mul(h, [0xff51afd7, 0xed558ccd]);
  h = xor(h, [0, h[0] >>> 1]);
  h = mul(h, [0xc4ceb9fe, 0x1a85ec53]);
  return xor(h, [0, h[0] >>> 1]);
}

const C1: U64 = [0x87c37b91, 0x114253d5];
const C2: U64 = [0x4cf5ad43, 0x2745937f];

/** Little-endian 64-bit word of `bytes` at `at`, reading only the first `length` bytes (tail blocks). */
function word(bytes: Uint8Array, at: number, length = 8): U64 {
  let hi = 0;
  let lo = 0;
  for (let i = length - 1; i >= 0; i--) {
    const byte = bytes[at + i] ?? 0;
    if (i >= 4) hi = (hi << 8) | byte;
    else lo = (lo << 8) | byte;
  }
  return [hi >>> 0, lo >>> 0];
}

/** The half's bytes in little-endian order, as the reference C code writes its output. */
function hex(v: U64): string {
  let out = '';
  for (const half of [v[1], v[0]]) {
    for (let shift = 0; shift < 32; shift += 8)
      out += ((half >>> shift) & 0xff).toString(16).padStart(2, '0');
  }
  return out;
}

/** MurmurHash3_x64_128 with seed 0: the 16 digest bytes (h1 then h2, little-endian) as hex. */
export function murmur3x64128(bytes: Uint8Array): string {
  let h1: U64 = [0, 0];
  let h2: U64 = [0, 0];
  const blocks = Math.floor(bytes.length / 16);
  for (let i = 0; i < blocks; i++) {
    let k1 = word(bytes, i * 16);
    let k2 = word(bytes, i * 16 + 8);
    k1 = mul(rotl(mul(k1, C1), 31), C2);
    h1 = xor(h1, k1);
    h1 = add(mul(add(rotl(h1, 27), h2), [0, 5]), [0, 0x52dce729]);
    k2 = mul(rotl(mul(k2, C2), 33), C1);
    h2 = xor(h2, k2);
    h2 = add(mul(add(rotl(h2, 31), h1), [0, 5]), [0, 0x38495ab5]);
  }
  const tail = blocks * 16;
  const rest = bytes.length - tail;
  if (rest > 8) {
    let k2 = word(bytes, tail + 8, rest - 8);
    k2 = mul(rotl(mul(k2, C2), 33), C1);
    h2 = xor(h2, k2);
  }
  if (rest > 0) {
    let k1 = word(bytes, tail, Math.min(rest, 8));
    k1 = mul(rotl(mul(k1, C1), 31), C2);
    h1 = xor(h1, k1);
  }
  const length: U64 = [0, bytes.length];
  h1 = xor(h1, length);
  h2 = xor(h2, length);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  return hex(h1) + hex(h2);
}
