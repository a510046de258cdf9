// Signing a person in through the development login (/login/dev), in a browser context of their own.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface DevLoginOptions {
  /** Wait until the browser is on the path of `to`; leave off when the page is expected to send them elsewhere. */
  arrive?: boolean;
  /** Let the page read and write the clipboard (copy buttons). */
  clipboard?: boolean;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page, collected from the start. */
  errors: string[];
}

/** `username` signed in on the server at `serverUrl` and sent to `to`, in a new light-theme browser context. */
export async function signedIn(
  browser: Browser,
  serverUrl: string,
  username: string,
  to: string,
  { arrive = false, clipboard = false }: DevLoginOptions = {},
): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL: serverUrl, colorScheme: 'light' });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/login/dev?username=${username}&to=${encodeURIComponent(to)}`);
  if (arrive) await page.waitForURL((url) => url.pathname === to.split('?')[0]);
  return { context, page, errors };
}
