// The page `tools/bench/render.ts` opens in Chromium: renders one large view with the real ui-kit components and
// records the time from the render call to the first frame painted after it.
// The bench page measures the shipped ui-kit components themselves; it is built only by tools/bench/render.ts.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createElement as h, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CanopyThemeProvider } from '@canopy/ui-kit';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  CodeViewer,
  CoverageBar,
  preloadCodeViewer,
  Table,
  type CodeViewerLineCoverage,
  type TableColumn,
} from '@canopy/ui-kit/data-views';

interface FileRow {
  name: string;
  lines: number;
  hits: number;
  partials: number;
  misses: number;
  coverage: number;
}

declare global {
  interface Window {
    renderResult?: { case: string; size: number; ms: number; domRows: number };
  }
}

const params = new URLSearchParams(location.search);
const benchCase = params.get('case') ?? 'file-list';
const size = Number(params.get('n') ?? 50_000);

/** Deterministic pseudo-random numbers, so every run renders the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function fileRows(count: number): FileRow[] {
  const next = random(7);
  return Array.from({ length: count }, (_, index) => {
    const lines = 20 + Math.floor(next() * 400);
    const hits = Math.floor(lines * next());
    const partials = Math.floor((lines - hits) * next() * 0.2);
    return {
      name: `src/module-${Math.floor(index / 100)}/file-${index}.ts`,
      lines,
      hits,
      partials,
      misses: lines - hits - partials,
      coverage: (hits / lines) * 100,
    };
  });
}

const columns: TableColumn<FileRow>[] = [
  { id: 'name', header: 'Files', cell: (row) => row.name },
  { id: 'lines', header: 'Tracked lines', cell: (row) => row.lines.toLocaleString('en-US'), align: 'right' },
  { id: 'hits', header: 'Covered', cell: (row) => row.hits.toLocaleString('en-US'), align: 'right' },
  { id: 'partials', header: 'Partial', cell: (row) => row.partials.toLocaleString('en-US'), align: 'right' },
  { id: 'misses', header: 'Missed', cell: (row) => row.misses.toLocaleString('en-US'), align: 'right' },
  {
    id: 'coverage',
    header: 'Coverage %',
    cell: (row) => h(CoverageBar, { value: row.coverage, label: `Coverage of ${row.name}` }),
  },
];

function sourceLines(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index % 7 === 0
      ? `export function step${index}(value: number): number {`
      : index % 7 === 6
        ? '}'
        : `  const v${index} = value * ${index} + Math.max(${index % 13}, value); // line ${index + 1}`,
  );
}

function view() {
  // The theme provider alone: the part of every figure that is not the view itself.
  if (benchCase === 'empty') return null;
  if (benchCase === 'file-list') {
    const rows = fileRows(size);
    return h(Table<FileRow>, {
      columns: params.get('bar') === '0' ? columns.slice(0, -1) : columns,
      data: rows,
      caption: `${size} files`,
      getRowKey: (row: FileRow) => row.name,
      virtualized: true,
    });
  }
  const lines = sourceLines(size);
  const marks = lines.map((_, index): 'H' | 'M' | 'P' =>
    index % 5 === 0 ? 'M' : index % 11 === 0 ? 'P' : 'H',
  );
  return h(File, { lines, marks });
}

/** As the file viewer does with the API's answer, the coverage map is built during the (timed) render. */
function File({ lines, marks }: { lines: string[]; marks: ('H' | 'M' | 'P')[] }) {
  const coverage = useMemo(() => {
    const map = new Map<number, CodeViewerLineCoverage>();
    marks.forEach((mark, index) => map.set(index + 1, { coverage: mark, hitCount: mark === 'M' ? 0 : 2 }));
    return map;
  }, [marks]);
  return h(CodeViewer, { lines, coverage, language: 'typescript', label: `${lines.length} lines` });
}

const container = document.getElementById('root');
if (!container) throw new Error('No root element found');
const root = createRoot(container);
const element = h(CanopyThemeProvider, { defaultColorScheme: 'light' }, view());
// The file viewer loads the viewer's code while it fetches the file's coverage: the render starts with it loaded.
if (benchCase === 'file') await preloadCodeViewer();
const start = performance.now();
root.render(element);
const rows = () => document.querySelectorAll('tbody tr, [data-line]').length;
// The viewers load their code on first use: the time runs until rows are on screen (a frame in which they
// exist, then the frame after it, by which the browser has painted them).
function whenPainted(): void {
  requestAnimationFrame(() => {
    if (benchCase !== 'empty' && rows() === 0) {
      whenPainted();
      return;
    }
    requestAnimationFrame(() => {
      window.renderResult = { case: benchCase, size, ms: performance.now() - start, domRows: rows() };
    });
  });
}
whenPainted();
