import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { DiffViewerProps } from './diff-viewer-impl';

export type { DiffViewerLine, DiffViewerProps, DiffViewerSegment } from './diff-viewer-impl';

// Loaded with the first diff opened, not with ui-kit (which the shell loads on every first visit).
const DiffViewerImpl = lazy(() => import('./diff-viewer-impl').then((m) => ({ default: m.DiffViewer })));

/** Line-level coverage diff of one file (see `diff-viewer-impl.tsx`). */
export function DiffViewer(props: DiffViewerProps) {
  return (
    <Suspense fallback={<Skeleton height={120} aria-label="Loading the diff" data-state="loading" />}>
      <DiffViewerImpl {...props} />
    </Suspense>
  );
}
