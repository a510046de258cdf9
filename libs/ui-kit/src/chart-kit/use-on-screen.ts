import { useState } from 'react';
import { useInView } from '../use-in-view/use-in-view';

/**
 * Whether the element given to `ref` has come near the viewport (within `margin`) at least once: a chart fetches
 * its drawing only then, so a page whose chart sits below the fold does not pay for it up front. Without
 * IntersectionObserver (no layout to judge by) it counts as seen at once.
 */
export function useOnScreen<T extends Element>(
  margin = '200px',
): { ref: (node: T | null) => void; seen: boolean } {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const { ref } = useInView<T>(() => setSeen(true), { disabled: seen, rootMargin: margin });
  return { ref, seen };
}
