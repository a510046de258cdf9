import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';

const BOX_STYLE: CSSProperties = {
  overflowX: 'auto',
  overflowY: 'hidden',
  // The bar below is the one scrollbar: this one would sit under the last row of a very tall view.
  scrollbarWidth: 'none',
};
const BAR_STYLE: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 4,
  overflowX: 'auto',
  overflowY: 'hidden',
  background: 'var(--mantine-color-body)',
};

/**
 * A box that scrolls sideways, for views taller than the window (the page scrolls them): its scrollbar sticks
 * to the bottom of the window while the box is on screen and moves with the box's content both ways, so long
 * lines can be reached anywhere in the view, not only from its last row.
 */
export function SideScroll({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [scrollWidth, setScrollWidth] = useState(0);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      setScrollWidth(box.scrollWidth);
      setOverflows(box.scrollWidth > box.clientWidth + 1);
    };
    measure();
    // The content widens once its longest line is known; the box follows the window.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    const bar = barRef.current;
    if (!box || !bar) return;
    // Each side copies the other's position; equal positions fire no further event, so there is no loop.
    const fromBox = () => {
      if (bar.scrollLeft !== box.scrollLeft) bar.scrollLeft = box.scrollLeft;
    };
    const fromBar = () => {
      if (box.scrollLeft !== bar.scrollLeft) box.scrollLeft = bar.scrollLeft;
    };
    fromBox();
    box.addEventListener('scroll', fromBox, { passive: true });
    bar.addEventListener('scroll', fromBar, { passive: true });
    return () => {
      box.removeEventListener('scroll', fromBox);
      bar.removeEventListener('scroll', fromBar);
    };
  }, [overflows]);

  return (
    <>
      <div ref={boxRef} style={BOX_STYLE} data-side-scroll>
        {children}
      </div>
      {overflows && (
        <div ref={barRef} style={BAR_STYLE} data-side-scrollbar aria-hidden>
          <div style={{ width: scrollWidth, height: 1 }} />
        </div>
      )}
    </>
  );
}
