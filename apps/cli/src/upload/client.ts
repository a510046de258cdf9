import { setTimeout as sleep } from 'node:timers/promises';
import { messageOf, UploadError } from '../errors';
import type { Output } from '../output';
import { USER_AGENT } from '../version';

/** Waits before the 2nd and 3rd attempt; network errors and 5xx answers are retried, 4xx never. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];
const REQUEST_TIMEOUT_MS = 120_000;
const MAX_MESSAGE_LENGTH = 500;

export interface ClientOptions {
  /** The server's base URL without a trailing slash. */
  baseUrl: string;
  token: string | null;
  output: Output;
  retryDelaysMs?: readonly number[];
}

export interface ServerReply {
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

interface OutgoingRequest {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
}

/** The server's own words: `detail` or `message` of a JSON error, else the start of the body. */
export function serverMessage(text: string): string {
  const json = parseJson(text);
  if (json && typeof json === 'object') {
    const { detail, message } = json as Record<string, unknown>;
    const words = detail ?? message;
    if (typeof words === 'string') return words;
    if (words !== undefined) return JSON.stringify(words);
  }
  const trimmed = text.trim();
  if (trimmed === '') return '(empty response)';
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout, …) is in its cause. */
function networkFailure(error: unknown): string {
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  if (cause === undefined) return messageOf(error);
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return `${messageOf(error)} (${typeof code === 'string' ? code : messageOf(cause)})`;
}

export class UploadClient {
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: ClientOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Sends JSON to an upload endpoint, with the token when there is one. */
  postJson(path: string, body: unknown): Promise<ServerReply> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': USER_AGENT };
    if (this.options.token) headers['Authorization'] = `token ${this.options.token}`;
    return this.send({ method: 'POST', url: this.urlFor(path), headers, body: JSON.stringify(body) });
  }

  /** Stores the payload at a presigned location: no token and no Content-Type, as the reference client does. */
  put(url: string, body: Uint8Array<ArrayBuffer>): Promise<ServerReply> {
    return this.send({ method: 'PUT', url, headers: { 'User-Agent': USER_AGENT }, body });
  }

  urlFor(path: string): string {
    return `${this.options.baseUrl}${path}`;
  }

  private async send(request: OutgoingRequest): Promise<ServerReply> {
    const { output } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      let failure: string;
      try {
        const reply = await this.sendOnce(request);
        output.debug(`${request.method} ${request.url} -> ${reply.status}`);
        if (reply.status < 400) return reply;
        failure = `the server answered ${reply.status}: ${serverMessage(reply.text)}`;
        if (reply.status < 500) throw new UploadError(`${request.method} ${request.url} failed: ${failure}`);
      } catch (error) {
        if (error instanceof UploadError) throw error;
        failure = networkFailure(error);
      }
      const delay = this.retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        throw new UploadError(
          `${request.method} ${request.url} failed after ${attempt} attempts: ${failure}`,
        );
      }
      output.warn(`${request.method} ${request.url}: ${failure}; retrying in ${delay / 1000} s`);
      await sleep(delay);
    }
  }

  private async sendOnce({ method, url, headers, body }: OutgoingRequest): Promise<ServerReply> {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  }
}
