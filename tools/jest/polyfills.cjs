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
// Node's fetch stack (undici) is used in jsdom so that MSW's node interceptors see every request.
const { fetch, Headers, Request, Response, FormData, Blob, File } = globalThis;
if (typeof window !== 'undefined') {
  Object.assign(window, { fetch, Headers, Request, Response, FormData, Blob, File });
}
