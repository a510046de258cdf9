import { useEffect, useEffectEvent, useState } from 'react';

interface Loading<T> {
  key: string;
  value: T | null;
  failed: boolean;
  error: unknown;
}

/**
 * Code (a remote, a page, a chart) loaded on demand and drawn the moment it is there: `loadedNow()` when it is in
 * already (drawn in the first render), else null until `load()` resolves. Not `React.lazy` under `Suspense`: a lazy
 * component suspends on its first render even when its code is in, and React holds each revealed fallback for
 * 300 ms before it shows what resolved, so code that arrives sooner would still wait. Here a plain state update
 * draws it. A failed load is thrown, to the nearest error boundary. A new `key` is a new load (a Retry).
 */
export function useLoaded<T>(key: string, loadedNow: () => T | null, load: () => Promise<T>): T | null {
  const [loading, setLoading] = useState<Loading<T>>(() => ({
    key,
    value: loadedNow(),
    failed: false,
    error: null,
  }));
  const current: Loading<T> =
    loading.key === key ? loading : { key, value: loadedNow(), failed: false, error: null };
  const pending = current.value === null && !current.failed;
  const start = useEffectEvent(load);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    start().then(
      (value) => {
        if (live) setLoading({ key, value, failed: false, error: null });
      },
      (error: unknown) => {
        if (live) setLoading({ key, value: null, failed: true, error });
      },
    );
    return () => {
      live = false;
    };
  }, [pending, key]);
  if (current.failed) throw current.error ?? new Error(`${key} could not be loaded`);
  return current.value;
}
