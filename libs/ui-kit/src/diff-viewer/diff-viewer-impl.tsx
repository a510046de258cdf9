import {
  type CSSProperties,
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
import { Anchor, Box, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import {
  type CoverageMark,
  coverageMarks,
  CoverageMarkIcon,
  markBackground,
  markBorder,
  visuallyHidden,
} from '../code-viewer/coverage-marks';
import type { HighlightToken } from '../code-viewer/highlighter';
import { useLineHighlighter } from '../code-viewer/use-line-highlighter';
import { FindLayer } from '../find-layer/find-layer';
import { useIdleValue } from '../find-layer/use-idle-value';
import { SideScroll } from '../code-viewer/side-scroll';
import { diffLineAnchor } from './diff-anchor';

export interface DiffViewerLine {
  baseNumber: number | null;
  headNumber: number | null;
  /** The diff text with its "+", "-" or " " prefix; null for a line shown without text. */
  content: string | null;
  baseCoverage?: CoverageMark | null;
  headCoverage?: CoverageMark | null;
  /** Uploads of the head that hit the line. */
  hitCount?: number | null;
}

export interface DiffViewerSegment {
  /** The hunk header, e.g. "@@ -1,4 +1,5 @@". */
  header: string;
  /** The hunk holds coverage changes outside the diff. */
  hasUnintendedChanges?: boolean;
  lines: readonly DiffViewerLine[];
}

export interface DiffViewerProps {
  ref?: Ref<HTMLDivElement>;
  segments: readonly DiffViewerSegment[];
  /** The file's path: names the region and keys the line anchors. */
  path: string;
  /** Prism language for highlighting (see `languageForPath`). */
  language?: string | null;
  /** Router path of the file viewer, shown as "View full file" on each segment. */
  fullFileTo?: string | null;
  /** The current URL hash without `#`; a matching line anchor is highlighted and scrolled to. */
  selectedAnchor?: string | null;
  /** Called with a line's anchor when its number is clicked. */
  onAnchorClick?: (anchor: string) => void;
  /** Above this many rows the diff is virtualised against the window. @default 400 */
  virtualizeAbove?: number;
}

const ROW_HEIGHT = 20;

type Row =
  | { kind: 'header'; segment: DiffViewerSegment; key: string }
  | { kind: 'line'; line: DiffViewerLine; key: string; baseAnchor: string | null; headAnchor: string | null };

const font: CSSProperties = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 12,
  lineHeight: `${ROW_HEIGHT}px`,
  tabSize: 4,
};

// Inside a table cell, a wide diff scrolls in its own box instead of widening the table.
const NO_INTRINSIC_WIDTH: CSSProperties = { contain: 'inline-size' };
const NUMBER_CH = 6;
const GUTTER_CH = NUMBER_CH * 2 + 3 + 5;
const GUTTER = `calc(${GUTTER_CH}ch + 3px)`;

function changeOf(content: string | null): 'added' | 'removed' | 'context' {
  if (content?.startsWith('+')) return 'added';
  if (content?.startsWith('-')) return 'removed';
  return 'context';
}

const changeStyle: Record<'added' | 'removed' | 'context', CSSProperties> = {
  added: { boxShadow: 'inset 3px 0 var(--mantine-color-blue-filled)' },
  removed: {
    boxShadow: 'inset 3px 0 var(--mantine-color-gray-filled)',
    background: 'var(--mantine-color-gray-light)',
    color: 'var(--mantine-color-dimmed)',
  },
  context: {},
};

function LineNumber({
  value,
  anchor,
  selected,
  side,
  onClick,
}: {
  value: number | null;
  anchor: string | null;
  selected: boolean;
  side: 'base' | 'head';
  onClick: (event: MouseEvent<HTMLAnchorElement>, anchor: string) => void;
}) {
  return (
    <span style={{ width: `${NUMBER_CH}ch`, textAlign: 'right', flex: 'none', paddingRight: '1ch' }}>
      {value != null && anchor && (
        <a
          href={`#${anchor}`}
          onClick={(event) => onClick(event, anchor)}
          aria-label={`${side === 'base' ? 'Base' : 'Head'} line ${value}`}
          aria-current={selected ? 'location' : undefined}
          style={{
            color: selected ? 'var(--mantine-color-blue-text)' : 'var(--mantine-color-dimmed)',
            fontWeight: selected ? 700 : undefined,
            textDecoration: 'none',
          }}
        >
          {value}
        </a>
      )}
    </span>
  );
}

function HitBubble({
  count,
  mark,
}: {
  count: number | null | undefined;
  mark: CoverageMark | null | undefined;
}) {
  if (count == null || !mark) return null;
  return (
    <span
      title={`${count} ${count === 1 ? 'upload hits' : 'uploads hit'} this line`}
      data-hit-count={count}
      style={{
        display: 'inline-block',
        minWidth: '3ch',
        padding: '0 4px',
        borderRadius: 999,
        lineHeight: '16px',
        textAlign: 'center',
        color: 'var(--mantine-color-white)',
        background: `var(--mantine-color-${coverageMarks[mark].color}-filled)`,
      }}
    >
      {count}
      <span style={visuallyHidden}> hits</span>
    </span>
  );
}

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

/**
 * The coverage diff of one file: per hunk a header with "View full file", per line the base and head numbers,
 * the head's coverage (colour, symbol and words), the number of uploads that hit it, and the text with
 * added and removed lines marked. Line numbers are anchors (`#<hash>-L<n>` base, `#<hash>-R<n>` head).
 * Long diffs are virtualised; they then carry the same find layer as `CodeViewer` (see `FindLayer`).
 */
export function DiffViewer({
  ref,
  segments,
  path,
  language,
  fullFileTo,
  selectedAnchor = null,
  onAnchorClick,
  virtualizeAbove = 400,
}: DiffViewerProps) {
  const { highlight } = useLineHighlighter(language);

  const rows = useMemo<Row[]>(
    () =>
      segments.flatMap((segment, segmentIndex) => [
        { kind: 'header' as const, segment, key: `s${segmentIndex}` },
        ...segment.lines.map((line, lineIndex) => ({
          kind: 'line' as const,
          line,
          key: `s${segmentIndex}-${lineIndex}`,
          baseAnchor: line.baseNumber != null ? diffLineAnchor(path, 'base', line.baseNumber) : null,
          headAnchor: line.headNumber != null ? diffLineAnchor(path, 'head', line.headNumber) : null,
        })),
      ]),
    [segments, path],
  );
  const virtualized = rows.length > virtualizeAbove;

  const selectedIndex = useMemo(
    () =>
      selectedAnchor
        ? rows.findIndex(
            (row) =>
              row.kind === 'line' && (row.baseAnchor === selectedAnchor || row.headAnchor === selectedAnchor),
          )
        : -1,
    [rows, selectedAnchor],
  );

  const listRef = useRef<HTMLDivElement>(null);
  const [clickedAnchor, setClickedAnchor] = useState<string | null>(null);
  // A click has the line in view already: only a hash from outside (a shared link) scrolls.
  const shouldScroll = selectedIndex >= 0 && clickedAnchor !== selectedAnchor;
  useEffect(() => {
    if (!shouldScroll || virtualized) return;
    listRef.current
      ?.querySelector(`[data-row-index="${selectedIndex}"]`)
      ?.scrollIntoView({ block: 'center' });
  }, [shouldScroll, selectedIndex, virtualized]);

  const onNumberClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
      event.preventDefault();
      setClickedAnchor(anchor);
      onAnchorClick?.(anchor);
    },
    [onAnchorClick],
  );

  const renderRow = (row: Row, index: number, style: CSSProperties) => {
    if (row.kind === 'header') {
      return (
        <div
          key={row.key}
          data-row-index={index}
          data-segment-header
          style={{
            ...style,
            display: 'flex',
            alignItems: 'center',
            gap: '1ch',
            height: ROW_HEIGHT,
            background: 'var(--mantine-color-default-hover)',
            color: 'var(--mantine-color-dimmed)',
            whiteSpace: 'pre',
          }}
        >
          <span style={{ position: 'sticky', left: 0, paddingLeft: '1ch' }}>{row.segment.header}</span>
          {row.segment.hasUnintendedChanges && <span>coverage changed outside the diff</span>}
          {fullFileTo && (
            <Anchor
              component={Link}
              to={fullFileTo}
              size="xs"
              ml="auto"
              mr="sm"
              style={{ position: 'sticky', right: 8, zIndex: 3 }}
            >
              View full file
            </Anchor>
          )}
        </div>
      );
    }
    const { line } = row;
    const mark = line.headCoverage ?? null;
    const change = changeOf(line.content);
    const selected =
      selectedAnchor != null && (row.baseAnchor === selectedAnchor || row.headAnchor === selectedAnchor);
    const text = line.content === null ? null : line.content;
    return (
      <div
        key={row.key}
        data-row-index={index}
        data-change={change}
        data-coverage={mark ?? undefined}
        data-selected={selected || undefined}
        style={{
          ...style,
          display: 'flex',
          height: ROW_HEIGHT,
          background: selected ? 'var(--mantine-color-blue-light)' : undefined,
          outline: selected ? '1px solid var(--mantine-color-blue-outline)' : undefined,
        }}
      >
        <div
          style={{
            position: 'sticky',
            left: 0,
            zIndex: 2,
            flex: 'none',
            width: GUTTER,
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            background: `linear-gradient(${markBackground(mark) ?? 'transparent'}, ${markBackground(mark) ?? 'transparent'}), var(--mantine-color-body)`,
            ...markBorder(mark),
          }}
        >
          <LineNumber
            value={line.baseNumber}
            anchor={row.baseAnchor}
            selected={selected}
            side="base"
            onClick={onNumberClick}
          />
          <LineNumber
            value={line.headNumber}
            anchor={row.headAnchor}
            selected={selected}
            side="head"
            onClick={onNumberClick}
          />
          <span style={{ width: '3ch', display: 'inline-flex', justifyContent: 'center', flex: 'none' }}>
            <CoverageMarkIcon mark={mark} size={13} />
          </span>
          <span style={{ width: '5ch', flex: 'none' }}>
            <HitBubble count={line.hitCount} mark={mark} />
          </span>
        </div>
        <div
          data-code
          style={{
            flex: 1,
            whiteSpace: 'pre',
            paddingLeft: '1ch',
            background: markBackground(mark),
            ...changeStyle[change],
          }}
        >
          {text !== null && (
            <>
              <span aria-hidden={change === 'context' || undefined}>{text.slice(0, 1)}</span>
              {change !== 'context' && (
                <span style={visuallyHidden}>{change === 'added' ? ' added' : ' removed'} </span>
              )}
              <Tokens text={text.slice(1)} tokens={highlight(text.slice(1))} />
            </>
          )}
        </div>
      </div>
    );
  };

  const longest = useMemo(
    () =>
      rows.reduce(
        (max, row) =>
          Math.max(
            max,
            row.kind === 'line' ? (row.line.content?.length ?? 0) : row.segment.header.length + 30,
          ),
        0,
      ),
    [rows],
  );
  const width = `calc(${GUTTER} + ${longest + 3}ch)`;

  if (!virtualized) {
    return (
      <Box
        ref={ref}
        role="region"
        aria-label={`Diff of ${path}`}
        data-virtualized="false"
        style={NO_INTRINSIC_WIDTH}
      >
        <SideScroll>
          <div ref={listRef} style={{ ...font, minWidth: width }}>
            {rows.map((row, index) => renderRow(row, index, {}))}
          </div>
        </SideScroll>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            No lines to show.
          </Text>
        )}
      </Box>
    );
  }

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={`Diff of ${path}`}
      data-virtualized="true"
      style={NO_INTRINSIC_WIDTH}
    >
      <VirtualDiffBody
        rows={rows}
        renderRow={renderRow}
        width={width}
        longest={longest}
        scrollToIndex={shouldScroll ? selectedIndex : -1}
      />
    </Box>
  );
}

function VirtualDiffBody({
  rows,
  renderRow,
  width,
  longest,
  scrollToIndex,
}: {
  rows: Row[];
  renderRow: (row: Row, index: number, style: CSSProperties) => ReactNode;
  width: string;
  longest: number;
  scrollToIndex: number;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    // Rows expanding above this diff move it without resizing the window.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 45,
    scrollMargin,
  });

  useEffect(() => {
    if (scrollToIndex >= 0) virtualizer.scrollToIndex(scrollToIndex, { align: 'center' });
  }, [scrollToIndex, virtualizer, scrollMargin]);

  const totalHeight = virtualizer.getTotalSize();
  // Header rows are blank lines in the find layer, so the text lines up with the rows.
  const findLines = useIdleValue(rows, (value) =>
    value.map((row) => (row.kind === 'header' ? '' : (row.line.content ?? ''))),
  );
  return (
    <SideScroll>
      <div
        ref={listRef}
        style={{
          ...font,
          position: 'relative',
          height: totalHeight,
          minWidth: width,
          // Text is selected in the find layer only, not in the rows under it.
          userSelect: findLines ? 'none' : undefined,
        }}
      >
        {virtualizer.getVirtualItems().map((item) =>
          renderRow(rows[item.index]!, item.index, {
            position: 'absolute',
            top: item.start - scrollMargin,
            left: 0,
            width: '100%',
          }),
        )}
        {findLines && (
          <FindLayer
            lines={findLines}
            rowHeight={ROW_HEIGHT}
            left={`calc(${GUTTER_CH}ch + 3px)`}
            padding="1ch"
            width={longest + 3}
            font={font}
          />
        )}
      </div>
    </SideScroll>
  );
}
