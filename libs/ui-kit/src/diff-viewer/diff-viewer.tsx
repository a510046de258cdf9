import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { DiffViewerProps } from './diff-viewer-impl';

export type { DiffViewerLine, DiffViewerProps, DiffViewerSegment } from './diff-viewer-impl';

// Loaded with the first diff opened, not with ui-kit (which the shell loads on every first visit).
type Impl = typeof import('./diff-viewer-impl');
let loading: Promise<Impl> | null = null;
let loaded: Impl | null = null;

/**
 * Starts loading the DiffViewer's code (a page calls it when it knows it will show one, while its data loads).
 * Once loaded, the viewer renders at once, without a fallback frame (React holds a revealed fallback ~300 ms).
 */
export function preloadDiffViewer(): Promise<Impl> {
  loading ??= import('./diff-viewer-impl').then((module) => (loaded = module));
  return loading;
}

const DiffViewerImpl = lazy(() => preloadDiffViewer().then((m) => ({ default: m.DiffViewer })));

/** Line-level coverage diff of one file (see `diff-viewer-impl.tsx`). */
export function DiffViewer(props: DiffViewerProps) {
  if (loaded) return <loaded.DiffViewer {...props} />;
  return (
    <Suspense
      fallback={<Skeleton height={120} role="status" aria-label="Loading the diff" data-state="loading" />}
    >
      <DiffViewerImpl {...props} />
    </Suspense>
  );
}
