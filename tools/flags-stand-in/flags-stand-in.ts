/**
 * A loopback stand-in for LaunchDarkly's client-side services, so a local Canopy can switch feature flags on without
 * the internet: run it, then start the server with `LAUNCHDARKLY=<any key>` and `LAUNCHDARKLY_BASE_URL=<its url>`.
 * It serves what the browser SDK asks for at one address: flag evaluations (`/sdk/evalx/{env}/contexts/{context}`
 * and the REPORT form), the stream (`/eval/{env}/…`, one `put` with every flag, then kept open) and the events it
 * sends (accepted and dropped). Every context gets the same configured values.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FlagValues = Record<string, unknown>;

export interface FlagsStandIn {
  /** The value for LAUNCHDARKLY_BASE_URL. */
  url: string;
  /** Replaces the flags every later evaluation answers (open streams get a new `put`). */
  setFlags(flags: FlagValues): void;
  stop(): Promise<void>;
}

/** LaunchDarkly's evaluation shape: each flag's value with a variation and a version. */
function evaluations(flags: FlagValues, version: number) {
  return Object.fromEntries(
    Object.entries(flags).map(([key, value]) => [key, { value, variation: 0, version, trackEvents: false }]),
  );
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, REPORT, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
};

export async function startFlagsStandIn(
  initial: FlagValues = {},
  options: { port?: number; host?: string } = {},
): Promise<FlagsStandIn> {
  let flags = { ...initial };
  let version = 1;
  const streams = new Set<http.ServerResponse>();
  const put = (response: http.ServerResponse) =>
    response.write(`event: put\ndata: ${JSON.stringify(evaluations(flags, version))}\n\n`);

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return response.end();
    }
    // Events and diagnostics are read and dropped.
    request.resume();
    if (path.startsWith('/sdk/evalx/')) {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      return response.end(JSON.stringify(evaluations(flags, version)));
    }
    if (path.startsWith('/eval/')) {
      response.writeHead(200, {
        ...CORS,
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      put(response);
      streams.add(response);
      request.on('close', () => streams.delete(response));
      return undefined;
    }
    if (path.startsWith('/sdk/goals/')) {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      return response.end('[]');
    }
    if (request.method === 'POST' && (path.startsWith('/events/') || path.startsWith('/mobile'))) {
      response.writeHead(202, CORS);
      return response.end();
    }
    response.writeHead(404, { ...CORS, 'content-type': 'application/json' });
    return response.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFlags(next) {
      flags = { ...next };
      version += 1;
      for (const stream of streams) put(stream);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const stream of streams) stream.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `name=value` arguments as flags: `true`/`false`, numbers and JSON as such, anything else as text. */
export function flagsFromArgs(args: readonly string[]): FlagValues {
  const flags: FlagValues = {};
  for (const arg of args) {
    const cut = arg.indexOf('=');
    if (cut <= 0) continue;
    const raw = arg.slice(cut + 1);
    try {
      flags[arg.slice(0, cut)] = JSON.parse(raw) as unknown;
    } catch {
      flags[arg.slice(0, cut)] = raw;
    }
  }
  return flags;
}
