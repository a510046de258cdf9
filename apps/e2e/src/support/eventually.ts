// Reads that follow a refetch: poll until the page settles on the expected value, then compare once more so a
// failure shows what the page last said.
import assert from 'node:assert/strict';

export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await read();
    if (Date.now() >= deadline) return assert.deepEqual(seen, expected);
    try {
      assert.deepEqual(seen, expected);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
