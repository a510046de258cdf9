import os from 'node:os';
import path from 'node:path';
import { ReadableStream } from 'node:stream/web';
import { MessageChannel, type MessagePort, type Transferable, Worker } from 'node:worker_threads';
import type { MergeInput, MergeOutput, OpenStored } from './merge-batch';

const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;

/** A worker whose heap has grown past this after a merge is replaced: its memory goes back to the system. */
const RECYCLE_HEAP_BYTES = 96 * 1024 * 1024;
/**
 * The worker's old generation: half the machine's memory, at most 2 GB. V8's own default is a quarter: 512 MB on a
 * 2 GB machine, which cannot hold the report of a 200 MB upload. Under 2 GB, V8 also grows the heap in smaller
 * steps. 2 GB holds the report of a 400 MB upload (processing README).
 */
const OLD_GENERATION_MB = Math.floor(Math.min(2048, os.totalmem() / 2 / 1024 / 1024));
/** A stored body goes to the worker in pieces of about this size. */
const TRANSFER_BYTES = 1024 * 1024;

interface Pending {
  resolve: (output: MergeOutput) => void;
  reject: (error: Error) => void;
  storage: MessagePort | undefined;
}

/**
 * Runs merges in a worker thread: parsing a large report takes seconds of CPU, and the server keeps
 * answering meanwhile. The worker's young generation is kept small, so the garbage a parse makes is
 * collected early instead of growing the process (docs/adr/010). Stored bodies are streamed to the worker
 * through a port, never copied whole. A worker that a large merge left with a large heap is ended once idle
 * (V8 keeps a grown heap), so the process returns to its idle size; the next merge starts a fresh one. A
 * crashed worker is replaced on the next merge; the job that was running fails and is retried by the queue.
 */
export class MergeThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly limits: { youngGenerationMb: number } = { youngGenerationMb: 12 }) {}

  /** Merges in the worker; `open` reads a stored body (the worker asks for it by key). */
  run(input: MergeInput, open?: OpenStored): Promise<MergeOutput> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const storage = open ? serveStorage(open) : undefined;
    return new Promise<MergeOutput>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, storage: storage?.port1 });
      if (storage) worker.postMessage({ id, input, storage: storage.port2 }, [storage.port2]);
      else worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    // The worker loads TypeScript the way the server does; under a test runner it needs tsx added.
    const loader = process.execArgv.some((arg) => arg.includes('tsx')) ? [] : ['--import', 'tsx'];
    const worker = new Worker(path.join(here, 'merge-worker.ts'), {
      execArgv: [...process.execArgv.filter((arg) => !arg.startsWith('--max-semi-space-size')), ...loader],
      resourceLimits: {
        maxYoungGenerationSizeMb: this.limits.youngGenerationMb,
        maxOldGenerationSizeMb: OLD_GENERATION_MB,
      },
    });
    worker.unref();
    worker.on('message', (message: { id: number; output?: MergeOutput; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      pending.storage?.close();
      if (message.output) pending.resolve(message.output);
      else pending.reject(new Error(message.error ?? 'merge failed'));
      if (this.pending.size === 0) void this.recycleIfLarge(worker);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) {
        pending.storage?.close();
        pending.reject(error);
      }
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`the merge worker stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private async recycleIfLarge(worker: Worker): Promise<void> {
    const heap = await worker.getHeapStatistics().catch(() => undefined);
    if (!heap || heap.total_heap_size < RECYCLE_HEAP_BYTES) return;
    if (this.worker !== worker || this.pending.size > 0) return;
    this.worker = undefined;
    await worker.terminate();
  }
}

/** The thread side of a worker's storage reads: each request names a key and gets a stream of its bytes. */
function serveStorage(open: OpenStored): MessageChannel {
  const channel = new MessageChannel();
  channel.port1.on('message', ({ request, key }: { request: number; key: string }) => {
    try {
      const chunks = open(key)[Symbol.asyncIterator]();
      // Pulled a chunk at a time: the file is read only as fast as the worker parses it.
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            // Storage reads 64 kB at a time; a message per megabyte keeps the hand-over cheap.
            const parts: Uint8Array[] = [];
            let bytes = 0;
            while (bytes < TRANSFER_BYTES) {
              const next = await chunks.next();
              if (next.done) break;
              parts.push(next.value);
              bytes += next.value.byteLength;
            }
            if (parts.length > 0) controller.enqueue(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
            if (bytes < TRANSFER_BYTES) controller.close();
          },
          async cancel() {
            await chunks.return?.();
          },
        },
        { highWaterMark: 1 },
      );
      channel.port1.postMessage({ request, stream }, [stream as unknown as Transferable]);
    } catch (error) {
      channel.port1.postMessage({ request, error: error instanceof Error ? error.message : String(error) });
    }
  });
  channel.port1.unref();
  return channel;
}
