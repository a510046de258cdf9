import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseInViewOptions {
  /** Stop observing (e.g. while a page is being fetched). @default false */
  disabled?: boolean;
  /** Margin around the viewport that counts as visible. @default '0px 0px 200px 0px' */
  rootMargin?: string;
}

/**
 * Calls `onVisible` each time the element given to `ref` comes into view (the infinite-scroll sentinel
 * of tables and lists). Without IntersectionObserver it never fires.
 */
export function useInView<T extends Element>(
  onVisible: () => void,
  { disabled = false, rootMargin = '0px 0px 200px 0px' }: UseInViewOptions = {},
): { ref: (node: T | null) => void; inView: boolean } {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    if (disabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled, element, rootMargin]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, inView };
}
