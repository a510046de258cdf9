// jsdom lacks these; react-router and MSW need them at import time.
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
const { BroadcastChannel, MessageChannel, MessagePort } = require('node:worker_threads');

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  BroadcastChannel,
  MessageChannel,
  MessagePort,
});
// Node's fetch stack is installed by tools/jest/jsdom-environment.cjs; mirror it on window for code that
// reads window.fetch explicitly (a no-op where window is the global object).
const { fetch, Headers, Request, Response, FormData, Blob, File } = globalThis;
if (typeof window !== 'undefined') {
  Object.assign(window, { fetch, Headers, Request, Response, FormData, Blob, File });
}
