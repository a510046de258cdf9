// A git host's notification API stand-in (notify-host-stand-in.ts) as its own process, for the browser suite
// (apps/e2e), which starts the server as a process too. Reads NOTIFY_HOST_KIND (github by default) and
// NOTIFY_HOST_TOKEN, the token the server is configured with. Prints one JSON line `{ "url", "controlUrl" }` once
// listening; stops on SIGTERM. `GET <controlUrl>/received` answers what the host was sent so far: `statuses`,
// `comments` and `checkRuns`, as the stand-in records them. The control address is another port, so the host's
// own answers stay exactly the stand-in's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HostKind, startNotifyHost } from './notify-host-stand-in';

const kind = (process.env.NOTIFY_HOST_KIND ?? 'github') as HostKind;
const host = await startNotifyHost(kind, process.env.NOTIFY_HOST_TOKEN ?? 'notify-host-token');

const control = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/received') {
    const { statuses, comments, checkRuns, requests } = host;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ statuses, comments, checkRuns, requests }));
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const { port } = control.address() as AddressInfo;

process.stdout.write(`${JSON.stringify({ url: host.url, controlUrl: `http://127.0.0.1:${port}` })}\n`);
process.on('SIGTERM', () => {
  control.close();
  void host.close().then(() => process.exit(0));
});
