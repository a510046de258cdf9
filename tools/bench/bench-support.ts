// What the server benchmarks share: the development sign-in, polling for a result, and how times are printed.

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The development sign-in as ada, an installation admin, who may read repositories made by uploads: her cookie. */
export async function devSignInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/login/dev?username=ada`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`sign-in set no cookie (HTTP ${res.status})`);
  return cookies.join('; ');
}

/** Asks every 50 ms until `check` gives a value. */
export async function poll<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not done after ${seconds(timeoutMs)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
