// The worker-thread side of MergeThread: merges one batch per message.
import { parentPort } from 'node:worker_threads';
import { type MergeInput, mergeUploads } from './merge-batch';

parentPort?.on('message', (message: { id: number; input: MergeInput }) => {
  try {
    parentPort?.postMessage({ id: message.id, output: mergeUploads(message.input) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
