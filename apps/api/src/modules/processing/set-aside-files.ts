import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeFileSnapshot, encodeFileSnapshot, type Report, type ReportFile } from '@canopy/coverage';

/** Where a part of a file was set aside, and whose lines it holds (see MergedReport). */
export interface SetAsidePart {
  source: number;
  offset: number;
  length: number;
  /** When this source first set the file aside: the place of the file in the merged report. */
  order: number;
}

/** Bytes handed to the file system at once. */
const WRITE_BYTES = 4 * 1024 * 1024;

/**
 * Files of a large merge set aside in one temporary file, in a compact form (`encodeFileSnapshot`), with only
 * an index in memory: for each path, where its parts are, one per source, in the order they were set aside. A
 * source that names a file again takes its part back (`takeBack`) and sets it aside again later, in the same
 * place of the index. The file is created on first use, in its own folder under `parent`, and removed by
 * `close`.
 */
export class SetAsideFiles {
  readonly parts = new Map<string, SetAsidePart[]>();
  private folder: string | undefined;
  private fd: number | undefined;
  private end = 0;
  private sequence = 0;
  private readonly takenBack = new Set<SetAsidePart>();

  constructor(private readonly parent: string = os.tmpdir()) {}

  /** Sets every file of `report` aside as parts from `source`; returns whether any file had a line of data. */
  add(report: Report, source: number): boolean {
    const fd = this.open();
    let data = false;
    let chunks: Uint8Array[] = [];
    let bytes = 0;
    for (const file of report.files.values()) {
      if (!data && !file.isEmpty()) data = true;
      const encoded = encodeFileSnapshot(file);
      let parts = this.parts.get(file.path);
      if (!parts) {
        parts = [];
        this.parts.set(file.path, parts);
      }
      const last = parts[parts.length - 1];
      if (last && this.takenBack.delete(last)) {
        last.offset = this.end + bytes;
        last.length = encoded.length;
      } else parts.push({ source, offset: this.end + bytes, length: encoded.length, order: this.sequence++ });
      chunks.push(encoded);
      bytes += encoded.length;
      if (bytes >= WRITE_BYTES) {
        this.write(fd, chunks, bytes);
        chunks = [];
        bytes = 0;
      }
    }
    this.write(fd, chunks, bytes);
    return data;
  }

  /**
   * The file `source` set aside last, when it was the last to set `filePath` aside: it is back in the caller's
   * hands, and its next `add` replaces the part.
   */
  takeBack(filePath: string, source: number): ReportFile | undefined {
    const parts = this.parts.get(filePath);
    const last = parts?.[parts.length - 1];
    if (!last || last.source !== source || this.takenBack.has(last)) return undefined;
    this.takenBack.add(last);
    return this.read(filePath, last);
  }

  /** A part read back as the file it was. */
  read(filePath: string, part: SetAsidePart): ReportFile {
    const bytes = Buffer.allocUnsafe(part.length);
    let done = 0;
    while (done < part.length)
      done += fs.readSync(this.fd!, bytes, done, part.length - done, part.offset + done);
    return decodeFileSnapshot(filePath, bytes);
  }

  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    if (this.folder) fs.rmSync(this.folder, { recursive: true, force: true });
    this.folder = undefined;
  }

  private open(): number {
    if (this.fd !== undefined) return this.fd;
    fs.mkdirSync(this.parent, { recursive: true });
    this.folder = fs.mkdtempSync(path.join(this.parent, 'merge-'));
    this.fd = fs.openSync(path.join(this.folder, 'files'), 'w+');
    return this.fd;
  }

  private write(fd: number, chunks: Uint8Array[], bytes: number): void {
    if (bytes === 0) return;
    const buffer = Buffer.concat(chunks, bytes);
    let written = 0;
    while (written < bytes) written += fs.writeSync(fd, buffer, written, bytes - written, this.end + written);
    this.end += bytes;
  }
}
