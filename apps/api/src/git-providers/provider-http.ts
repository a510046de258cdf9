import { ProviderError } from './git-provider';

/** Where and how to reach a git host's API. */
export interface HttpProviderOptions {
  /** API root, e.g. https://api.github.com or https://gitlab.example.com/api/v4. */
  apiUrl: string;
  token: string;
  /**
   * Where each request's token comes from instead of `token` (GitHub App tokens), sent as a Bearer authorization; a
   * 401 tells the source and the request is tried once more with the token it gives then.
   */
  tokenSource?: TokenSource;
  /** Milliseconds before a request is abandoned; 10 s unless set. */
  timeoutMs?: number;
}

/** Tokens that change over time: fetched when needed and dropped when the host no longer takes them. */
export interface TokenSource {
  token(): Promise<string>;
  /** The host answered 401 to `token`. */
  refused(token: string): void;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface HostRequest {
  /** Path below the API root, already encoded. */
  path: string;
  /** Names the request in error messages ("pulls/12"). */
  label: string;
  headers?: Record<string, string>;
  /** Statuses that mean "not found" for this request (404 unless set). */
  notFound?: readonly number[];
  /** GET unless set; a body is sent as JSON. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

const NOT_FOUND = [404] as const;

/** Encodes one path segment. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

/** Encodes a file path, keeping its '/' separators. */
export function filePath(value: string): string {
  return value.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

function messageOf(error: unknown): string | null {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' ? message : null;
}

/** fetch hides the network error (refused, reset, DNS) in its cause. */
function causeOf(error: unknown): string {
  const cause =
    typeof error === 'object' && error !== null ? messageOf((error as { cause?: unknown }).cause) : null;
  const message = messageOf(error) ?? String(error);
  return cause ? `${message}: ${cause}` : message;
}

/**
 * The requests every HTTP provider makes: one timeout per request (covering the body too), 404 as null, and every
 * other failure as a ProviderError naming the host, the status and the request.
 */
export class HostClient {
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private readonly tokenSource: TokenSource | undefined;

  constructor(
    private readonly host: string,
    options: HttpProviderOptions,
    private readonly headers: Record<string, string>,
  ) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.tokenSource = options.tokenSource;
  }

  async text(request: HostRequest): Promise<string | null> {
    return this.send(request, (response) => response.text());
  }

  async json(request: HostRequest): Promise<unknown> {
    return this.send(request, async (response) => {
      const body = await response.text();
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw this.badAnswer(request.label);
      }
    });
  }

  /** A write (POST, PUT, PATCH, DELETE): the JSON answer, `{}` for an empty one, null when not found. */
  async write(request: HostRequest): Promise<unknown> {
    return this.send(request, async (response) => {
      const body = await response.text();
      if (body.trim() === '') return {};
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw this.badAnswer(request.label);
      }
    });
  }

  /** A write whose target must exist: a 404 is a failure (the repository or pull request is unknown to the host). */
  async mustWrite(request: HostRequest): Promise<unknown> {
    const answer = await this.write(request);
    if (answer === null) throw new ProviderError(`${this.host} answered 404 for ${request.label}`, 404);
    return answer;
  }

  /** The id of the object a write created, as text. */
  createdId(answer: unknown, label: string): string {
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' && typeof id !== 'string') throw this.badAnswer(label);
    return String(id);
  }

  badAnswer(label: string): ProviderError {
    return new ProviderError(`${this.host} sent an unreadable answer for ${label}`);
  }

  private async send<T>(request: HostRequest, read: (response: Response) => Promise<T>): Promise<T | null> {
    const first = await this.sourcedToken(request.label);
    const response = await this.fetchOnce(request, first);
    if (response.status !== 401 || first === null) return this.answer(request, response, read);
    // The token expired or was revoked early: one more try with the one the source gives now.
    await response.body?.cancel();
    this.tokenSource!.refused(first);
    return this.answer(request, await this.fetchOnce(request, await this.sourcedToken(request.label)), read);
  }

  private async sourcedToken(label: string): Promise<string | null> {
    if (!this.tokenSource) return null;
    try {
      return await this.tokenSource.token();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(`${this.host} gave no token for ${label} (${causeOf(error)})`);
    }
  }

  private async fetchOnce(request: HostRequest, token: string | null): Promise<Response> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const json: Record<string, string> =
        request.body === undefined ? {} : { 'content-type': 'application/json' };
      const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      return await fetch(`${this.apiUrl}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { ...this.headers, ...auth, ...json, ...request.headers },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal,
      });
    } catch (error) {
      throw this.unreachable(error, signal, request.label);
    }
  }

  private async answer<T>(
    request: HostRequest,
    response: Response,
    read: (response: Response) => Promise<T>,
  ): Promise<T | null> {
    if ((request.notFound ?? NOT_FOUND).includes(response.status)) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw this.statusError(response.status, request.label);
    }
    try {
      return await read(response);
    } catch (error) {
      throw this.unreachable(error, null, request.label);
    }
  }

  private unreachable(error: unknown, signal: AbortSignal | null, label: string): ProviderError {
    if (error instanceof ProviderError) return error;
    if (signal?.aborted || (error instanceof DOMException && error.name === 'TimeoutError'))
      return new ProviderError(`${this.host} did not answer ${label} within ${this.timeoutMs} ms`);
    return new ProviderError(`${this.host} could not be reached for ${label} (${causeOf(error)})`);
  }

  private statusError(status: number, label: string): ProviderError {
    const hint =
      status === 401 || status === 403 ? ' (is the token valid and allowed to use the repository?)' : '';
    return new ProviderError(`${this.host} answered ${status} for ${label}${hint}`, status);
  }
}
