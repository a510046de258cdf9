import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface SeenRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface StandInAnswer {
  status?: number;
  /** Objects are sent as JSON. */
  body?: string | object;
  /** Milliseconds to wait before answering (to make a client give up). */
  delayMs?: number;
}

export type StandInRoute = StandInAnswer | ((request: SeenRequest) => StandInAnswer);

export interface LoopbackHost {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A git host stand-in on 127.0.0.1 for tests: answers the exact `METHOD url` keys it is given, 404 to anything
 * else, and 401 to requests without the expected credentials.
 */
export async function startLoopbackHost(
  routes: Record<string, StandInRoute>,
  credentials: Record<string, string> = {},
): Promise<LoopbackHost> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((incoming, response) => {
    const seen: SeenRequest = {
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      headers: incoming.headers,
    };
    requests.push(seen);
    const authorised = Object.entries(credentials).every(([name, value]) => incoming.headers[name] === value);
    const route = routes[`${seen.method} ${seen.url}`];
    const answer: StandInAnswer = !authorised
      ? { status: 401, body: { message: 'Bad credentials' } }
      : !route
        ? { status: 404, body: { message: 'Not Found' } }
        : typeof route === 'function'
          ? route(seen)
          : route;
    const send = () => {
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      const type = typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
      response.writeHead(answer.status ?? 200, { 'content-type': type }).end(text);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
