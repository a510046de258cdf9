import { useEffect, useState } from 'react';

/**
 * `compute(input)` run when the browser is next idle (within `timeout` ms), so work on a whole file stays out of
 * the first render; null until then, and again while a new input waits for its turn.
 */
export function useIdleValue<I, T>(input: I, compute: (input: I) => T, timeout = 500): T | null {
  const [state, setState] = useState<{ input: I; value: T } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const run = () => {
      if (!cancelled) setState({ input, value: compute(input) });
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout });
      return () => {
        cancelled = true;
        cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(run, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new input is new work
  }, [input, timeout]);

  return state && state.input === input ? state.value : null;
}
