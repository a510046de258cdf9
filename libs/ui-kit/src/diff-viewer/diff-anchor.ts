/** A short, stable hash of a path (FNV-1a, base 36) for line anchors such as `#k3j9x1-R12`. */
export function shortPathHash(path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The anchor (without `#`) of a diff line: `<hash>-L<n>` on the base side, `<hash>-R<n>` on the head side. */
export function diffLineAnchor(path: string, side: 'base' | 'head', line: number): string {
  return `${shortPathHash(path)}-${side === 'base' ? 'L' : 'R'}${line}`;
}
