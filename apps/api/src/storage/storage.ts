import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Raised when a body is larger than the limit the caller set; nothing is kept. */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
  constructor(readonly limit: number) {
    super(`larger than the limit of ${limit} bytes`);
  }
}

/**
 * Where raw uploads and report blobs live. Keys are relative paths made by the server, never by clients.
 * Local folder by default; the interface is what an S3-compatible store would implement.
 */
export interface Storage {
  /** Streams a body to `key`, durably (written and flushed before it returns). Returns the byte count. */
  write(key: string, body: Readable | Buffer | string, options?: { maxBytes?: number }): Promise<number>;
  read(key: string): Promise<Buffer>;
  /** The blob, or null when there is none under the key. */
  readIfPresent(key: string): Promise<Buffer | null>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes everything stored under the folder `prefix` (a repository's uploads, reports and diffs). */
  removeFolder(prefix: string): Promise<void>;
  /** Removes writes a crash left unfinished (older than `before`), so interrupted uploads do not leak disk. */
  removeUnfinished(before: Date): Promise<{ files: number; bytes: number }>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string): string => {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
      throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async write(key, body, { maxBytes = Number.POSITIVE_INFINITY } = {}) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      let bytes = 0;
      const source =
        typeof body === 'string'
          ? Readable.from([Buffer.from(body)])
          : Buffer.isBuffer(body)
            ? Readable.from([body])
            : body;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              bytes += chunk.length;
              if (bytes > maxBytes) throw new TooLargeError(maxBytes);
              yield chunk;
            }
          },
          createWriteStream(temporary),
        );
        // Flushed to disk before the rename makes it visible: a stored upload survives a crash.
        const handle = await open(temporary, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        return bytes;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    read: (key) => readFile(resolve(key)),
    async readIfPresent(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    stream: (key) => createReadStream(resolve(key)),
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeFolder(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async removeUnfinished(before) {
      const removed = { files: 0, bytes: 0 };
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return removed;
        throw error;
      }
      for (const entry of entries.filter((name) => name.endsWith('.partial'))) {
        const file = path.join(root, entry);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed.files += 1;
        removed.bytes += info.size;
      }
      return removed;
    },
  };
}
