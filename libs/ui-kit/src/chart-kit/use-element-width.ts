import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of the element given to `ref`, followed as it resizes, measured before the first paint so the
 * chart does not jump. Where nothing can be measured (no layout) it is `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(
  fallback: number,
): {
  ref: (node: T | null) => void;
  width: number;
} {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, width: width > 0 ? Math.floor(width) : fallback };
}
