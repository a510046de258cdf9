import {
  type CSSProperties,
  memo,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { Alert, Box } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type CoverageMark, CoverageMarkIcon } from './coverage-marks';
import * as markClasses from './coverage-marks.module.css';
import * as classes from './code-viewer.module.css';
import { FindLayer, longestLine } from '../find-layer/find-layer';
import { useIdleValue } from '../find-layer/use-idle-value';
import type { HighlightToken } from './highlighter';
import { useLineHighlighter } from './use-line-highlighter';
import { useWindowRows } from '../window-rows/use-window-rows';
import { CODE_OVERSCAN, CODE_ROW_HEIGHT } from './code-viewer-constants';
import { SideScroll } from './side-scroll';

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
  showHitCounts: boolean;
  onNumberClick: (event: MouseEvent<HTMLAnchorElement>, line: number) => void;
}

const Row = memo(function Row({
  line,
  top,
  text,
  tokens,
  coverage,
  highlighted,
  showHitCounts,
  onNumberClick,
}: RowProps) {
  const mark = coverage?.coverage;
  const hits = showHitCounts && coverage?.hitCount != null ? coverage.hitCount : null;
  return (
    <div
      className={classes.row}
      data-line={line}
      data-coverage={mark ?? undefined}
      data-highlighted={highlighted || undefined}
      style={{ top }}
    >
      <div className={classes.gutter}>
        <a
          className={classes.number}
          href={`#L${line}`}
          onClick={(event) => onNumberClick(event, line)}
          aria-current={highlighted ? 'location' : undefined}
        >
          {line}
        </a>
        <span className={classes.mark}>
          <CoverageMarkIcon mark={mark} size={13} />
        </span>
        <span className={classes.info} data-info>
          {hits != null && (
            <span title={`${hits} ${hits === 1 ? 'upload hits' : 'uploads hit'} this line`}>
              {hits}
              <span className={markClasses.hidden}> hits</span>
            </span>
          )}
          {coverage?.branches && (
            <span title={`${coverage.branches.replace('/', ' of ')} branches covered`}>
              {hits != null ? ' ' : ''}
              {coverage.branches}
              <span className={markClasses.hidden}> branches</span>
            </span>
          )}
        </span>
      </div>
      <div className={classes.code} data-code>
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
 * The first render does no work in proportion to the file's length: the rows come from the scroll position,
 * and the whole-file work (the longest line's width, the find layer with the full text for native find and
 * copy, see `FindLayer`) waits until the browser is idle after the rows are painted. The gutter is sticky and
 * stacked above the find layer, so line numbers stay clickable.
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
  const { highlight, ready } = useLineHighlighter(lines ? language : null);
  const longest = useIdleValue(lines, (value) => (value ? longestLine(value) : 0));

  const count = useMemo(() => {
    if (lines) return lines.length;
    let highest = lineCount ?? 0;
    if (lineCount == null) for (const line of coverage.keys()) highest = Math.max(highest, line);
    return highest;
  }, [lines, lineCount, coverage]);

  const numberWidth = Math.max(3, String(count).length) + 1;
  const gutterChars = numberWidth + 3 + 8;
  const gutterWidth = `calc(${gutterChars}ch + 3px)`;
  // Until the longest line is known, rows are as wide as the view and long lines overflow them.
  const codeWidth = longest == null ? null : longest + 3;
  const findLayer = lines != null && codeWidth != null;

  const { start, end, scrollToRow, offset } = useWindowRows(listRef, {
    count,
    rowHeight: CODE_ROW_HEIGHT,
    overscan: CODE_OVERSCAN,
  });

  // A click already has the line in view: only a change from outside (a deep link, Back) scrolls.
  const clickedLine = useRef<number | null>(null);
  useEffect(() => {
    if (highlightedLine == null || highlightedLine < 1 || highlightedLine > count) return;
    if (clickedLine.current === highlightedLine) return;
    scrollToRow(highlightedLine - 1);
  }, [highlightedLine, count, offset, scrollToRow]);

  const onNumberClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, line: number) => {
      event.preventDefault();
      clickedLine.current = line;
      onLineClick?.(line);
    },
    [onLineClick],
  );

  const rows: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const line = index + 1;
    const lineText = lines ? (lines[index] ?? '') : null;
    rows.push(
      <Row
        key={index}
        line={line}
        top={index * CODE_ROW_HEIGHT}
        text={lineText}
        tokens={lineText ? highlight(lineText) : null}
        coverage={coverage.get(line)}
        highlighted={highlightedLine === line}
        showHitCounts={showHitCounts}
        onNumberClick={onNumberClick}
      />,
    );
  }

  const totalHeight = count * CODE_ROW_HEIGHT;
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
      <SideScroll>
        <div
          ref={listRef}
          className={classes.list}
          data-with-find-layer={findLayer || undefined}
          style={
            {
              height: totalHeight,
              minWidth: codeWidth == null ? undefined : `calc(${gutterWidth} + ${codeWidth}ch)`,
              '--code-gutter-width': gutterWidth,
              '--code-number-width': `${numberWidth}ch`,
            } as CSSProperties
          }
        >
          {rows}
          {findLayer && (
            <FindLayer
              lines={lines}
              rowHeight={CODE_ROW_HEIGHT}
              left={gutterWidth}
              padding="1ch"
              width={codeWidth}
              font={font}
            />
          )}
        </div>
      </SideScroll>
    </Box>
  );
}
