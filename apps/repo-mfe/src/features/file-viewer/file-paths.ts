import { repoPaths } from '@canopy/routes';
import type { CoverageSource } from '../common/coverage-source';

/** The file explorer of a source at `dir` ('' is the root), for breadcrumbs. */
export function sourceTreePath(basePath: string, source: CoverageSource, dir: string): string {
  switch (source.kind) {
    case 'branch':
      return repoPaths.tree(basePath, source.branch, dir);
    case 'commit':
      return repoPaths.commitTree(basePath, source.commitid, dir);
    case 'pull':
      return repoPaths.pullTree(basePath, source.pullId, dir);
  }
}

/** The file viewer of a source for `path`. */
export function sourceBlobPath(basePath: string, source: CoverageSource, path: string): string {
  switch (source.kind) {
    case 'branch':
      return repoPaths.blob(basePath, source.branch, path);
    case 'commit':
      return repoPaths.commitBlob(basePath, source.commitid, path);
    case 'pull':
      return repoPaths.pullBlob(basePath, source.pullId, path);
  }
}

const BINARY_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'ico',
  'webp',
  'avif',
  'tif',
  'tiff',
  'psd',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'rar',
  'jar',
  'war',
  'class',
  'exe',
  'dll',
  'so',
  'dylib',
  'o',
  'a',
  'lib',
  'bin',
  'wasm',
  'pyc',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp3',
  'mp4',
  'wav',
  'ogg',
  'mov',
  'avi',
  'webm',
  'sqlite',
  'db',
]);

/** A file the viewer cannot show as text: a known binary extension, or content holding NUL bytes. */
export function isBinaryFile(path: string, content: string | null | undefined): boolean {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot > 0 && BINARY_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())) return true;
  return !!content && content.slice(0, 8000).includes('\u0000');
}
