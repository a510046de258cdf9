// jsdom with the Fetch API of Node. jsdom has no fetch, Request or Response, so MSW (and any code that
// fetches) would have nothing to intercept. These classes are taken from the Node process that runs Jest,
// so a request made by the code under test goes through Node's fetch, which MSW's interceptors patch.
//
// jsdom keeps its own AbortController (its EventTarget only accepts its own signals), FormData, Blob,
// File and URL, so DOM code keeps working. Node's fetch only accepts Node signals, so `fetch` and
// `Request` below translate a jsdom signal into a Node one that aborts with it.
const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');

const NodeAbortController = AbortController;
const NodeAbortSignal = AbortSignal;
const NodeRequest = globalThis.Request;
const nodeFetch = fetch;

function toNodeSignal(signal) {
  if (signal == null || signal instanceof NodeAbortSignal) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

function withNodeSignal(init) {
  return init && init.signal != null ? { ...init, signal: toNodeSignal(init.signal) } : init;
}

class JsdomSignalRequest extends NodeRequest {
  constructor(input, init) {
    super(input, withNodeSignal(init));
  }
}

function fetchWithNodeSignal(input, init) {
  return nodeFetch(input, withNodeSignal(init));
}

const fromNode = {
  fetch: fetchWithNodeSignal,
  Headers,
  Request: JsdomSignalRequest,
  Response,
  structuredClone,
  TextEncoder,
  TextDecoder,
  TextEncoderStream,
  TextDecoderStream,
  ReadableStream,
  WritableStream,
  TransformStream,
  BroadcastChannel,
  // No MessageChannel: see polyfills.cjs.
};

class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, fromNode);
  }
}

module.exports = JSDOMWithFetchEnvironment;
module.exports.TestEnvironment = JSDOMWithFetchEnvironment;
