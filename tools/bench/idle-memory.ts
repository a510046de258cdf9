// The server's memory at rest: started the way `npm start` starts it (after the build), on a fresh data folder
// with the demo data seeded, left alone until it is quiet; then once more after someone signs in and opens the
// owner page and a repository overview. The figure is the resident memory of the whole process tree (the server
// and every process it started; worker threads are inside their process). The V8 heaps come from a Node
// diagnostic report (`--report-on-signal`), read from outside.
// Run: node tools/bench/idle-memory.ts (after `npm run build`). Prints; asserts nothing.
// BENCH_COMMAND runs another server command; BENCH_SOURCE=1 also measures `tsx apps/api/src/main.ts`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launchBrowser, repoRoot } from '../harness/index.ts';
import { mib, processTree, treeCpuTicks, treeRssKiB, type TreeProcess } from './process-tree.ts';

const QUIET_WINDOW_MS = 10_000;
/** CPU share of one core below which the tree counts as quiet (the job queue's idle poll stays under it). */
const QUIET_CPU_SHARE = 0.03;
const TICKS_PER_SECOND = 100;

/** What `npm start` runs once the build is done: the last command of its script. */
function startCommand(): string {
  const scripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts;
  return String(scripts.start).split('&&').at(-1)!.trim();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the tree has used under QUIET_CPU_SHARE of a core for a whole window; the time it took. */
async function waitForQuiet(pid: number, limitMs = 240_000): Promise<number> {
  const started = performance.now();
  const samples: { at: number; ticks: number }[] = [];
  for (;;) {
    const at = performance.now();
    samples.push({ at, ticks: treeCpuTicks(processTree(pid)) });
    const first = samples.find((sample) => at - sample.at <= QUIET_WINDOW_MS);
    if (first && at - samples[0]!.at >= QUIET_WINDOW_MS) {
      const share = (samples.at(-1)!.ticks - first.ticks) / TICKS_PER_SECOND / ((at - first.at) / 1000);
      if (share < QUIET_CPU_SHARE) return at - started;
    }
    if (at - started > limitMs) throw new Error(`not quiet after ${limitMs / 1000} s`);
    await sleep(500);
  }
}

interface HeapFigures {
  usedKiB: number;
  totalKiB: number;
  workers: number;
}

/** V8 heap of each Node process in the tree, from a diagnostic report written on SIGUSR2. */
async function heaps(tree: readonly TreeProcess[], reportDir: string): Promise<HeapFigures> {
  const figures: HeapFigures = { usedKiB: 0, totalKiB: 0, workers: 0 };
  for (const proc of tree.filter((p) => p.name.startsWith('node') || p.name === 'MainThread')) {
    const before = new Set(fs.readdirSync(reportDir));
    process.kill(proc.pid, 'SIGUSR2');
    let file: string | undefined;
    for (let i = 0; i < 100 && !file; i++) {
      await sleep(100);
      file = fs.readdirSync(reportDir).find((name) => !before.has(name) && name.includes(`.${proc.pid}.`));
    }
    if (!file) continue;
    await sleep(200); // the report is written in one go; leave it a moment to finish
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
    const add = (heap: { usedMemory: number; totalMemory: number }) => {
      figures.usedKiB += heap.usedMemory / 1024;
      figures.totalKiB += heap.totalMemory / 1024;
    };
    add(report.javascriptHeap);
    for (const worker of report.workers ?? []) {
      add(worker.javascriptHeap);
      figures.workers++;
    }
  }
  return figures;
}

function describe(label: string, tree: readonly TreeProcess[], heap: HeapFigures) {
  const processes = tree.map((p) => `${p.name} ${mib(p.rssKiB)}`).join(', ');
  console.log(
    `  ${label.padEnd(34)} RSS ${mib(treeRssKiB(tree)).padStart(8)}   V8 heap used ${mib(heap.usedKiB)} of ` +
      `${mib(heap.totalKiB)} (${heap.workers} worker thread${heap.workers === 1 ? '' : 's'})   [${processes}]`,
  );
}

/** Signs in as ada and opens the owner page and the demo repository's overview once, in Chromium. */
async function openPages(url: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto('/login/dev?username=ada&to=/gh/canopy');
    await page.getByRole('link', { name: 'Canopy demo', exact: true }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.goto('/gh/canopy/demo');
    await page
      .getByText(/\d+ of \d+ lines covered/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
}

async function measure(command: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-idle-'));
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-idle-reports-'));
  let output = '';
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${path.join(repoRoot, 'node_modules/.bin')}:${process.env.PATH}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      CANOPY_DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --report-on-signal --report-signal=SIGUSR2 ` +
        `--report-directory=${reportDir}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the server runs under `sh`, and stopping only `sh` would leave it running.
    detached: true,
  });
  // Every process of the group has gone once the output pipes close.
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const pid = child.pid!;
  try {
    const start = performance.now();
    while (!output.includes('Canopy is running at')) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (performance.now() - start > 120_000) throw new Error(`server did not start in 120 s:\n${output}`);
      await sleep(100);
    }
    const readyMs = performance.now() - start;
    const quietMs = await waitForQuiet(pid);
    const idle = processTree(pid);
    describe('idle after start (demo seeded)', idle, await heaps(idle, reportDir));
    console.log(
      `  (ready ${(readyMs / 1000).toFixed(1)} s after spawn; quiet ${(quietMs / 1000).toFixed(1)} s later)`,
    );
    // Threads that end when idle (the merge worker, 30 s after its last merge) are gone a minute on.
    await sleep(60_000);
    const minuteOn = processTree(pid);
    describe('a minute later', minuteOn, await heaps(minuteOn, reportDir));
    const webRoot = process.env.CANOPY_WEB_ROOT ?? repoRoot;
    if (!fs.existsSync(path.join(webRoot, 'apps/shell/dist/index.html'))) {
      console.log('  (no front-end build: `npm run build` first to measure after opening pages)');
      return;
    }
    await openPages(`http://127.0.0.1:${port}`);
    await waitForQuiet(pid);
    const after = processTree(pid);
    describe('after owner page + overview', after, await heaps(after, reportDir));
  } finally {
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // the group has already gone
      }
    };
    signalGroup('SIGTERM');
    if ((await Promise.race([closed.then(() => true), sleep(10_000).then(() => false)])) === false) {
      signalGroup('SIGKILL');
      await closed;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}

const commands = [process.env.BENCH_COMMAND ?? startCommand()];
const source = 'tsx apps/api/src/main.ts';
if (process.env.BENCH_SOURCE === '1' && !commands.includes(source)) commands.push(source);
console.log(`Server memory at rest, whole process tree (${os.cpus().length} cores, Node ${process.version})`);
for (const command of commands) {
  console.log(`\n${command}`);
  await measure(command);
}
