// The stats JSON the @codecov bundler plugins and @codecov/bundle-analyzer PUT (formats 1 to 3), read into one
// shape. Unknown fields are ignored; a missing or malformed required field is a reason, never a throw.

/** The bundle name rule of the plugins; a name outside it is refused. */
export const BUNDLE_NAME_PATTERN = /^[\w\d_:/@.{}[\]$-]+$/;

export interface BundleStatsAsset {
  name: string;
  /** Bytes as written to disk. */
  size: number;
  /** Bytes after gzip; null in format 1 (the uncompressed size stands in). */
  gzipSize: number | null;
  /** The name with its content hash replaced, stable across builds. */
  normalized: string;
}

export interface BundleStatsChunk {
  id: string;
  uniqueId: string;
  entry: boolean;
  initial: boolean;
  /** Asset names. */
  files: string[];
  names: string[];
  /** Asset names this chunk imports lazily (format 3). */
  dynamicImports: string[];
}

export interface BundleStatsModule {
  name: string;
  size: number;
  chunkUniqueIds: string[];
}

export interface BundleStats {
  version: '1' | '2' | '3';
  bundleName: string;
  /** Milliseconds since the epoch. */
  builtAt: number;
  /** Build time in milliseconds. */
  duration: number;
  plugin: { name: string; version: string };
  bundler: { name: string; version: string } | null;
  outputPath: string | null;
  assets: BundleStatsAsset[];
  chunks: BundleStatsChunk[];
  modules: BundleStatsModule[];
}

export type BundleStatsOutcome = { ok: true; stats: BundleStats } | { ok: false; reason: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

class StatsError extends Error {}
const fail = (reason: string): never => {
  throw new StatsError(reason);
};

function list<T>(body: Json, key: string, read: (item: Json, at: string) => T): T[] {
  const value = body[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) return fail(`"${key}" must be a list`);
  return value.map((item, index) => {
    const at = `${key}[${index}]`;
    if (!isObject(item)) return fail(`${at} must be an object`);
    return read(item, at);
  });
}

function name(item: Json, at: string): string {
  if (typeof item.name !== 'string' || item.name === '') return fail(`${at}.name must be a non-empty string`);
  return item.name;
}

function size(item: Json, at: string, key = 'size'): number {
  if (!isCount(item[key])) return fail(`${at}.${key} must be a number of bytes`);
  return item[key];
}

function tool(value: unknown, key: string): { name: string; version: string } {
  if (!isObject(value) || typeof value.name !== 'string') return fail(`"${key}" must have a name`);
  return { name: value.name, version: stringOr(value.version, '') };
}

function read(body: unknown): BundleStats {
  if (!isObject(body)) return fail('the stats must be a JSON object');
  const version = body.version;
  if (version !== '1' && version !== '2' && version !== '3')
    return fail(`unsupported stats version ${JSON.stringify(version ?? null)} (expected "1", "2" or "3")`);
  const bundleName = body.bundleName;
  if (typeof bundleName !== 'string' || !BUNDLE_NAME_PATTERN.test(bundleName))
    return fail('"bundleName" is missing or has characters outside letters, digits and _:/@.{}[]$-');
  return {
    version,
    bundleName,
    builtAt: isCount(body.builtAt) ? body.builtAt : 0,
    duration: isCount(body.duration) ? body.duration : 0,
    plugin: tool(body.plugin, 'plugin'),
    bundler: body.bundler === undefined ? null : tool(body.bundler, 'bundler'),
    outputPath: typeof body.outputPath === 'string' ? body.outputPath : null,
    assets: list(body, 'assets', (item, at) => ({
      name: name(item, at),
      size: size(item, at),
      gzipSize: version === '1' || item.gzipSize == null ? null : size(item, at, 'gzipSize'),
      normalized: stringOr(item.normalized, item.name as string),
    })),
    chunks: list(body, 'chunks', (item, at) => ({
      id: stringOr(item.id, String(item.id ?? '')),
      uniqueId: typeof item.uniqueId === 'string' ? item.uniqueId : fail(`${at}.uniqueId must be a string`),
      entry: item.entry === true,
      initial: item.initial === true,
      files: strings(item.files),
      names: strings(item.names),
      dynamicImports: strings(item.dynamicImports),
    })),
    modules: list(body, 'modules', (item, at) => ({
      name: name(item, at),
      size: size(item, at),
      chunkUniqueIds: strings(item.chunkUniqueIds),
    })),
  };
}

/** Reads a parsed JSON body; `reason` says what is wrong, in words an uploader's user can act on. */
export function readBundleStats(body: unknown): BundleStatsOutcome {
  try {
    return { ok: true, stats: read(body) };
  } catch (error) {
    if (error instanceof StatsError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Reads the raw bytes of an upload: JSON first, then the stats. */
export function parseBundleStats(text: string): BundleStatsOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the stats file is not valid JSON' };
  }
  return readBundleStats(body);
}
