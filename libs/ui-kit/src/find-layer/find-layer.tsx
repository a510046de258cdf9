import { type ClipboardEvent, type CSSProperties, memo, useEffect, useMemo, useRef } from 'react';

/** Lines per block of the layer: only the blocks on screen are laid out. */
export const FIND_LAYER_CHUNK = 200;

export interface FindLayerProps {
  /** The text of every row, top to bottom ('' for a row without text), so each line lies over its row. */
  lines: readonly string[];
  /** Height of one row in px, as the rows underneath. */
  rowHeight: number;
  /** Where the code column starts (a CSS length from the left of the list). */
  left: string;
  /**
   * The code column's left padding (a CSS length): part of the layer, so a selection can start left of the
   * first character. @default none
   */
  padding?: string;
  /** Width in ch, at least the longest line's. */
  width: number;
  /** Font of the rows (family, size, line height, tab size), so the text lines up with them. */
  font: CSSProperties;
}

/** The width in ch of the longest line, tabs counted at the rows' tab size of 4. */
export function longestLine(lines: readonly string[]): number {
  let max = 0;
  for (const line of lines) {
    let length = line.length;
    for (let index = line.indexOf('\t'); index !== -1; index = line.indexOf('\t', index + 1)) length += 3;
    if (length > max) max = length;
  }
  return max;
}

function isEditable(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * Native find and copy over a virtualised view: only the rows near the viewport are in the DOM, so the
 * browser's Ctrl+F and a selection across many lines would miss the rest. This layer holds the whole text,
 * transparent, exactly over the code column (same font, line height and tab size): find, select and copy work
 * on it natively, and what shows through is the highlighted rows underneath. It is hidden from assistive
 * technology, which reads the rows instead.
 *
 * The text is split into blocks of 200 lines with `content-visibility: auto`, so the browser lays out only the
 * blocks on screen (one element of 50,000 lines takes the main thread for most of a second); find still
 * searches every block and scrolls to the match. Copy puts plain text on the clipboard (the rich copy would
 * carry the transparent colour), and Ctrl+A with the selection in the layer selects the whole text, as it
 * would in a text field.
 */
export const FindLayer = memo(function FindLayer({
  lines,
  rowHeight,
  left,
  padding,
  width,
  font,
}: FindLayerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chunks = useMemo(() => {
    const result: { text: string; rows: number }[] = [];
    for (let start = 0; start < lines.length; start += FIND_LAYER_CHUNK) {
      const slice = lines.slice(start, start + FIND_LAYER_CHUNK);
      result.push({ text: slice.join('\n'), rows: slice.length });
    }
    return result;
  }, [lines]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 'a' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      const layer = ref.current;
      const anchor = window.getSelection()?.anchorNode;
      if (!layer || !anchor || !layer.contains(anchor) || isEditable(document.activeElement)) return;
      event.preventDefault();
      window.getSelection()?.selectAllChildren(layer);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = window.getSelection()?.toString();
    if (!text) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      aria-hidden
      data-find-layer
      onCopy={onCopy}
      style={{
        ...font,
        position: 'absolute',
        top: 0,
        left,
        zIndex: 1,
        boxSizing: 'border-box',
        paddingLeft: padding,
        width: padding ? `calc(${width}ch + ${padding})` : `${width}ch`,
        whiteSpace: 'pre',
        color: 'transparent',
        cursor: 'text',
        userSelect: 'text',
      }}
    >
      {chunks.map((chunk, index) => (
        <div
          key={index}
          data-find-chunk
          style={{ height: chunk.rows * rowHeight, overflow: 'hidden', contentVisibility: 'auto' }}
        >
          {chunk.text}
        </div>
      ))}
    </div>
  );
});
