// First render in Chromium of the two largest views of the coverage pages: a 50,000-row file list (the one Table,
// virtualised) and a 50,000-line file (CodeViewer). The real ui-kit components are built for production into a
// bench page; each run is a fresh page, and the time is from the render call to the first painted frame after it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { rspack } from '@rspack/core';
import { launchBrowser, repoRoot } from '../harness/index.ts';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const size = Number(process.env.BENCH_SIZE ?? 50_000);
const GOAL_MS = 150;
const outDir = path.join(repoRoot, 'tmp/bench-render');

async function build(): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: import.meta.dirname,
    entry: { main: './render-page/entry.ts' },
    output: { path: outDir, clean: true, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: '<!doctype html><html><body><div id="root"></div></body></html>',
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

function serve(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

await build();
const server = await serve();
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
try {
  console.log(`first render in Chromium, ${runs} fresh pages per case (goal ≤ ${GOAL_MS} ms)`);
  const medians = new Map<string, number>();
  const cases = [
    { benchCase: 'empty', n: 0 },
    { benchCase: 'file-list', n: 50 },
    { benchCase: 'file-list', n: size },
    { benchCase: 'file', n: 50 },
    { benchCase: 'file', n: size },
  ];
  for (const { benchCase, n } of cases) {
    const times: number[] = [];
    let domRows = 0;
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}/?case=${benchCase}&n=${n}`);
      const result = await page.waitForFunction(
        () => (window as { renderResult?: unknown }).renderResult,
        undefined,
        { timeout: 60_000 },
      );
      const value = (await result.jsonValue()) as { ms: number; domRows: number };
      times.push(value.ms);
      domRows = value.domRows;
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    medians.set(`${benchCase}:${n}`, median);
    const count = n.toLocaleString('en-US');
    const label =
      benchCase === 'empty'
        ? 'theme provider alone'
        : benchCase === 'file-list'
          ? `${count}-row file list`
          : `${count}-line file`;
    const small = medians.get(`${benchCase}:50`);
    const versus = n === size && small ? `; ${(median / small).toFixed(2)}× the 50-item render` : '';
    const goal = n === size ? `; median / goal ${(median / GOAL_MS).toFixed(2)}` : '';
    console.log(
      `${label.padEnd(24)} median ${median.toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `min ${sorted[0]?.toFixed(1)} ms; ${domRows} rows in the DOM${goal}${versus}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
