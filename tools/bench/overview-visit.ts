// Opens a repository overview in Chromium and records what the page asked for: every API answer (REST and
// GraphQL, with the GraphQL operation and its exact body), its size raw and gzip'ed, and when the content was on
// screen. Shared by the big-repository benchmark (the page's time and weight) and the GraphQL latency benchmark
// (which replays the page's own operations).
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { processTree } from './process-tree.ts';

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
  /** CPU time used from opening the page to the content on screen (Linux, from /proc). */
  cpu: CpuUse;
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

/** True in an animation frame that has the summary, the file list's first row and the sunburst's arcs. */
const CONTENT_READY = `() =>
    /lines covered/.test(document.querySelector('[data-testid="lines-covered"]')?.textContent ?? '') &&
    document.querySelector('[data-testid="file-explorer"] [data-kind] a') !== null &&
    document.querySelector('[data-testid="sunburst-panel"] svg path[data-path]') !== null`;

/**
 * Runs in the page before its scripts: checks each animation frame (just before it is painted) for the content
 * and resolves with the page's clock in the first frame that has all of it. No polling from outside the page, so
 * the measurement costs the page almost nothing. A string, so that no transpiler helper leaks into the page.
 */
const WATCH_CONTENT = `
  const ready = ${CONTENT_READY};
  window.canopyContentVisible = new Promise((resolve) => {
    const check = () => (ready() ? resolve(performance.now()) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
`;

/** The page's `canopyContentVisible`, or an error after two minutes. */
async function contentVisible(page: Page, path: string): Promise<number> {
  const contentMs = await Promise.race([
    page.evaluate(() => window.canopyContentVisible),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${path}: no content on screen in 120 s`)), 120_000).unref(),
    ),
  ]);
  if (contentMs === undefined) throw new Error(`${path}: the content watcher did not run`);
  return contentMs;
}

/** CPU time (ms) each kind of process used: the page's renderer, the browser's other processes, the server. */
export type CpuUse = Record<'renderer' | 'browser' | 'server' | 'harness', number>;

/** This process's tree: the harness itself, the server it started and the browser it launched. */
function cpuSnapshot(): Map<number, { kind: keyof CpuUse; ms: number }> {
  const tree = processTree(process.pid);
  const server = new Set<number>();
  const byPid = new Map<number, { kind: keyof CpuUse; ms: number }>();
  for (const proc of tree) {
    const cmdline = readCmdline(proc.pid);
    if (/apps\/api\/(src\/main\.ts|dist\/server\/main\.js)/.test(cmdline) || server.has(proc.pid)) {
      for (const inner of processTree(proc.pid)) server.add(inner.pid);
    }
    const kind: keyof CpuUse = server.has(proc.pid)
      ? 'server'
      : cmdline.includes('--type=renderer')
        ? 'renderer'
        : /chrom/i.test(cmdline)
          ? 'browser'
          : 'harness';
    byPid.set(proc.pid, { kind, ms: proc.cpuTicks * 10 });
  }
  return byPid;
}

function readCmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

function cpuSince(before: ReturnType<typeof cpuSnapshot>): CpuUse {
  const use: CpuUse = { renderer: 0, browser: 0, server: 0, harness: 0 };
  for (const [pid, now] of cpuSnapshot()) use[now.kind] += now.ms - (before.get(pid)?.ms ?? 0);
  return use;
}

/**
 * One visit to `path` in a page of `context`: a new context is a cold visit (empty HTTP cache, nothing fetched
 * yet); a second visit in the same context is a warm one.
 */
export async function visitOverview(context: BrowserContext, path: string): Promise<OverviewVisit> {
  const cpuBefore = cpuSnapshot();
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
  const contentMs = await contentVisible(page, path);
  const observedMs = performance.now() - started;
  const cpu = cpuSince(cpuBefore);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const settledMs = Math.max(observedMs, performance.now() - started - 500);
  // Bodies are read once the content is on screen, so reading them does not slow what is measured.
  const answers = await Promise.all(apiRequests.map(({ request, ms }) => answerOf(request, ms)));
  await page.close();
  waterfall.sort((a, b) => a.startMs - b.startMs);
  return {
    contentMs,
    observedMs,
    cpu,
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

/**
 * The overview opened again in a tab that already shows it (a reload, or following a link to it): the page is
 * drawn anew, but the tab's process, memory cache and compiled scripts are kept. Content time by the page's clock.
 */
export async function revisitInTab(page: Page, path: string, reloads: number): Promise<number[]> {
  // One watcher for the tab (it runs on each document); the first visit only brings the tab up.
  await page.addInitScript(WATCH_CONTENT);
  const times: number[] = [];
  for (let visit = 0; visit <= reloads; visit++) {
    await page.goto(path);
    const contentMs = await contentVisible(page, path);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    if (visit > 0) times.push(contentMs);
  }
  return times;
}

/**
 * Back to the overview from another tab of the repository page (Commits) without loading a document, as a user
 * moving around the repository does: from the click to the content on screen, by the page's clock.
 */
export async function returnInApp(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Commits', exact: true }).first().click();
  await page.locator('[data-testid="sunburst-panel"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const elapsed = await page.evaluate(`new Promise((resolve) => {
    const ready = ${CONTENT_READY};
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Coverage');
    if (!link) throw new Error('no Coverage tab');
    const started = performance.now();
    link.click();
    const check = () => (ready() ? resolve(performance.now() - started) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  })`);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  return elapsed as number;
}
