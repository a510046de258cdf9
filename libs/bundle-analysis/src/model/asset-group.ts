import type { BundleReportGroup } from './types';

/**
 * The extension of an asset or module name without the dot: only the path before a space counts
 * (`./index.js + 12 modules`), the query and fragment are dropped (`./index.js?module`), a leading dot
 * is not an extension (`.env`). Empty when there is none.
 */
export function fileExtension(name: string): string {
  const path = name.split(' ')[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || /^\.+$/.test(base.slice(0, dot + 1))) return '';
  return base.slice(dot + 1).split(/[?#]/)[0] ?? '';
}

const GROUPS: Record<string, BundleReportGroup> = {
  js: 'JAVASCRIPT',
  mjs: 'JAVASCRIPT',
  cjs: 'JAVASCRIPT',
  css: 'STYLESHEET',
  woff: 'FONT',
  woff2: 'FONT',
  ttf: 'FONT',
  otf: 'FONT',
  eot: 'FONT',
  jpg: 'IMAGE',
  jpeg: 'IMAGE',
  png: 'IMAGE',
  gif: 'IMAGE',
  svg: 'IMAGE',
  webp: 'IMAGE',
  apng: 'IMAGE',
  avif: 'IMAGE',
};

/** The group an asset belongs to, from its extension (any case); anything else is UNKNOWN ("other"). */
export function assetGroup(name: string): BundleReportGroup {
  const extension = fileExtension(name).toLowerCase();
  return Object.hasOwn(GROUPS, extension) ? (GROUPS[extension] ?? 'UNKNOWN') : 'UNKNOWN';
}
