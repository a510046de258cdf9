import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { encodeReportLines, Report, ReportLineDecoder } from '@canopy/coverage';

/**
 * Text handed to gzip at once while a report is written: small enough that each batch's string is young
 * garbage, collected at once, rather than a large object that waits for a full collection (a report of
 * hundreds of megabytes of text would pile up that much garbage).
 */
const WRITE_BATCH = 64 * 1024;

/**
 * A commit's stored report (gzip), read a line at a time: the decompressed text of a large report is never
 * held whole, only the packed report it builds.
 */
export async function readStoredReport(gzipped: Uint8Array | null): Promise<Report> {
  const decoder = new ReportLineDecoder();
  if (gzipped) await readStoredLines(gzipped, (line) => decoder.line(line));
  return decoder.report;
}

/** Calls back with each line of a stored report (gzip), decompressed a chunk at a time. */
export async function readStoredLines(gzipped: Uint8Array, onLine: (line: string) => void): Promise<void> {
  const text = new StringDecoder('utf8');
  const gunzip = createGunzip();
  gunzip.end(gzipped);
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const piece = rest + text.write(chunk);
    let start = 0;
    for (let end = piece.indexOf('\n'); end !== -1; end = piece.indexOf('\n', start)) {
      onLine(piece.slice(start, end));
      start = end + 1;
    }
    rest = piece.slice(start);
  }
  rest += text.end();
  if (rest.length > 0) onLine(rest);
}

/**
 * The stored form of a report, gzip-compressed as it is encoded, so the whole report is never one string.
 * The bytes are a fresh buffer of their own, so they can be handed to another thread without a copy.
 */
export async function storedReport(report: Report): Promise<Uint8Array> {
  const writer = new StoredReportWriter();
  for (const line of encodeReportLines(report)) await writer.line(line);
  return (await writer.finish()) as Uint8Array;
}

/**
 * Writes the stored form a line at a time (header first), gzip-compressed as it goes: into memory, or into
 * `file` when one is given.
 */
export class StoredReportWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly parts: Buffer[] = [];
  private bytes = 0;
  private readonly ended: Promise<unknown>;
  private batch: string[] = [];
  private batchLength = 0;
  private first = true;

  constructor(private readonly file?: string) {
    if (file) this.ended = pipeline(this.gzip, createWriteStream(file));
    else {
      this.ended = once(this.gzip, 'end');
      this.gzip.on('data', (chunk: Buffer) => {
        this.parts.push(chunk);
        this.bytes += chunk.length;
      });
    }
  }

  async line(line: string): Promise<void> {
    this.batch.push(this.first ? line : `\n${line}`);
    this.first = false;
    this.batchLength += line.length + 1;
    if (this.batchLength >= WRITE_BATCH) {
      const text = this.batch.join('');
      this.batch = [];
      this.batchLength = 0;
      if (!this.gzip.write(text)) await once(this.gzip, 'drain');
    }
  }

  /** The compressed report: its file, or its bytes in a fresh buffer of their own. */
  async finish(): Promise<Uint8Array | { file: string }> {
    this.gzip.end(this.batch.join(''));
    this.batch = [];
    await this.ended;
    if (this.file) return { file: this.file };
    const out = new Uint8Array(this.bytes);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    this.parts.length = 0;
    return out;
  }
}
