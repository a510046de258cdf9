import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The captured uploads of real clients (docs/upload-protocols.md), replayed byte for byte. */
export const CAPTURED_UPLOADS = path.join(__dirname, '../modules/uploads/fixtures/captured');

interface CapturedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

const SKIPPED_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding']);

export interface ReplayStep {
  request: CapturedRequest;
  response: LightMyRequestResponse;
}

/**
 * Where the client would PUT next: the CLI's `raw_upload_location`, the bundle plugins' `url` or line 2 of a
 * legacy reply.
 */
function uploadLocation(request: CapturedRequest, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const body = response.json() as { raw_upload_location?: string; url?: string };
    return request.url.startsWith('/upload/bundle_analysis/') ? body.url : body.raw_upload_location;
  }
  const lines = response.body.split('\n');
  return lines.length === 2 ? lines[1] : undefined;
}

/**
 * Sends a capture's requests in order with their original headers and bodies. PUTs go to the location our
 * server handed out, as the real client does. Stops after the first failure, as the clients do.
 */
export interface ReplayOptions {
  /** Changes a captured request before it is sent: a token this server knows, a fork branch in the body. */
  rewrite?: (request: { method: string; headers: Record<string, string>; body: Buffer | undefined }) => {
    headers: Record<string, string>;
    body: Buffer | undefined;
  };
}

export async function replayCapture(
  app: FastifyInstance,
  name: string,
  { rewrite }: ReplayOptions = {},
): Promise<ReplayStep[]> {
  const dir = path.join(CAPTURED_UPLOADS, name);
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}-request\.json$/.test(file))
    .sort();
  const steps: ReplayStep[] = [];
  let location: string | undefined;
  for (const file of files) {
    const request = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CapturedRequest;
    const bodyFile = path.join(dir, file.replace('request.json', 'body.bin'));
    const captured = existsSync(bodyFile) ? readFileSync(bodyFile) : undefined;
    let url = request.url;
    if (request.method === 'PUT') {
      if (!location) throw new Error(`${name}/${file}: no upload location to PUT to`);
      const target = new URL(location);
      url = `${target.pathname}${target.search}`;
    }
    const sent = {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(([key]) => !SKIPPED_HEADERS.has(key.toLowerCase())),
      ),
      body: captured,
    };
    const { headers, body } = rewrite ? rewrite(sent) : sent;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST' | 'PUT',
      url,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    steps.push({ request, response });
    if (response.statusCode >= 400) break;
    location = uploadLocation(request, response) ?? location;
  }
  return steps;
}
