/**
 * A loopback stand-in for an OpenAI-compatible model: `POST /chat/completions` answers in OpenAI's shape and every
 * request is recorded, so tests and local runs of Canopy AI send nothing to the internet. The answer is written
 * from the request (it quotes the files the prompt names) unless one is set; `failNext` makes the next answer an
 * error status, `delayMs` a slow one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
}

export interface RecordedCompletion {
  model: string | null;
  messages: ChatMessage[];
  /** The Authorization header as received, or null. */
  authorization: string | null;
}

export interface AiStandIn {
  /** The base URL to configure as CANOPY_AI_API_URL. */
  url: string;
  requests: RecordedCompletion[];
  /** The text every later answer holds; null goes back to answers written from the prompt. */
  answerWith(text: string | null): void;
  /** The next request answers this status with an OpenAI-style error. */
  failNext(status: number, message?: string): void;
  /** Holds every later answer this long. */
  delayMs: number;
  stop(): Promise<void>;
}

/** The files a Canopy prompt names (its `## path` headings). */
function filesNamed(prompt: string): string[] {
  return [...prompt.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** A suggestion written from the prompt alone: one test outline per file named. */
export function answerFromPrompt(prompt: string): string {
  const files = filesNamed(prompt);
  if (files.length === 0) return 'No uncovered lines were given, so there is nothing to test.';
  return files
    .map((file) =>
      [
        `#### \`${file}\``,
        'Add a test that calls the code on the uncovered lines and checks what it returns:',
        '```',
        `test('covers the new lines of ${file}', () => {`,
        '  // arrange the input that reaches the uncovered branch, then assert on the result',
        '});',
        '```',
      ].join('\n'),
    )
    .join('\n\n');
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startAiStandIn(options: { port?: number; host?: string } = {}): Promise<AiStandIn> {
  const requests: RecordedCompletion[] = [];
  let fixed: string | null = null;
  let failure: { status: number; message: string } | null = null;
  let counter = 0;
  const standIn = { delayMs: 0 };

  const server = http.createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!.replace(/\/+$/, '');
      if (request.method !== 'POST' || !path.endsWith('/chat/completions'))
        return send(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      const text = await readBody(request);
      let body: { model?: unknown; messages?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return send(response, 400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
      }
      const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
      requests.push({
        model: typeof body.model === 'string' ? body.model : null,
        messages,
        authorization: request.headers.authorization ?? null,
      });
      if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      if (failure) {
        const { status, message } = failure;
        failure = null;
        return send(response, status, { error: { message, type: 'server_error' } });
      }
      const prompt = messages
        .filter((message) => message.role === 'user')
        .map((m) => m.content)
        .join('\n');
      const content = fixed ?? answerFromPrompt(prompt);
      send(response, 200, {
        id: `chatcmpl-standin-${++counter}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: typeof body.model === 'string' ? body.model : 'stand-in',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: Math.ceil(prompt.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
        },
      });
    })().catch((error: unknown) => send(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(text: string | null) {
      fixed = text;
    },
    failNext(status: number, message = 'The stand-in was told to fail') {
      failure = { status, message };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
