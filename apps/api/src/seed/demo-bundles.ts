import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { PROCESS_BUNDLE_ANALYSIS } from '../modules/bundle-analysis';
import { createUpload, markUploaded } from '../modules/uploads';
import type { Storage } from '../storage/storage';

/**
 * Bundle stats for the demo repository, sent through the real ingestion path as `@codecov/webpack-plugin` would
 * send them, so a fresh install's bundles tab, commit and pull pages show a web app's bundle and how it changes.
 */

export const DEMO_BUNDLE = 'canopy-web';

/** How each demo commit changed the app's main script, in bytes, by its place in the demo history. */
const MAIN_GROWTH: Record<number, number> = { 1: 2_400, 2: 1_100, 3: 3_300, 4: -900, 5: 1_600 };

const hash = (text: string) => {
  let value = 2_166_136_261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return value.toString(16).padStart(8, '0');
};

interface DemoAsset {
  file: string;
  size: number;
  /** Compressible assets get a gzip size; images and fonts are sent as they are. */
  gzip: boolean;
  /** Null for files a loader emits (fonts, images): no chunk lists them, so no module is written to them. */
  chunk: { id: string; entry: boolean; initial: boolean; lazyImports?: string[] } | null;
  modules: Array<[name: string, size: number]>;
}

function assetsAt(index: number, parents: readonly number[]): DemoAsset[] {
  const growth = [index, ...parents].reduce((sum, step) => sum + (MAIN_GROWTH[step] ?? 0), 0);
  // The settings page became a lazy chunk on the second commit; the demo history grows from there.
  const withSettings = index >= 1;
  const main = 48_200 + growth;
  const files = {
    main: `static/js/main.${hash(`main-${main}`)}.js`,
    vendor: `static/js/vendor.${hash('vendor')}.js`,
    settings: `static/js/settings.${hash('settings')}.js`,
  };
  const assets: DemoAsset[] = [
    {
      file: files.main,
      size: main,
      gzip: true,
      chunk: { id: 'main', entry: true, initial: true, lazyImports: withSettings ? [files.settings] : [] },
      modules: [
        ['./src/main.tsx', 1_200],
        ['./src/app/routes.tsx', 6_400 + Math.round(growth / 2)],
        ['./src/coverage/file-list.tsx', 12_800 + growth - Math.round(growth / 2)],
        ['./node_modules/lodash-es/debounce.js', 2_100],
        // An old dependency brings its own tslib: the same package twice, at two versions.
        ['./node_modules/.pnpm/tslib@1.14.1/node_modules/tslib/tslib.es6.js', 11_200],
      ],
    },
    {
      file: files.vendor,
      size: 141_900,
      gzip: true,
      chunk: { id: 'vendor', entry: false, initial: true },
      modules: [
        ['./node_modules/react-dom/cjs/react-dom-client.production.js', 96_300],
        ['./node_modules/react/cjs/react.production.js', 7_900],
        ['./node_modules/lodash/lodash.js', 24_500],
        ['./node_modules/.pnpm/tslib@2.8.1/node_modules/tslib/tslib.es6.mjs', 9_900],
      ],
    },
    {
      file: `static/css/main.${hash('css')}.css`,
      size: 18_400,
      gzip: true,
      chunk: { id: 'main', entry: true, initial: true },
      modules: [['./src/styles/app.css', 18_000]],
    },
    {
      file: `static/media/inter.${hash('font')}.woff2`,
      size: 23_600,
      gzip: false,
      chunk: null,
      modules: [],
    },
    {
      file: `static/media/logo.${hash('logo')}.svg`,
      size: 3_200,
      gzip: false,
      chunk: null,
      modules: [],
    },
  ];
  if (withSettings)
    assets.push({
      file: files.settings,
      size: 9_800,
      gzip: true,
      chunk: { id: 'settings', entry: false, initial: false },
      modules: [
        ['./src/settings/settings-page.tsx', 7_400],
        ['./node_modules/lodash-es/debounce.js', 2_100],
      ],
    });
  return assets;
}

/** The stats body of the demo app at one commit of the history (version 3 of the plugins' format). */
export function demoBundleStats(index: number, parents: readonly number[], builtAt: Date) {
  const assets = assetsAt(index, parents);
  const chunked = assets.flatMap((asset) => (asset.chunk ? [{ ...asset, chunk: asset.chunk }] : []));
  const chunkIds = [...new Set(chunked.map((asset) => asset.chunk.id))];
  const chunkOf = (id: string) => chunked.find((asset) => asset.chunk.id === id)!.chunk;
  const modules = new Map<string, { size: number; chunks: Set<string> }>();
  for (const asset of chunked)
    for (const [name, size] of asset.modules) {
      const entry = modules.get(name) ?? { size, chunks: new Set<string>() };
      entry.chunks.add(`${asset.chunk.id}-0`);
      modules.set(name, entry);
    }
  return {
    version: '3',
    builtAt: builtAt.getTime(),
    duration: 5_400,
    bundleName: DEMO_BUNDLE,
    bundler: { name: 'webpack', version: '5.112.2' },
    plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
    assets: assets.map((asset) => ({
      name: asset.file,
      size: asset.size,
      gzipSize: asset.gzip ? Math.round(asset.size * 0.31) : null,
      normalized: asset.file.replace(/\.[0-9a-f]{8}\./, '.*.'),
    })),
    chunks: chunkIds.map((id) => {
      const chunk = chunkOf(id);
      return {
        id,
        uniqueId: `${id}-0`,
        entry: chunk.entry,
        initial: chunk.initial,
        files: chunked.filter((asset) => asset.chunk.id === id).map((asset) => asset.file),
        names: [id],
        dynamicImports: chunk.lazyImports ?? [],
      };
    }),
    modules: [...modules].map(([name, module]) => ({
      name,
      size: module.size,
      chunkUniqueIds: [...module.chunks],
    })),
  };
}

/** Stores the demo app's stats for one commit and queues their processing, as the upload routes do. */
export async function seedDemoBundle(
  deps: { db: Kysely<Database>; storage: Storage; queue: JobQueue },
  commit: CommitRecord,
  stats: ReturnType<typeof demoBundleStats>,
): Promise<void> {
  const upload = await createUpload(deps.db, commit, {
    uploadType: 'bundle_analysis',
    reportCode: 'default',
    formatVersion: 'v1',
    provider: 'github-actions',
  });
  const key = `uploads/${commit.repoid}/${commit.id}/${upload.externalId}.json`;
  const size = await deps.storage.write(key, JSON.stringify(stats));
  await markUploaded(deps.db, upload, { storagePath: key, sizeBytes: size, contentEncoding: null });
  await deps.queue.enqueue(PROCESS_BUNDLE_ANALYSIS, String(commit.id), { commitId: commit.id });
}
