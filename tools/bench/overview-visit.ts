// Opens a repository overview in Chromium and records what the page asked for: every API answer (REST and
// GraphQL, with the GraphQL operation and its exact body), its size raw and gzip'ed, and when the content was on
// screen. Shared by the big-repository benchmark (the page's time and weight) and the GraphQL latency benchmark
// (which replays the page's own operations).
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface ApiAnswer {
  /** `GraphQL <operation>` or `GET <path>`. */
  name: string;
  method: string;
  url: string;
  /** The GraphQL request body as the page sent it; null for REST. */
  graphqlBody: string | null;
  status: number;
  /** Decoded body bytes. */
  raw: number;
  /** The body gzip'ed at level 6 (what a compressing server sends). */
  gzip: number;
  /** From the navigation's start to the answer's last byte. */
  ms: number;
}

export interface OverviewVisit {
  /** From the navigation's start to the summary, the file list's first row and the sunburst's arcs on screen. */
  contentMs: number;
  /** To no request for 500 ms after the content was on screen. */
  settledMs: number;
  answers: ApiAnswer[];
  /** Every request of the visit (documents, scripts, styles, API), in the order they started. */
  waterfall: WaterfallEntry[];
}

export interface WaterfallEntry {
  /** `GraphQL <operation>` or the path. */
  name: string;
  /** From the navigation's start to the request leaving and to its last byte. */
  startMs: number;
  endMs: number;
}

function operationOf(body: string | null): string {
  try {
    const parsed = JSON.parse(body ?? '') as { operationName?: string };
    return parsed.operationName ?? '(anonymous)';
  } catch {
    return '(unreadable)';
  }
}

/**
 * One visit to `path` in a page of `context`: a new context is a cold visit (empty HTTP cache, nothing fetched
 * yet); a second visit in the same context is a warm one.
 */
export async function visitOverview(context: BrowserContext, path: string): Promise<OverviewVisit> {
  const page = await context.newPage();
  const pending: Promise<ApiAnswer | null>[] = [];
  let started = 0;
  const requestStarts = new Map<object, number>();
  const waterfall: WaterfallEntry[] = [];
  page.on('request', (request) => requestStarts.set(request, performance.now() - started));
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const graphqlBody = url.pathname.startsWith('/graphql') ? request.postData() : null;
    waterfall.push({
      name: graphqlBody ? `GraphQL ${operationOf(graphqlBody)}` : url.pathname,
      startMs: requestStarts.get(request) ?? 0,
      endMs: performance.now() - started,
    });
  });
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    const isGraphql = url.pathname.startsWith('/graphql');
    if (!isGraphql && !url.pathname.startsWith('/internal')) return;
    const graphqlBody = isGraphql ? request.postData() : null;
    pending.push(
      response.body().then(
        (body) => ({
          name: isGraphql ? `GraphQL ${operationOf(graphqlBody)}` : `${request.method()} ${url.pathname}`,
          method: request.method(),
          url: response.url(),
          graphqlBody,
          status: response.status(),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          ms: performance.now() - started,
        }),
        () => null,
      ),
    );
  });
  started = performance.now();
  await page.goto(path);
  await Promise.all([
    page
      .getByText(/lines covered/)
      .first()
      .waitFor({ timeout: 120_000 }),
    page.locator('[data-testid="file-explorer"] [data-kind] a').first().waitFor({ timeout: 120_000 }),
    page.locator('[data-testid="sunburst-panel"] svg path[data-path]').first().waitFor({ timeout: 120_000 }),
  ]);
  const contentMs = performance.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const settledMs = Math.max(contentMs, performance.now() - started - 500);
  const answers = (await Promise.all(pending)).filter((answer): answer is ApiAnswer => answer !== null);
  await page.close();
  waterfall.sort((a, b) => a.startMs - b.startMs);
  return { contentMs, settledMs, answers, waterfall };
}
