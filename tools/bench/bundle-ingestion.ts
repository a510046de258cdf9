// Bundle analysis end to end on the real server (fresh embedded database), through the protocol the @codecov
// plugins speak (POST /upload/bundle_analysis/v1, then PUT of the stats) and the GraphQL the bundles page asks:
//  1. from the PUT returning to the bundle being readable, for a small and a large build (and their ratio);
//  2. the bundles page's reads on the large build: summary, first page of assets by size, modules of the biggest
//     asset, median of several runs.
// Prints figures; asserts no timings. Figures that differ from the stats set a failing exit code.
import { createHash } from 'node:crypto';
import { startServer } from '../harness/index.ts';
import { devSignInCookie, median, poll, seconds } from './bench-support.ts';

const TOKEN = 'canopy-bench-global-upload-token';
const SLUG = 'acme::::bench';
const readRuns = Number(process.env.BENCH_RUNS ?? 15);

interface Build {
  label: string;
  assets: number;
  modules: number;
}

const builds: Build[] = [
  { label: 'small', assets: 40, modules: 2_000 },
  { label: 'large', assets: 400, modules: Number(process.env.BENCH_MODULES ?? 40_000) },
];

const sha = (name: string) => createHash('sha1').update(`canopy-bundle-bench-${name}`).digest('hex');

const EXTENSIONS = ['js', 'js', 'js', 'js', 'js', 'js', 'css', 'png', 'woff2', 'svg'];

/** Stats as the v3 plugins write them: one chunk per asset, modules spread over the chunks, a few shared. */
function buildStats(build: Build) {
  const assets = Array.from({ length: build.assets }, (_, index) => {
    const size = 1_000 + ((index * 7_919) % 90_000);
    const name = `static/asset-${index}.${(index * 2_654_435_761).toString(16).slice(-8)}.${EXTENSIONS[index % EXTENSIONS.length]}`;
    return { name, size, gzipSize: Math.round(size / 3), normalized: name.replace(/\.[0-9a-f]{8}\./, '.*.') };
  });
  const chunks = assets.map((asset, index) => ({
    id: String(index),
    uniqueId: `${index}-${index}`,
    entry: index === 0,
    initial: index < 5,
    files: [asset.name],
    names: [`chunk-${index}`],
    dynamicImports: index < 5 ? [assets[(index + 5) % assets.length]!.name] : [],
  }));
  const modules = Array.from({ length: build.modules }, (_, index) => ({
    name: `./node_modules/package-${index % 700}/lib/module-${index}.js`,
    size: 100 + ((index * 104_729) % 5_000),
    chunkUniqueIds:
      index % 10 === 0
        ? [chunks[index % chunks.length]!.uniqueId, chunks[(index + 1) % chunks.length]!.uniqueId]
        : [chunks[index % chunks.length]!.uniqueId],
  }));
  return {
    version: '3',
    builtAt: Date.UTC(2026, 10, 1),
    duration: 4_200,
    bundleName: `bench-${build.label}`,
    bundler: { name: 'webpack', version: '5.112.2' },
    plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
    assets,
    chunks,
    modules,
  };
}

class BenchClient {
  private cookie = '';
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async signIn(): Promise<void> {
    this.cookie = await devSignInCookie(this.url);
  }

  /** Makes acme/bench (the global token creates repositories) with a commit on main. */
  async createRepository(): Promise<void> {
    const res = await fetch(`${this.url}/upload/github/${SLUG}/commits`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ commitid: sha('first'), branch: 'main' }),
    });
    if (!res.ok) throw new Error(`creating the repository: HTTP ${res.status}: ${await res.text()}`);
  }

  /** The plugins' two requests: the POST answers the URL the stats are PUT to. */
  async upload(commit: string, stats: unknown): Promise<void> {
    const started = await fetch(`${this.url}/upload/bundle_analysis/v1`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ commit, branch: 'main', slug: SLUG }),
    });
    const reply = await started.text();
    if (!started.ok) throw new Error(`POST /upload/bundle_analysis/v1: HTTP ${started.status}: ${reply}`);
    const { url } = JSON.parse(reply) as { url: string };
    const stored = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stats),
    });
    if (!stored.ok) throw new Error(`PUT ${url}: HTTP ${stored.status}: ${await stored.text()}`);
    await stored.arrayBuffer();
  }

  async bundle(commit: string, name: string, fields: string): Promise<Record<string, unknown> | null> {
    const query = `query BenchBundle($sha: String!, $name: String!) {
      owner(username: "acme") { repository(name: "bench") { __typename ... on Repository { commit(id: $sha) {
        bundleAnalysis { bundleAnalysisReport { __typename ... on BundleAnalysisReport { bundle(name: $name) { ${fields} } } } }
      } } } }
    }`;
    const res = await fetch(`${this.url}/graphql/gh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables: { sha: commit, name } }),
    });
    const json = (await res.json()) as {
      data?: {
        owner: {
          repository: {
            commit?: {
              bundleAnalysis?: { bundleAnalysisReport?: { bundle?: Record<string, unknown> | null } };
            };
          };
        } | null;
      };
      errors?: { message: string }[];
    };
    if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join('; ')}`);
    return json.data?.owner?.repository.commit?.bundleAnalysis?.bundleAnalysisReport?.bundle ?? null;
  }
}

interface Ingested {
  build: Build;
  commit: string;
  stats: ReturnType<typeof buildStats>;
  visibleMs: number;
  problems: string[];
}

async function ingest(client: BenchClient, build: Build): Promise<Ingested> {
  const stats = buildStats(build);
  const commit = sha(build.label);
  const bodyBytes = Buffer.byteLength(JSON.stringify(stats));
  const started = performance.now();
  await client.upload(commit, stats);
  const uploaded = performance.now();
  const seen = await poll(`bundle ${stats.bundleName}`, 300_000, async () => {
    const bundle = await client.bundle(
      commit,
      stats.bundleName,
      'moduleCount bundleData { size { uncompress gzip } }',
    );
    return bundle ?? undefined;
  });
  const visibleMs = performance.now() - uploaded;
  const expectedSize = stats.assets.reduce((sum, asset) => sum + asset.size, 0);
  const expectedGzip = stats.assets.reduce((sum, asset) => sum + asset.gzipSize, 0);
  const size = (seen.bundleData as { size: { uncompress: number; gzip: number } }).size;
  const problems: string[] = [];
  if (size.uncompress !== expectedSize) problems.push(`size ${size.uncompress}, expected ${expectedSize}`);
  if (size.gzip !== expectedGzip) problems.push(`gzip ${size.gzip}, expected ${expectedGzip}`);
  // Codecov's module count: each asset's modules added up, so a module in two chunks counts twice here.
  const expectedModules = stats.modules.reduce((sum, module) => sum + module.chunkUniqueIds.length, 0);
  if (seen.moduleCount !== expectedModules)
    problems.push(`module count ${String(seen.moduleCount)}, expected ${expectedModules}`);
  console.log(
    `${build.label.padEnd(5)} build (${build.assets} assets, ${build.modules.toLocaleString('en-US')} modules, ` +
      `stats ${(bodyBytes / 1024 / 1024).toFixed(1)} MB): upload ${seconds(uploaded - started)}, ` +
      `PUT returned → bundle readable ${seconds(visibleMs)}; figures ${problems.length ? 'WRONG' : 'equal the stats'}`,
  );
  return { build, commit, stats, visibleMs, problems };
}

/** Median time of one read of the bundles page, over `readRuns` runs after a warm-up. */
async function timeRead(label: string, read: () => Promise<unknown>): Promise<void> {
  await read();
  const times: number[] = [];
  for (let run = 0; run < readRuns; run++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(36)} median ${median(times).toFixed(1)} ms (max ${Math.max(...times).toFixed(1)} ms)`,
  );
}

const server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
try {
  const client = new BenchClient(server.url);
  await client.createRepository();
  await client.signIn();
  console.log('bundle analysis, plugin upload protocol, real server on a fresh embedded database');
  const results: Ingested[] = [];
  for (const build of builds) results.push(await ingest(client, build));
  const [small, large] = results as [Ingested, Ingested];
  console.log(
    `large / small: ${(large.build.modules / small.build.modules).toFixed(0)}× the modules took ` +
      `${(large.visibleMs / small.visibleMs).toFixed(1)}× the time to be readable`,
  );
  const biggest = [...large.stats.assets].sort((a, b) => b.size - a.size)[0]!.name;
  console.log(`reads of the ${large.build.label} build (the bundles page's queries), ${readRuns} runs:`);
  const name = large.stats.bundleName;
  await timeRead('summary (size, load time, modules)', () =>
    client.bundle(
      large.commit,
      name,
      'moduleCount bundleData { size { uncompress gzip } loadTime { threeG highSpeed } }',
    ),
  );
  await timeRead('first 20 assets by size', () =>
    client.bundle(
      large.commit,
      name,
      'assetsPaginated(ordering: SIZE, orderingDirection: DESC, first: 20) { edges { node { name extension bundleData { size { uncompress } } } } }',
    ),
  );
  await timeRead('modules of the biggest asset', () =>
    client.bundle(
      large.commit,
      name,
      `asset(name: ${JSON.stringify(biggest)}) { modules { name bundleData { size { uncompress } } } }`,
    ),
  );
  for (const result of results)
    for (const problem of result.problems) {
      console.log(`CHECK FAILED (${result.build.label}): ${problem}`);
      process.exitCode = 1;
    }
} catch (error) {
  console.error(server.logs().split('\n').slice(-40).join('\n'));
  throw error;
} finally {
  await server.stop();
}
