import { useEffect, useState } from 'react';

/** Delay before a changed result count is announced. */
export const A11Y_STATUS_DEBOUNCE = 200;
/** The announcement is cleared after this long so the same message can be read again later. */
export const A11Y_STATUS_CLEAR = 500;

/** Screen-reader message of spec §8 for a result count. */
export function resultsMessage(count: number): string {
  if (count === 0) return 'No results are available.';
  return `${count} ${count === 1 ? 'result is' : 'results are'} available, use up and down arrow keys to navigate. Press Enter to select.`;
}

/** Live-region text for an open list: debounced 200 ms, cleared after 500 ms. */
export function useA11yStatus(active: boolean, count: number): string {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setStatus(resultsMessage(count)), A11Y_STATUS_DEBOUNCE);
    return () => clearTimeout(timer);
  }, [active, count]);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), A11Y_STATUS_CLEAR);
    return () => clearTimeout(timer);
  }, [status]);

  return status;
}
