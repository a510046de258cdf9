import type { CoverageSource } from '../common/coverage-source';

/** A repository path with each segment URL-encoded (slashes kept). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The file explorer of a source at `dir` ('' is the root), for breadcrumbs. */
export function treePath(basePath: string, source: CoverageSource, dir: string): string {
  const rest = dir ? `/${encodePath(dir)}` : '';
  switch (source.kind) {
    case 'branch':
      return `${basePath}/tree/${encodeURIComponent(source.branch)}${rest}`;
    case 'commit':
      return `${basePath}/commit/${encodeURIComponent(source.commitid)}/tree${rest}`;
    case 'pull':
      return `${basePath}/pull/${source.pullId}/tree${rest}`;
  }
}

/** The file viewer of a source for `path`. */
export function blobPath(basePath: string, source: CoverageSource, path: string): string {
  switch (source.kind) {
    case 'branch':
      return `${basePath}/blob/${encodeURIComponent(source.branch)}/${encodePath(path)}`;
    case 'commit':
      return `${basePath}/commit/${encodeURIComponent(source.commitid)}/blob/${encodePath(path)}`;
    case 'pull':
      return `${basePath}/pull/${source.pullId}/blob/${encodePath(path)}`;
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
