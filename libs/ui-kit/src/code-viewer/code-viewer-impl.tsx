import {
  type CSSProperties,
  memo,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Alert, Box } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CoverageMark,
  CoverageMarkIcon,
  markBackground,
  markBorder,
  visuallyHidden,
} from './coverage-marks';
import type { HighlightToken } from './highlighter';
import { useLineHighlighter } from './use-line-highlighter';

import { CODE_OVERSCAN, CODE_ROW_HEIGHT } from './code-viewer-constants';

export interface CodeViewerLineCoverage {
  coverage: CoverageMark;
  /** How many uploads hit the line. */
  hitCount?: number | null;
  /** Covered / total branches on a branch line ("1/2"). */
  branches?: string | null;
}

export interface CodeViewerProps {
  ref?: Ref<HTMLDivElement>;
  /** The file's lines; null when the source is not available (then one row per known line, without code). */
  lines: readonly string[] | null;
  /** Coverage by line number (1-based); lines without an entry have no coverage data. */
  coverage: ReadonlyMap<number, CodeViewerLineCoverage>;
  /** Prism language name (see `languageForPath`); null or unknown means plain text. */
  language?: string | null;
  /** Number of lines the report knows, used when `lines` is null. @default the highest covered line */
  lineCount?: number;
  /** The line to highlight; the viewer scrolls to it when it changes from outside (a deep link). */
  highlightedLine?: number | null;
  /** Called when a line number is clicked (the page toggles `#L<n>`). */
  onLineClick?: (line: number) => void;
  /** Accessible name of the code region. @default 'Code with line coverage' */
  label?: string;
  /** Show the number of uploads that hit each line. @default true */
  showHitCounts?: boolean;
  /** Shown above the rows when `lines` is null. */
  sourceUnavailableMessage?: ReactNode;
}

const DEFAULT_UNAVAILABLE = (
  <>
    The source code of this file is not available, so only the coverage of each line is shown. Canopy reads
    source code from your git provider, or from a local mirror when one is configured; signing in again
    refreshes your provider credentials.
  </>
);

const font: CSSProperties = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 12,
  lineHeight: `${CODE_ROW_HEIGHT}px`,
  tabSize: 4,
};

function Tokens({ text, tokens }: { text: string; tokens: HighlightToken[] | null }) {
  if (!tokens) return <>{text}</>;
  return (
    <>
      {tokens.map((token, index) =>
        token.color || token.fontStyle ? (
          <span key={index} style={{ color: token.color, fontStyle: token.fontStyle }}>
            {token.content}
          </span>
        ) : (
          token.content
        ),
      )}
    </>
  );
}

interface RowProps {
  line: number;
  top: number;
  text: string | null;
  tokens: HighlightToken[] | null;
  coverage: CodeViewerLineCoverage | undefined;
  highlighted: boolean;
  gutterWidth: string;
  showHitCounts: boolean;
  numberWidth: number;
  onNumberClick: (event: MouseEvent<HTMLAnchorElement>, line: number) => void;
}

const Row = memo(function Row({
  line,
  top,
  text,
  tokens,
  coverage,
  highlighted,
  gutterWidth,
  showHitCounts,
  numberWidth,
  onNumberClick,
}: RowProps) {
  const mark = coverage?.coverage;
  return (
    <div
      data-line={line}
      data-coverage={mark ?? undefined}
      data-highlighted={highlighted || undefined}
      style={{
        position: 'absolute',
        top,
        left: 0,
        height: CODE_ROW_HEIGHT,
        width: '100%',
        display: 'flex',
        background: highlighted ? 'var(--mantine-color-blue-light)' : markBackground(mark),
        outline: highlighted ? '1px solid var(--mantine-color-blue-outline)' : undefined,
      }}
    >
      {/* Sticky over the transparent textarea, so line numbers stay clickable while the code scrolls sideways. */}
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          flex: 'none',
          width: gutterWidth,
          display: 'flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          background: highlighted
            ? 'var(--mantine-color-blue-light)'
            : `linear-gradient(${markBackground(mark) ?? 'transparent'}, ${markBackground(mark) ?? 'transparent'}), var(--mantine-color-body)`,
          ...markBorder(mark),
        }}
      >
        <a
          href={`#L${line}`}
          onClick={(event) => onNumberClick(event, line)}
          aria-current={highlighted ? 'location' : undefined}
          style={{
            width: `${numberWidth}ch`,
            textAlign: 'right',
            color: highlighted ? 'var(--mantine-color-blue-text)' : 'var(--mantine-color-dimmed)',
            fontWeight: highlighted ? 700 : undefined,
            textDecoration: 'none',
            flex: 'none',
          }}
        >
          {line}
        </a>
        <span style={{ width: '3ch', display: 'inline-flex', justifyContent: 'center', flex: 'none' }}>
          <CoverageMarkIcon mark={mark} size={13} />
        </span>
        <span
          style={{ width: '8ch', flex: 'none', color: 'var(--mantine-color-dimmed)', whiteSpace: 'nowrap' }}
          data-info
        >
          {showHitCounts && coverage?.hitCount != null && (
            <span
              title={`${coverage.hitCount} ${coverage.hitCount === 1 ? 'upload hits' : 'uploads hit'} this line`}
            >
              {coverage.hitCount}
              <span style={visuallyHidden}> hits</span>
            </span>
          )}
          {coverage?.branches && (
            <span title={`${coverage.branches.replace('/', ' of ')} branches covered`}>
              {showHitCounts && coverage.hitCount != null ? ' ' : ''}
              {coverage.branches}
              <span style={visuallyHidden}> branches</span>
            </span>
          )}
        </span>
      </div>
      <div style={{ flex: 1, whiteSpace: 'pre', paddingLeft: '1ch' }} data-code>
        {text === null ? null : <Tokens text={text} tokens={tokens} />}
      </div>
    </div>
  );
});

/**
 * A file with its line coverage, virtualised against the window (fixed rows, 45 rows of overscan), so files of
 * tens of thousands of lines open at once and scroll smoothly. Syntax highlighting loads lazily and colours
 * only the rows on screen.
 *
 * Find and copy: only the visible rows are in the DOM, so the browser's Ctrl+F and a selection across many
 * lines would miss the rest. A transparent, read-only textarea holding the whole text lies exactly over the
 * code column (same font, line height and tab size): find, select and copy work on it natively, and what shows
 * through is the highlighted rows underneath. The gutter is sticky and stacked above it, so line numbers stay
 * clickable. The textarea is hidden from assistive technology, which reads the rows instead.
 */
export function CodeViewer({
  ref,
  lines,
  coverage,
  language,
  lineCount,
  highlightedLine = null,
  onLineClick,
  label = 'Code with line coverage',
  showHitCounts = true,
  sourceUnavailableMessage = DEFAULT_UNAVAILABLE,
}: CodeViewerProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { highlight, ready } = useLineHighlighter(lines ? language : null);
  // Laying out the whole text costs far more than the visible rows (about 0.6 s for 50,000 lines), so the find
  // layer is added once the rows have been painted: the file shows at once, and find works a moment later.
  const [findLayer, setFindLayer] = useState(false);
  useEffect(() => {
    if (!lines) return undefined;
    const timer = setTimeout(() => setFindLayer(true), 0);
    return () => clearTimeout(timer);
  }, [lines]);

  const count = useMemo(() => {
    if (lines) return lines.length;
    let highest = lineCount ?? 0;
    if (lineCount == null) for (const line of coverage.keys()) highest = Math.max(highest, line);
    return highest;
  }, [lines, lineCount, coverage]);

  const { text, longest } = useMemo(() => {
    if (!lines) return { text: '', longest: 0 };
    let max = 0;
    for (const line of lines) {
      let length = line.length;
      for (let index = line.indexOf('\t'); index !== -1; index = line.indexOf('\t', index + 1)) length += 3;
      if (length > max) max = length;
    }
    return { text: lines.join('\n'), longest: max };
  }, [lines]);

  const numberWidth = Math.max(3, String(count).length) + 1;
  const gutterChars = numberWidth + 3 + 8;
  const gutterWidth = `calc(${gutterChars}ch + 3px)`;
  const codeWidth = `${longest + 3}ch`;

  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    // Content loading above the viewer (banners, headers) moves it without resizing the window.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => CODE_ROW_HEIGHT,
    overscan: CODE_OVERSCAN,
    scrollMargin,
  });

  // A click already has the line in view: only a change from outside (a deep link, Back) scrolls.
  const clickedLine = useRef<number | null>(null);
  useEffect(() => {
    if (highlightedLine == null || highlightedLine < 1 || highlightedLine > count) return;
    if (clickedLine.current === highlightedLine) return;
    virtualizer.scrollToIndex(highlightedLine - 1, { align: 'center' });
  }, [highlightedLine, count, scrollMargin, virtualizer]);

  const onNumberClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, line: number) => {
      event.preventDefault();
      clickedLine.current = line;
      onLineClick?.(line);
    },
    [onLineClick],
  );

  const totalHeight = virtualizer.getTotalSize();
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      data-source={lines ? 'available' : 'unavailable'}
      data-syntax={ready ? 'highlighted' : 'plain'}
    >
      {!lines && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} mb="sm">
          {sourceUnavailableMessage}
        </Alert>
      )}
      <div style={{ overflowX: 'auto', overflowY: 'hidden' }}>
        <div
          ref={listRef}
          style={{
            ...font,
            position: 'relative',
            height: totalHeight,
            minWidth: `calc(${gutterWidth} + ${codeWidth})`,
          }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const line = item.index + 1;
            const lineText = lines ? (lines[item.index] ?? '') : null;
            return (
              <Row
                key={item.key}
                line={line}
                top={item.start - scrollMargin}
                text={lineText}
                tokens={lineText ? highlight(lineText) : null}
                coverage={coverage.get(line)}
                highlighted={highlightedLine === line}
                gutterWidth={gutterWidth}
                showHitCounts={showHitCounts}
                numberWidth={numberWidth}
                onNumberClick={onNumberClick}
              />
            );
          })}
          {lines && findLayer && (
            <textarea
              readOnly
              aria-hidden
              tabIndex={-1}
              aria-label="Full text of the file"
              value={text}
              spellCheck={false}
              wrap="off"
              data-find-layer
              style={{
                ...font,
                position: 'absolute',
                top: 0,
                left: `calc(${gutterChars}ch + 3px + 1ch)`,
                zIndex: 1,
                width: codeWidth,
                height: totalHeight,
                margin: 0,
                padding: 0,
                border: 0,
                outline: 'none',
                resize: 'none',
                overflow: 'hidden',
                whiteSpace: 'pre',
                background: 'transparent',
                color: 'transparent',
                caretColor: 'transparent',
              }}
            />
          )}
        </div>
      </div>
    </Box>
  );
}
