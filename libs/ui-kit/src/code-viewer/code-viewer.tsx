import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { CodeViewerProps } from './code-viewer-impl';

export type { CodeViewerLineCoverage, CodeViewerProps } from './code-viewer-impl';
export { CODE_OVERSCAN, CODE_ROW_HEIGHT } from './code-viewer-constants';

// ui-kit is loaded by the shell on every first visit; the viewer's code comes with the first file opened.
const CodeViewerImpl = lazy(() => import('./code-viewer-impl').then((m) => ({ default: m.CodeViewer })));

/**
 * A file with its line coverage, virtualised against the window, highlighted line by line, with native find and
 * copy over the whole text (see `code-viewer-impl.tsx`).
 */
export function CodeViewer(props: CodeViewerProps) {
  return (
    <Suspense fallback={<Skeleton height={240} aria-label="Loading the file" data-state="loading" />}>
      <CodeViewerImpl {...props} />
    </Suspense>
  );
}
