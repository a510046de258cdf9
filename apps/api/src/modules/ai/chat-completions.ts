import type { AiSettings } from '../../config/settings';

export type ModelEndpoint = NonNullable<AiSettings['model']>;

/** A model that does not answer in this long fails the suggestion rather than holding the job. */
export const MODEL_TIMEOUT_MS = 60_000;
/** Answers longer than this are cut: a pull request comment holds at most 65,536 characters on GitHub. */
export const MAX_ANSWER_CHARS = 60_000;

export class ModelError extends Error {}

/** `{apiUrl}/chat/completions`, whether or not the configured URL ends with a slash. */
export function completionsUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/chat/completions`;
}

/**
 * One OpenAI-compatible chat completion: the system and user messages in, the first choice's text out. Throws a
 * ModelError saying what went wrong (status, timeout, an answer without text).
 */
export async function chatCompletion(
  endpoint: ModelEndpoint,
  messages: ReadonlyArray<{ role: 'system' | 'user'; content: string }>,
  timeoutMs = MODEL_TIMEOUT_MS,
): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let response: Response;
  try {
    response = await fetch(completionsUrl(endpoint.apiUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: endpoint.model, messages, temperature: 0.2 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The abort is a DOMException, which is not an Error of every realm: its name tells.
    const name = (error as { name?: unknown } | null)?.name;
    const within = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    throw new ModelError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `the model endpoint did not answer within ${within}`
        : `the model endpoint could not be reached (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const text = await response.text();
  if (!response.ok)
    throw new ModelError(`the model endpoint answered ${response.status}: ${text.slice(0, 300)}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ModelError('the model endpoint answered something other than JSON');
  }
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new ModelError('the model endpoint answered no text (choices[0].message.content)');
  return content.slice(0, MAX_ANSWER_CHARS);
}
