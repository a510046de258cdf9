import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { CodeViewerProps } from './code-viewer-impl';

export type { CodeViewerLineCoverage, CodeViewerProps } from './code-viewer-impl';
export { CODE_OVERSCAN, CODE_ROW_HEIGHT } from './code-viewer-constants';

// ui-kit is loaded by the shell on every first visit; the viewer's code comes with the first file opened.
type Impl = typeof import('./code-viewer-impl');
let loading: Promise<Impl> | null = null;
let loaded: Impl | null = null;

/**
 * Starts loading the CodeViewer's code (a page calls it when it knows it will show one, while its data loads).
 * Once loaded, the viewer renders at once, without a fallback frame (React holds a revealed fallback ~300 ms).
 */
export function preloadCodeViewer(): Promise<Impl> {
  loading ??= import('./code-viewer-impl').then((module) => (loaded = module));
  return loading;
}

const CodeViewerImpl = lazy(() => preloadCodeViewer().then((m) => ({ default: m.CodeViewer })));

/**
 * A file with its line coverage, virtualised against the window, highlighted line by line, with native find and
 * copy over the whole text (see `code-viewer-impl.tsx`).
 */
export function CodeViewer(props: CodeViewerProps) {
  if (loaded) return <loaded.CodeViewer {...props} />;
  return (
    <Suspense
      fallback={<Skeleton height={240} role="status" aria-label="Loading the file" data-state="loading" />}
    >
      <CodeViewerImpl {...props} />
    </Suspense>
  );
}
