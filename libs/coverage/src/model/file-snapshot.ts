import { CoverageColumn } from './coverage-column';
import type { Complexity } from './line-coverage';
import { intern, ReportFile } from './report';

/*
 * One file of a report as compact bytes, so a merge too large to hold can set finished files aside (on disk)
 * and read them back exactly as they were. Not a stored form: the bytes live only as long as one merge, in one
 * process. Layout: the length of a JSON header (4 bytes), the header, then each session's dense lines as the
 * column holds them (4 or 8 bytes a line).
 */

interface SnapshotHeader {
  /** Per session: id, 1 when its lines are 64-bit, the column's length, its dense line count, overflow lines. */
  s: [id: number, wide: 0 | 1, length: number, dense: number, overflow?: [number, number][]][];
  t?: [line: number, type: 'b' | 'm'][];
  m?: [id: number, lines: [line: number, ids: string][]][];
  c?: [line: number, complexity: Complexity][];
}

const text = new TextEncoder();
const fromText = new TextDecoder();

export function encodeFileSnapshot(file: ReportFile): Uint8Array {
  const header: SnapshotHeader = { s: [] };
  const columns: Uint8Array[] = [];
  let columnBytes = 0;
  for (const [id, column] of file.sessions) {
    const { dense, length, overflow } = column.stored();
    const wide = dense instanceof Float64Array ? 1 : 0;
    header.s.push(
      overflow.length > 0 ? [id, wide, length, dense.length, overflow] : [id, wide, length, dense.length],
    );
    columns.push(new Uint8Array(dense.buffer, dense.byteOffset, dense.byteLength));
    columnBytes += dense.byteLength;
  }
  const types = file.recordedTypes();
  if (types.size > 0) header.t = [...types];
  if (file.missing.size > 0) header.m = [...file.missing].map(([id, lines]) => [id, [...lines]]);
  const complexity: [number, Complexity][] = [];
  file.complexity.forEach((value, line) => {
    if (value !== undefined) complexity.push([line, value]);
  });
  if (complexity.length > 0) header.c = complexity;
  const head = text.encode(JSON.stringify(header));
  const bytes = new Uint8Array(4 + head.length + columnBytes);
  new DataView(bytes.buffer).setUint32(0, head.length, true);
  bytes.set(head, 4);
  let at = 4 + head.length;
  for (const column of columns) {
    bytes.set(column, at);
    at += column.length;
  }
  return bytes;
}

/** The file `encodeFileSnapshot` was given, in the same state. */
export function decodeFileSnapshot(path: string, bytes: Uint8Array): ReportFile {
  const headLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = JSON.parse(fromText.decode(bytes.subarray(4, 4 + headLength))) as SnapshotHeader;
  let at = 4 + headLength;
  const file = new ReportFile(path);
  for (const [id, wide, length, count, overflow] of header.s) {
    const dense = wide ? new Float64Array(count) : new Int32Array(count);
    // Copied rather than viewed: the bytes need not sit at an aligned offset, and the column owns its lines.
    new Uint8Array(dense.buffer).set(bytes.subarray(at, at + dense.byteLength));
    at += dense.byteLength;
    file.sessions.set(id, CoverageColumn.restore(dense, length, overflow));
  }
  for (const [line, type] of header.t ?? []) file.setType(line, type);
  for (const [id, lines] of header.m ?? [])
    file.missing.set(id, new Map(lines.map(([line, ids]) => [line, intern(ids)])));
  for (const [line, value] of header.c ?? []) file.complexity[line] = value;
  return file;
}
