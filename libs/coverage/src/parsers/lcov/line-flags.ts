/** Lines below this are flagged in a typed array; the rare absurd line number goes to a map. */
const TABLE_LIMIT = 1 << 22;

/**
 * A few bits per line number of one block, cleared between blocks: a byte array indexed by line, reused
 * from block to block, where sets would hash every line number.
 */
export class LineFlags {
  private table = new Uint8Array(1024);
  private overflow: Map<number, number> | undefined;
  /** Highest table index written since the last clear. */
  private high = -1;

  get(line: number): number {
    if (line < this.table.length) return this.table[line] as number;
    return this.overflow?.get(line) ?? 0;
  }

  add(line: number, bits: number): void {
    if (line >= TABLE_LIMIT) {
      const overflow = (this.overflow ??= new Map());
      overflow.set(line, (overflow.get(line) ?? 0) | bits);
      return;
    }
    if (line >= this.table.length) {
      const grown = new Uint8Array(Math.min(TABLE_LIMIT, Math.max(line + 1, this.table.length * 2)));
      grown.set(this.table);
      this.table = grown;
    }
    this.table[line] = (this.table[line] as number) | bits;
    if (line > this.high) this.high = line;
  }

  clear(): void {
    if (this.high >= 0) this.table.fill(0, 0, this.high + 1);
    this.high = -1;
    this.overflow?.clear();
  }
}
