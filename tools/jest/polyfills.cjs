// jsdom lacks these; react-router and MSW need them at import time. The Fetch API itself (fetch, Request,
// Response, Headers) comes from tools/jest/jsdom-environment.cjs.
//
// MessageChannel is deliberately absent: React's scheduler would use it, and a Node MessagePort keeps Jest
// from exiting after the tests; without it the scheduler falls back to timers.
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
const { BroadcastChannel } = require('node:worker_threads');

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  BroadcastChannel,
});
