// The repository overview of a 41,500-file repository in Chromium, on the real server and the embedded database:
// time to content on screen (summary, the file list's first rows, the sunburst's arcs; by the page's clock from the
// navigation's start, and as the harness saw it) and to settled, cold (a
// fresh browser context and a freshly started server) and warm (the same context, visited again), with every API
// answer's size raw and gzip'ed, the largest answer, and p50/p95 of the overview's operations over the visits.
// Run: node tools/bench/big-repository.ts (after building the shell and the remotes). Prints; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../harness/index.ts';
import { LARGE_REPOSITORY, loadCoverageLibrary } from './large-repository.ts';
import {
  type ApiAnswer,
  type CpuUse,
  type OverviewVisit,
  returnInApp,
  revisitInTab,
  visitOverview,
} from './overview-visit.ts';
import { seedLargeRepository } from './seed-large-repository.ts';

const FILES = Number(process.env.BENCH_FILES ?? 41_500);
const WARM_VISITS = Number(process.env.BENCH_WARM_VISITS ?? 4);
/**
 * A folder that keeps a seeded copy between runs: seeded into when empty, copied from otherwise (each run still
 * starts its server on a fresh copy). Unset, every run seeds anew.
 */
const SEEDED_DIR = process.env.BENCH_SEEDED_DIR;
/** Also prints every request of the cold and the last warm visit with its start and end times. */
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const OWNER = 'canopy';
const REPO = 'big-monorepo';

/** Five components over the 25 areas, as a monorepo's codecov.yml names its packages. */
const YAML = `component_management:
  individual_components:
${Array.from(
  { length: 5 },
  (_, n) =>
    `    - component_id: part-${n}\n      name: Part ${n}\n      paths:\n${Array.from(
      { length: 5 },
      (_, k) => `        - "src/area-${n * 5 + k}/**"`,
    ).join('\n')}`,
).join('\n')}
`;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const cpuText = (cpu: CpuUse) =>
  `renderer ${ms(cpu.renderer)}, the browser's other processes ${ms(cpu.browser)}, server ${ms(cpu.server)}, ` +
  `harness ${ms(cpu.harness)}`;

function printVisit(label: string, visit: OverviewVisit): void {
  console.log(
    `${label}: content visible ${ms(visit.contentMs)} (harness saw it at ${ms(visit.observedMs)}), ` +
      `settled ${ms(visit.settledMs)}, ` +
      `${visit.answers.length} API answers, ${kb(visit.answers.reduce((sum, a) => sum + a.gzip, 0))} gzip`,
  );
  console.log(`  CPU time up to the content: ${cpuText(visit.cpu)}`);
  for (const answer of [...visit.answers].sort((a, b) => a.ms - b.ms))
    console.log(
      `  ${ms(answer.ms).padStart(8)}  ${String(answer.status)}  ${kb(answer.raw).padStart(10)} raw  ` +
        `${kb(answer.gzip).padStart(9)} gzip  ${answer.name}${answer.method === 'GET' ? '' : ''}`,
    );
  if (!WATERFALL) return;
  console.log(`  every request, start → end:`);
  for (const entry of visit.waterfall)
    console.log(`  ${ms(entry.startMs).padStart(8)} → ${ms(entry.endMs).padStart(8)}  ${entry.name}`);
}

/** Server time of each of the page's operations, replayed one at a time (no browser in the way). */
async function replayTimes(url: string, cookie: string, answers: readonly ApiAnswer[], rounds: number) {
  const times = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const answer of answers) {
      const started = performance.now();
      const res = await fetch(answer.url, {
        method: answer.method,
        headers: {
          cookie,
          'accept-encoding': 'gzip',
          ...(answer.graphqlBody ? { 'content-type': 'application/json' } : {}),
        },
        body: answer.graphqlBody ?? undefined,
      });
      await res.arrayBuffer();
      const list = times.get(answer.name) ?? [];
      list.push(performance.now() - started);
      times.set(answer.name, list);
    }
  return times;
}

async function main(): Promise<void> {
  const library = await loadCoverageLibrary();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-big-'));
  console.log(
    `Repository overview of a ${FILES.toLocaleString('en')}-file repository, real server on PGlite`,
  );
  const reuse = SEEDED_DIR && fs.existsSync(SEEDED_DIR) && fs.readdirSync(SEEDED_DIR).length > 0;
  try {
    if (SEEDED_DIR && reuse) {
      fs.cpSync(SEEDED_DIR, dataDir, { recursive: true });
      console.log(`  seeded data copied from ${SEEDED_DIR}`);
    } else {
      await seedLargeRepository(
        dataDir,
        library,
        {
          repository: { ...LARGE_REPOSITORY, files: FILES },
          mainCommits: 40,
          treeCommits: 40,
          owner: OWNER,
          repo: REPO,
          yaml: YAML,
        },
        (line) => console.log(line),
      );
      if (SEEDED_DIR) fs.cpSync(dataDir, SEEDED_DIR, { recursive: true });
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = await startServer(
    { CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' },
    { dataDir, built: true },
  );
  const browser = await launchBrowser();
  try {
    const signIn = await browser.newContext({ baseURL: server.url });
    await (await signIn.newPage()).goto('/login/dev?username=ada&to=/gh/canopy');
    const cookies = await signIn.cookies();
    await signIn.close();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies(cookies);
    const overview = `/gh/${OWNER}/${REPO}`;
    const cold = await visitOverview(context, overview);
    printVisit('cold (fresh server, empty browser cache)', cold);
    const warm: OverviewVisit[] = [];
    for (let n = 0; n < WARM_VISITS; n++) warm.push(await visitOverview(context, overview));
    printVisit(`warm (visit ${WARM_VISITS + 1}, same browser context)`, warm.at(-1)!);
    const warmContent = warm.map((visit) => visit.contentMs);
    const warmObserved = warm.map((visit) => visit.observedMs);
    console.log(
      `warm visits (${WARM_VISITS}): content visible median ${ms(percentile(warmContent, 0.5))}, ` +
        `max ${ms(Math.max(...warmContent))} (harness: median ${ms(percentile(warmObserved, 0.5))})`,
    );
    // Where a warm visit's time goes: the machine's two cores are shared by the page, the browser and the server.
    const cpuMedian = (kind: keyof CpuUse) =>
      percentile(
        warm.map((visit) => visit.cpu[kind]),
        0.5,
      );
    console.log(
      `  CPU time up to the content, median of the warm visits: renderer ${ms(cpuMedian('renderer'))}, ` +
        `the browser's other processes ${ms(cpuMedian('browser'))}, server ${ms(cpuMedian('server'))}, ` +
        `harness ${ms(cpuMedian('harness'))}`,
    );

    // A first visit as most people make it: nothing in the browser's cache, the server long started.
    const firstVisits: OverviewVisit[] = [];
    for (let n = 0; n < WARM_VISITS; n++) {
      const fresh = await browser.newContext({ baseURL: server.url });
      await fresh.addCookies(cookies);
      firstVisits.push(await visitOverview(fresh, overview));
      await fresh.close();
    }
    const firstContent = firstVisits.map((visit) => visit.contentMs);
    console.log(
      `cold browser, running server (${WARM_VISITS} visits, each in a fresh browser context): content visible ` +
        `median ${ms(percentile(firstContent, 0.5))}, max ${ms(Math.max(...firstContent))}`,
    );

    const tab = await context.newPage();
    const inTab = await revisitInTab(tab, overview, WARM_VISITS);
    console.log(
      `warm, same tab (${WARM_VISITS} reloads): content visible median ${ms(percentile(inTab, 0.5))}, ` +
        `max ${ms(Math.max(...inTab))}`,
    );
    const inApp: number[] = [];
    for (let n = 0; n < WARM_VISITS; n++) inApp.push(await returnInApp(tab));
    console.log(
      `warm, in the app (${WARM_VISITS} returns from the Commits tab, no page load): content visible median ` +
        `${ms(percentile(inApp, 0.5))}, max ${ms(Math.max(...inApp))}`,
    );
    await context.close();

    const all = [cold, ...warm].flatMap((visit) => visit.answers);
    const largest = all.reduce((big, answer) => (answer.gzip > big.gzip ? answer : big), all[0]!);
    console.log(
      `largest answer: ${largest.name}: ${kb(largest.raw)} raw, ${kb(largest.gzip)} gzip ` +
        `(goal: none over 200 kB gzip)`,
    );

    const times = await replayTimes(server.url, cookie, cold.answers, 20);
    console.log(`the page's operations replayed one at a time, 20 rounds (server time):`);
    for (const [name, list] of times)
      console.log(
        `  ${name.padEnd(44)} p50 ${ms(percentile(list, 0.5)).padStart(7)}  p95 ${ms(percentile(list, 0.95)).padStart(7)}`,
      );
    const everything = [...times.values()].flat();
    console.log(`  all operations: p95 ${ms(percentile(everything, 0.95))}`);
  } catch (error) {
    console.error(server.logs().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
