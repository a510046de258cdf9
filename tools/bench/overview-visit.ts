// Opens a repository overview in Chromium and records what the page asked for: every API answer (REST and
// GraphQL, with the GraphQL operation and its exact body), its size raw and gzip'ed, and when the content was on
// screen. Shared by the big-repository benchmark (the page's time and weight) and the GraphQL latency benchmark
// (which replays the page's own operations).
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from 'playwright-core';

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
  /** From the call that opens the page to the answer's last byte (harness clock). */
  ms: number;
}

export interface OverviewVisit {
  /**
   * From the navigation's start to the first frame with the summary, the file list's first row and the sunburst's
   * arcs on screen, by the page's own clock (what the user waits for).
   */
  contentMs: number;
  /**
   * From the call that opens the page to the harness seeing the same content (the method of earlier figures: it adds
   * the harness's own start-up and polling to the page's time).
   */
  observedMs: number;
  /** To no request for 500 ms after the content was on screen (harness clock). */
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

declare global {
  interface Window {
    canopyContentVisible?: Promise<number>;
  }
}

/**
 * Runs in the page before its scripts: checks each animation frame (just before it is painted) for the content
 * and resolves with the page's clock in the first frame that has all of it. No polling from outside the page, so
 * the measurement costs the page almost nothing. A string, so that no transpiler helper leaks into the page.
 */
const WATCH_CONTENT = `
  const ready = () =>
    /lines covered/.test(document.querySelector('[data-testid="lines-covered"]')?.textContent ?? '') &&
    document.querySelector('[data-testid="file-explorer"] [data-kind] a') !== null &&
    document.querySelector('[data-testid="sunburst-panel"] svg path[data-path]') !== null;
  window.canopyContentVisible = new Promise((resolve) => {
    const check = () => (ready() ? resolve(performance.now()) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
`;

/**
 * One visit to `path` in a page of `context`: a new context is a cold visit (empty HTTP cache, nothing fetched
 * yet); a second visit in the same context is a warm one.
 */
export async function visitOverview(context: BrowserContext, path: string): Promise<OverviewVisit> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_CONTENT);
  const apiRequests: { request: Request; ms: number }[] = [];
  let started = 0;
  const requestStarts = new Map<object, number>();
  const waterfall: WaterfallEntry[] = [];
  page.on('request', (request) => requestStarts.set(request, performance.now() - started));
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const graphqlBody = url.pathname.startsWith('/graphql') ? request.postData() : null;
    const endMs = performance.now() - started;
    waterfall.push({
      name: graphqlBody ? `GraphQL ${operationOf(graphqlBody)}` : url.pathname,
      startMs: requestStarts.get(request) ?? 0,
      endMs,
    });
    if (graphqlBody || url.pathname.startsWith('/internal')) apiRequests.push({ request, ms: endMs });
  });
  started = performance.now();
  await page.goto(path);
  const contentMs = await Promise.race([
    page.evaluate(() => window.canopyContentVisible),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${path}: no content on screen in 120 s`)), 120_000).unref(),
    ),
  ]);
  if (contentMs === undefined) throw new Error(`${path}: the content watcher did not run`);
  const observedMs = performance.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const settledMs = Math.max(observedMs, performance.now() - started - 500);
  // Bodies are read once the content is on screen, so reading them does not slow what is measured.
  const answers = await Promise.all(apiRequests.map(({ request, ms }) => answerOf(request, ms)));
  await page.close();
  waterfall.sort((a, b) => a.startMs - b.startMs);
  return {
    contentMs,
    observedMs,
    settledMs,
    answers: answers.filter((answer): answer is ApiAnswer => answer !== null),
    waterfall,
  };
}

async function answerOf(request: Request, ms: number): Promise<ApiAnswer | null> {
  const response = await request.response();
  if (!response) return null;
  const url = new URL(request.url());
  const isGraphql = url.pathname.startsWith('/graphql');
  const graphqlBody = isGraphql ? request.postData() : null;
  try {
    const body = await response.body();
    return {
      name: isGraphql ? `GraphQL ${operationOf(graphqlBody)}` : `${request.method()} ${url.pathname}`,
      method: request.method(),
      url: request.url(),
      graphqlBody,
      status: response.status(),
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      ms,
    };
  } catch {
    return null;
  }
}
