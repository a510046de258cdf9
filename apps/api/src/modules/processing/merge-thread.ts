import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MergeInput, MergeOutput } from './merge-batch';

const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;

interface Pending {
  resolve: (output: MergeOutput) => void;
  reject: (error: Error) => void;
}

/**
 * Runs merges in a worker thread: parsing a large report takes seconds of CPU, and the server keeps
 * answering meanwhile. The worker's young generation is kept small, so the garbage a parse makes is
 * collected early instead of growing the process (docs/adr/010). A crashed worker is replaced on the next
 * merge; the job that was running fails and is retried by the queue.
 */
export class MergeThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly limits: { youngGenerationMb: number } = { youngGenerationMb: 12 }) {}

  run(input: MergeInput): Promise<MergeOutput> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<MergeOutput>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    // The built server has the worker built beside it. From source the worker loads TypeScript the way the
    // server does; under a test runner it needs tsx added.
    const built = path.join(here, 'merge-worker.js');
    const file = existsSync(built) ? built : path.join(here, 'merge-worker.ts');
    const loader =
      file === built || process.execArgv.some((arg) => arg.includes('tsx')) ? [] : ['--import', 'tsx'];
    const worker = new Worker(file, {
      execArgv: [...process.execArgv.filter((arg) => !arg.startsWith('--max-semi-space-size')), ...loader],
      resourceLimits: { maxYoungGenerationSizeMb: this.limits.youngGenerationMb },
    });
    worker.unref();
    worker.on('message', (message: { id: number; output?: MergeOutput; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.output) pending.resolve(message.output);
      else pending.reject(new Error(message.error ?? 'merge failed'));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the merge worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
