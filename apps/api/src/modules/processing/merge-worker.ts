// The worker-thread side of MergeThread: merges one batch per message, one after another, reading stored
// bodies through the port the message brings (the thread that owns storage answers with a stream).
import type { ReadableStream } from 'node:stream/web';
import { type MessagePort, parentPort } from 'node:worker_threads';
import { type MergeInput, mergeUploads, type OpenStored } from './merge-batch';

interface Opened {
  request: number;
  stream?: ReadableStream<Uint8Array>;
  error?: string;
}

function openThrough(port: MessagePort): OpenStored {
  const waiting = new Map<number, { resolve: (opened: Opened) => void }>();
  let next = 0;
  port.on('message', (opened: Opened) => {
    waiting.get(opened.request)?.resolve(opened);
    waiting.delete(opened.request);
  });
  return async function* open(key) {
    const request = next++;
    const opened = await new Promise<Opened>((resolve) => {
      waiting.set(request, { resolve });
      port.postMessage({ request, key });
    });
    if (!opened.stream) throw new Error(opened.error ?? `could not read ${key}`);
    yield* opened.stream;
  };
}

let queue = Promise.resolve();

parentPort?.on('message', (message: { id: number; input: MergeInput; storage?: MessagePort }) => {
  queue = queue.then(async () => {
    try {
      const open = message.storage ? openThrough(message.storage) : undefined;
      const output = await mergeUploads(message.input, open);
      const transfer = output.report instanceof Uint8Array ? [output.report.buffer as ArrayBuffer] : [];
      parentPort?.postMessage({ id: message.id, output }, transfer);
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      message.storage?.close();
    }
  });
});
