import { UploadError } from '../errors';
import { captureOutput } from '../testing/captured-output';
import { startRecordingServer, type RecordingServer, type Responder } from '../testing/recording-server';
import { serverMessage, UploadClient } from './client';

describe('UploadClient', () => {
  let server: RecordingServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function clientFor(respond: Responder, token: string | null = 'tok') {
    server = await startRecordingServer(respond);
    const output = captureOutput();
    const client = new UploadClient({ baseUrl: server.url, token, output, retryDelaysMs: [1, 2] });
    return { client, output, server };
  }

  it('posts JSON with the token, the content type and our user agent', async () => {
    const { client, server } = await clientFor(() => ({ status: 201, body: { ok: true } }));
    const reply = await client.postJson('/upload/github/acme::::widgets/commits', { branch: 'main' });

    expect(reply).toEqual({ status: 201, text: '{"ok":true}', json: { ok: true } });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/upload/github/acme::::widgets/commits');
    expect(request?.headers).toMatchObject({
      authorization: 'token tok',
      'content-type': 'application/json',
      'user-agent': 'canopy-cli/0.1.0',
    });
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({ branch: 'main' });
  });

  it('sends no Authorization header without a token', async () => {
    const { client, server } = await clientFor(() => ({ status: 201, body: {} }), null);
    await client.postJson('/x', {});
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('puts the payload as raw bytes, without token or content type', async () => {
    const { client, server } = await clientFor(() => ({ status: 200 }));
    await client.put(`${server.url}/storage/abc.txt?X-Amz-Signature=x`, new TextEncoder().encode('{"a":1}'));

    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/storage/abc.txt?X-Amz-Signature=x');
    expect(request?.headers).not.toHaveProperty('content-type');
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(request?.body.toString('utf8')).toBe('{"a":1}');
  });

  it('retries a 5xx answer and succeeds on the next attempt', async () => {
    const { client, server, output } = await clientFor((_, index) =>
      index === 0 ? { status: 503, body: { detail: 'busy' } } : { status: 201, body: { done: 1 } },
    );
    const reply = await client.postJson('/x', { n: 1 });

    expect(reply.status).toBe(201);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body.toString('utf8')).toBe('{"n":1}');
    expect(output.warnings).toEqual([expect.stringMatching(/answered 503: busy; retrying/)]);
  });

  it('gives up after three attempts', async () => {
    const { client, server } = await clientFor(() => ({ status: 500, body: { detail: 'upload failure' } }));
    await expect(client.postJson('/x', {})).rejects.toThrow(
      /failed after 3 attempts: the server answered 500: upload failure/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 4xx answer and reports the server message', async () => {
    const { client, server } = await clientFor(() => ({
      status: 401,
      body: { detail: 'Not a valid token.' },
    }));
    const failure = client.postJson('/x', {});
    await expect(failure).rejects.toThrow(UploadError);
    await expect(failure).rejects.toThrow(/answered 401: Not a valid token\./);
    expect(server.requests).toHaveLength(1);
  });

  it('retries network errors', async () => {
    const { server: closed } = await clientFor(() => ({ status: 200 }));
    const url = closed.url;
    await closed.close();
    server = undefined;
    const output = captureOutput();
    const client = new UploadClient({ baseUrl: url, token: null, output, retryDelaysMs: [1, 2] });

    await expect(client.postJson('/x', {})).rejects.toThrow(
      /failed after 3 attempts: fetch failed \(ECONNREFUSED\)/,
    );
    expect(output.warnings).toHaveLength(2);
  });
});

describe('serverMessage', () => {
  it('prefers detail or message of a JSON error, else the text', () => {
    expect(serverMessage('{"detail":"nope"}')).toBe('nope');
    expect(serverMessage('{"message":"bad slug"}')).toBe('bad slug');
    expect(serverMessage('{"detail":[{"loc":"x"}]}')).toBe('[{"loc":"x"}]');
    expect(serverMessage('Bad Gateway\n')).toBe('Bad Gateway');
    expect(serverMessage('')).toBe('(empty response)');
    expect(serverMessage('x'.repeat(600))).toHaveLength(501);
  });
});
