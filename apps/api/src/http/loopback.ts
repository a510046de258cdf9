/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: a client address on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A host to listen on that no other machine can reach: 'localhost' or a loopback address (`[::1]` too). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}
