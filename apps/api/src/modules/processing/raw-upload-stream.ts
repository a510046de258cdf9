import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import {
  cleanNetwork,
  emptyRawUpload,
  parseEnv,
  parseLegacyFixes,
  type RawUpload,
  RawUploadError,
  readRawBody,
  YAML_NAME,
} from './raw-upload';

/*
 * A stored upload read in chunks, never whole: uploads reach hundreds of megabytes, and the text of one (plus
 * the pieces it was cut into) used to cost several times its size. The legacy layout is read in passes over
 * the stored body: the first finds the sections, the second reads the small ones (file list, environment,
 * fixes, a codecov.yml), the last streams each coverage file to its parser, which can then use the file list
 * whatever order the client wrote the sections in. The CLI's JSON layout is one JSON value and is read whole.
 */

/** Opens the stored body from its start (each pass opens it again). */
export type RawSource = () => AsyncIterable<Uint8Array>;

/** Where a coverage file's text goes as it is read. */
export interface FileSink {
  write(text: string): void;
  end(): void;
}

/** An opened upload: what `openRawUpload` gives, with the coverage files streamed rather than held. */
export interface StreamedUpload extends Omit<RawUpload, 'files'> {
  /** The coverage files' names, in the order they are read. */
  files: string[];
  /** Streams each coverage file, in order, to the sink `sinkFor` gives for it. */
  readFiles(sinkFor: (name: string) => FileSink): Promise<void>;
}

const MARKER = Buffer.from('<<<<<< ');
const IGNORE_REST = Buffer.from('==FROMNOWONIGNOREDBYCODECOV==>>>');
/** Bytes kept from one chunk to the next: an unfinished marker line, or the ignore marker cut in two. */
const OVERLAP = 1024;
/** The start of each section kept by the first pass: enough for its `# path=` line. */
const HEAD_BYTES = 16 * 1024;
const NEWLINE = 10;

function isBlank(byte: number): boolean {
  return byte === 32 || (byte >= 9 && byte <= 13);
}

function bufferOf(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** A source over bytes already in memory, cut in chunks as storage would give them. */
export function bytesSource(bytes: Uint8Array, chunkBytes = 1024 * 1024): RawSource {
  return async function* chunks() {
    for (let at = 0; at < bytes.byteLength; at += chunkBytes)
      yield bytes.subarray(at, Math.min(bytes.byteLength, at + chunkBytes));
  };
}

/** The body with its transfer encoding undone, refusing to expand past the limit (decompression bombs). */
export async function* decodedChunks(
  source: RawSource,
  contentEncoding: string | null,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  const raw = source()[Symbol.asyncIterator]();
  try {
    let first = await raw.next();
    while (!first.done && first.value.byteLength === 0) first = await raw.next();
    if (first.done) return;
    const head = bufferOf(first.value);
    const gzipMagic = head.length > 2 && head[0] === 0x1f && head[1] === 0x8b;
    const kind =
      contentEncoding === 'gzip' || gzipMagic ? 'gzip' : contentEncoding === 'deflate' ? 'deflate' : null;
    if (!kind) {
      yield head;
      for (let next = await raw.next(); !next.done; next = await raw.next()) yield bufferOf(next.value);
      return;
    }
    const what = kind === 'gzip' ? 'The gzip-compressed upload' : 'The deflate-compressed upload';
    const compressed = Readable.from(
      (async function* rest() {
        yield head;
        for (let next = await raw.next(); !next.done; next = await raw.next()) yield bufferOf(next.value);
      })(),
    );
    const inflater = kind === 'gzip' ? createGunzip() : createInflate();
    compressed.on('error', (error) => inflater.destroy(error));
    compressed.pipe(inflater);
    let total = 0;
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes)
          throw new RawUploadError(
            'unsupported_file_format',
            `${what} expands beyond the limit of ${maxBytes} bytes`,
          );
        yield chunk;
      }
    } catch (error) {
      if (error instanceof RawUploadError) throw error;
      throw new RawUploadError(
        'unsupported_file_format',
        `${what} could not be decompressed (${error instanceof Error ? error.message : String(error)})`,
      );
    } finally {
      compressed.destroy();
      inflater.destroy();
    }
  } finally {
    await raw.return?.();
  }
}

interface Section {
  kind: 'network' | 'ENV' | 'EOF' | 'rest';
  start: number;
  end: number;
  /** The section's first bytes. */
  head: Buffer;
  /** Whether it holds anything but whitespace. */
  filled: boolean;
}

interface Layout {
  bytes: number;
  /** The body starts with `{`: the CLI's JSON layout (or a bare JSON report), read whole. */
  json: boolean;
  sections: Section[];
}

/** The first pass: where the legacy layout's sections start and end, and what each begins with. */
async function scanLayout(chunks: AsyncIterable<Buffer>): Promise<Layout> {
  const sections: Section[] = [];
  let bytes = 0;
  let window: Buffer = Buffer.alloc(0);
  let base = 0;
  let searchFrom = 0;
  let consumed = 0;
  let end: number | undefined;
  let sectionStart = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let filled = false;

  const consume = (to: number) => {
    if (to <= consumed) return;
    const part = window.subarray(consumed - base, to - base);
    consumed = to;
    if (headBytes < HEAD_BYTES) {
      const kept = Buffer.from(part.subarray(0, HEAD_BYTES - headBytes));
      head.push(kept);
      headBytes += kept.length;
    }
    if (!filled)
      for (const byte of part)
        if (!isBlank(byte)) {
          filled = true;
          break;
        }
  };
  const close = (at: number, kind: Section['kind'], next: number) => {
    consume(at);
    sections.push({ kind, start: sectionStart, end: at, head: Buffer.concat(head), filled });
    consumed = next;
    sectionStart = next;
    head = [];
    headBytes = 0;
    filled = false;
  };
  const scan = (final: boolean) => {
    const limit = end === undefined ? window.length : end - base;
    let i = searchFrom - base;
    let deferred: number | undefined;
    for (;;) {
      const at = window.indexOf(MARKER, i);
      if (at === -1 || at >= limit) break;
      if (base + at > 0 && window[at - 1] !== NEWLINE) {
        i = at + 1;
        continue;
      }
      let lineEnd = window.indexOf(NEWLINE, at);
      if (lineEnd === -1 || lineEnd > limit) {
        if (!final && end === undefined) {
          // The marker line goes on in the next chunk; a "marker line" this long is content.
          if (window.length - at <= OVERLAP) {
            deferred = at;
            break;
          }
          i = at + 1;
          continue;
        }
        lineEnd = limit;
      }
      const name = window.toString('utf8', at + MARKER.length, lineEnd).trim();
      const next = Math.min(lineEnd + 1, limit);
      if (name === 'network' || name === 'ENV' || name === 'EOF') close(base + at, name, base + next);
      i = next;
    }
    // Without more bytes, a marker may still start in the last few: the search resumes there.
    const settled = final || end !== undefined ? limit : Math.max(i, limit - (MARKER.length - 1));
    const upTo = Math.min(deferred ?? settled, limit);
    consume(base + upTo);
    searchFrom = base + upTo;
  };

  for await (const chunk of chunks) {
    if (bytes === 0 && chunk.length > 0) {
      // Only the JSON layout's first byte matters; the rest of the body is read whole.
      let i = 0;
      while (i < chunk.length && isBlank(chunk[i]!)) i++;
      if (i < chunk.length && chunk[i] === 0x7b) return { bytes: chunk.length, json: true, sections };
    }
    bytes += chunk.length;
    window = window.length > 0 ? Buffer.concat([window, chunk]) : chunk;
    const ignoreAt = window.indexOf(IGNORE_REST);
    if (ignoreAt !== -1) end = base + ignoreAt;
    scan(false);
    if (end !== undefined) break;
    // Keep the unread marker line, and enough to find the ignore marker across the cut.
    // (and the byte before, which says whether a marker starts a line).
    const keepFrom = Math.max(0, Math.min(searchFrom - base - 1, window.length - IGNORE_REST.length));
    base += keepFrom;
    window = Buffer.from(window.subarray(keepFrom));
  }
  if (bytes === 0) throw new RawUploadError('report_empty', 'The upload body is empty (0 bytes)');
  if (end === undefined) scan(true);
  const last = end ?? base + window.length;
  consume(last);
  if (filled)
    sections.push({ kind: 'rest', start: sectionStart, end: last, head: Buffer.concat(head), filled });
  return { bytes, json: false, sections };
}

interface Range {
  start: number;
  end: number;
}

/** One pass over the body that hands each range's bytes over in order; stops after the last range. */
async function readRanges(
  chunks: AsyncIterable<Buffer>,
  ranges: readonly Range[],
  handlers: {
    enter(index: number): void;
    bytes(index: number, bytes: Buffer): void;
    leave(index: number): void;
  },
): Promise<void> {
  let current = 0;
  let entered = -1;
  let offset = 0;
  for await (const chunk of chunks) {
    const chunkEnd = offset + chunk.length;
    while (current < ranges.length && ranges[current]!.start < chunkEnd) {
      const range = ranges[current]!;
      if (entered < current) handlers.enter((entered = current));
      const from = Math.max(range.start, offset);
      const to = Math.min(range.end, chunkEnd);
      if (to > from) handlers.bytes(current, chunk.subarray(from - offset, to - offset));
      if (range.end > chunkEnd) break;
      handlers.leave(current);
      current += 1;
    }
    offset = chunkEnd;
    if (current >= ranges.length) break;
  }
  // Empty ranges at the very end.
  for (; current < ranges.length; current++) {
    if (entered < current) handlers.enter((entered = current));
    handlers.leave(current);
  }
}

type Part =
  { kind: 'network' | 'ENV' | 'fixes' | 'yaml'; range: Range } | { kind: 'file'; name: string; range: Range };

/** What a section is, as the legacy reader decides it (`parseLegacyPayload`). */
function partOf(section: Section): Part | null {
  const range = { start: section.start, end: section.end };
  if (section.kind === 'network' || section.kind === 'ENV') return { kind: section.kind, range };
  const head = section.head.toString('utf8');
  const lead = /^\s*\n/.exec(head)?.[0] ?? '';
  const afterLead = head.slice(lead.length);
  if (!afterLead.startsWith('# path=')) {
    if (!section.filled) return null;
    return { kind: 'file', name: '', range };
  }
  const lineEnd = afterLead.indexOf('\n');
  const name = (lineEnd === -1 ? afterLead.slice(7) : afterLead.slice(7, lineEnd)).trim();
  const start =
    lineEnd === -1
      ? section.end
      : section.start + Buffer.byteLength(head.slice(0, lead.length + lineEnd + 1));
  const content = { start: Math.min(start, section.end), end: section.end };
  if (name === 'fixes') return { kind: 'fixes', range: content };
  if (YAML_NAME.test(name)) return { kind: 'yaml', range: content };
  return { kind: 'file', name, range: content };
}

/**
 * Opens a stored upload without holding it: its small sections are read, its coverage files are streamed
 * later by `readFiles`. Errors as `openRawUpload`.
 */
export async function openStreamedUpload(
  source: RawSource,
  contentEncoding: string | null,
  maxBytes: number,
): Promise<StreamedUpload> {
  const decoded = () => decodedChunks(source, contentEncoding, maxBytes);
  const layout = await scanLayout(decoded());
  if (layout.json) {
    const pieces: Buffer[] = [];
    for await (const chunk of decoded()) pieces.push(chunk);
    return inMemory(readRawBody(Buffer.concat(pieces), maxBytes));
  }
  const parts = layout.sections.map(partOf).filter((part): part is Part => part !== null);
  const upload = emptyRawUpload();
  const small = parts.filter((part) => part.kind !== 'file');
  if (small.length > 0) {
    const texts: Buffer[][] = small.map(() => []);
    await readRanges(
      decoded(),
      small.map((part) => part.range),
      { enter: () => {}, bytes: (index, bytes) => texts[index]!.push(Buffer.from(bytes)), leave: () => {} },
    );
    small.forEach((part, index) => {
      const text = Buffer.concat(texts[index]!).toString('utf8');
      if (part.kind === 'network') upload.network = cleanNetwork(text.split('\n'));
      else if (part.kind === 'ENV') Object.assign(upload.env, parseEnv(text));
      else if (part.kind === 'fixes') parseLegacyFixes(text, upload.fixes);
      else upload.yaml = text;
    });
  }
  const files = parts.filter((part): part is Extract<Part, { kind: 'file' }> => part.kind === 'file');
  return {
    network: upload.network,
    env: upload.env,
    yaml: upload.yaml,
    gitDiff: null,
    fixes: upload.fixes,
    files: files.map((file) => file.name),
    async readFiles(sinkFor) {
      if (files.length === 0) return;
      let sink: FileSink | undefined;
      let decoder = new StringDecoder('utf8');
      await readRanges(
        decoded(),
        files.map((file) => file.range),
        {
          enter(index) {
            decoder = new StringDecoder('utf8');
            sink = sinkFor(files[index]!.name);
          },
          bytes(_index, bytes) {
            sink!.write(decoder.write(bytes));
          },
          leave() {
            sink!.write(decoder.end());
            sink!.end();
            sink = undefined;
          },
        },
      );
    },
  };
}

/** An upload already read whole (the JSON layout). */
function inMemory(upload: RawUpload): StreamedUpload {
  const { files, ...rest } = upload;
  return {
    ...rest,
    files: files.map((file) => file.name),
    async readFiles(sinkFor) {
      for (const file of files) {
        const sink = sinkFor(file.name);
        sink.write(file.text);
        sink.end();
      }
    },
  };
}
