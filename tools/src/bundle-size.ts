// Measures what each front-end app ships: the whole dist folder and what a browser fetches first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AppSizes {
  app: string;
  /** Every script and stylesheet in dist (a remote's dist also holds fallback copies of shared libraries). */
  total: Size;
  /** What a browser downloads to start the app: the shell's entry files, or a remote's entry and exposed module. */
  firstLoad: Size;
}

const zero = (): Size => ({ raw: 0, gzip: 0, brotli: 0 });

export function sizeOf(buf: Buffer): Size {
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf).length,
  };
}

function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

function sumFiles(dist: string, files: Iterable<string>): Size {
  let total = zero();
  for (const file of new Set(files)) {
    const full = path.join(dist, file);
    if (fs.existsSync(full)) total = add(total, sizeOf(fs.readFileSync(full)));
  }
  return total;
}

const isAsset = (f: string) => /\.(m?js|css)$/.test(f);

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}

const syncAssets = (assets?: ManifestAssets) => [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];

/** The host loads its entry and every shared singleton it provides before the first page renders. */
export function hostFirstLoadFilesFromManifest(indexHtml: string, manifest: Manifest): string[] {
  return [...hostFirstLoadFiles(indexHtml), ...(manifest.shared ?? []).flatMap((s) => syncAssets(s.assets))];
}

/** Files a remote needs when the host already provides every shared singleton. */
export function remoteFirstLoadFiles(manifest: Manifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const expose of manifest.exposes ?? []) files.push(...syncAssets(expose.assets));
  return files;
}

/** Scripts and stylesheets referenced by the host's index.html (the runtime configuration is not a bundle). */
export function hostFirstLoadFiles(indexHtml: string): string[] {
  const refs = [...indexHtml.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  return refs.filter((f) => f && !f.startsWith('http') && f !== 'config.js');
}

export function measureApp(appDir: string): AppSizes {
  const dist = path.join(appDir, 'dist');
  const app = path.basename(appDir);
  if (!fs.existsSync(dist)) throw new Error(`${app}: no dist folder; build first`);
  const all = (fs.readdirSync(dist, { recursive: true }) as string[]).filter(isAsset);
  const manifestPath = path.join(dist, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  // A remote's manifest names its entry (content-hashed in production); the host's names none.
  const isRemote = Boolean(manifest.metaData?.remoteEntry?.name);
  const firstFiles = isRemote
    ? remoteFirstLoadFiles(manifest)
    : hostFirstLoadFilesFromManifest(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), manifest);
  return { app, total: sumFiles(dist, all), firstLoad: sumFiles(dist, firstFiles) };
}

export type Budget = Record<string, { firstLoadGzip: number; totalGzip: number }>;

export function checkBudget(sizes: AppSizes[], budget: Budget): string[] {
  const problems: string[] = [];
  for (const s of sizes) {
    const b = budget[s.app];
    if (!b) {
      problems.push(`${s.app}: no budget set`);
      continue;
    }
    if (s.firstLoad.gzip > b.firstLoadGzip) {
      problems.push(
        `${s.app}: first load ${s.firstLoad.gzip} B gzip is over its budget of ${b.firstLoadGzip} B`,
      );
    }
    if (s.total.gzip > b.totalGzip) {
      problems.push(`${s.app}: dist ${s.total.gzip} B gzip is over its budget of ${b.totalGzip} B`);
    }
  }
  return problems;
}
