import { useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface ChartCursor {
  /** The interval whose values the tooltip shows; null: none. */
  active: number | null;
  setActive: (index: number | null) => void;
  /** Spread on the chart's focusable root: arrows, Home and End move through the intervals, Escape hides. */
  keyboardProps: {
    tabIndex: 0;
    onKeyDown: (event: KeyboardEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/** The next active interval for a key, or undefined when the key does not move it. */
export function cursorAfterKey(key: string, active: number | null, count: number): number | null | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return active == null ? 0 : Math.min(count - 1, active + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return active == null ? count - 1 : Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

/**
 * The hovered or keyboard-chosen interval of a chart with `count` intervals. It lives with the chart's
 * labelled root, which is the focusable element (nothing focusable may sit inside an image).
 */
export function useChartCursor(count: number): ChartCursor {
  const [active, setActive] = useState<number | null>(null);
  return {
    active: active != null && active < count ? active : null,
    setActive,
    keyboardProps: {
      tabIndex: 0,
      onKeyDown: (event) => {
        const next = cursorAfterKey(event.key, active, count);
        if (next === undefined) return;
        event.preventDefault();
        setActive(next);
      },
      onBlur: () => setActive(null),
    },
  };
}
