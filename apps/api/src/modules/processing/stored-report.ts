import { once } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { encodeReportLines, Report, ReportLineDecoder } from '@canopy/coverage';

/** Text handed to gzip at once while a report is written. */
const WRITE_BATCH = 1024 * 1024;

/**
 * A commit's stored report (gzip), read a line at a time: the decompressed text of a large report is never
 * held whole, only the packed report it builds.
 */
export async function readStoredReport(gzipped: Uint8Array | null): Promise<Report> {
  if (!gzipped) return new Report();
  const decoder = new ReportLineDecoder();
  const text = new StringDecoder('utf8');
  const gunzip = createGunzip();
  gunzip.end(gzipped);
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const piece = rest + text.write(chunk);
    let start = 0;
    for (let end = piece.indexOf('\n'); end !== -1; end = piece.indexOf('\n', start)) {
      decoder.line(piece.slice(start, end));
      start = end + 1;
    }
    rest = piece.slice(start);
  }
  rest += text.end();
  if (rest.length > 0) decoder.line(rest);
  return decoder.report;
}

/**
 * The stored form of a report, gzip-compressed as it is encoded, so the whole report is never one string.
 * The bytes are a fresh buffer of their own, so they can be handed to another thread without a copy.
 */
export async function storedReport(report: Report): Promise<Uint8Array> {
  const gzip = createGzip({ level: 6 });
  const parts: Buffer[] = [];
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    parts.push(chunk);
    bytes += chunk.length;
  });
  const ended = once(gzip, 'end');
  let batch: string[] = [];
  let batchLength = 0;
  let first = true;
  for (const line of encodeReportLines(report)) {
    batch.push(first ? line : `\n${line}`);
    first = false;
    batchLength += line.length + 1;
    if (batchLength >= WRITE_BATCH) {
      if (!gzip.write(batch.join(''))) await once(gzip, 'drain');
      batch = [];
      batchLength = 0;
    }
  }
  gzip.end(batch.join(''));
  await ended;
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
