import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface CannedReply {
  status: number;
  body?: unknown;
}

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers with `respond(request, index)`; bodies that are not strings are sent as JSON. */
export type Responder = (request: RecordedRequest, index: number) => CannedReply;

/** A throwaway HTTP server on 127.0.0.1 that keeps every request it gets. */
export async function startRecordingServer(respond: Responder): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const reply = respond(request, requests.length - 1);
      const isText = typeof reply.body === 'string' || reply.body === undefined;
      outgoing.writeHead(reply.status, { 'Content-Type': isText ? 'text/plain' : 'application/json' });
      outgoing.end(isText ? ((reply.body as string | undefined) ?? '') : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The usual happy path: the upload POST returns a storage location on this server, the PUT gets 200. */
export function storageResponder(serverUrl: () => string): Responder {
  return (request) =>
    request.method === 'PUT'
      ? { status: 200 }
      : {
          status: 201,
          body: {
            raw_upload_location: `${serverUrl()}/storage/v4/raw/abc.txt?X-Amz-Signature=x`,
            url: `${serverUrl()}/gh/acme/widgets/commit/x`,
          },
        };
}
