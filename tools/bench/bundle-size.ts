// Prints the size of the shell and each remote (raw, gzip, brotli); with --check, fails on a budget overrun.
import fs from 'node:fs';
import path from 'node:path';
import { checkBudget, measureApp, type Budget } from '../src/bundle-size.ts';

const root = path.resolve(import.meta.dirname, '../..');
const apps = ['shell', 'repo-mfe', 'account-mfe', 'plan-mfe', 'admin-mfe', 'bundles-mfe', 'tests-mfe'];
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const sizes = apps.map((app) => measureApp(path.join(root, 'apps', app)));
console.log('app          first load: raw / gzip / brotli          dist total: raw / gzip / brotli');
for (const s of sizes) {
  const f = s.firstLoad;
  const t = s.total;
  console.log(
    `${s.app.padEnd(12)} ${kib(f.raw).padStart(11)} / ${kib(f.gzip).padStart(10)} / ${kib(f.brotli).padStart(10)}` +
      `     ${kib(t.raw).padStart(11)} / ${kib(t.gzip).padStart(10)} / ${kib(t.brotli).padStart(10)}`,
  );
}
const shell = sizes.find((s) => s.app === 'shell');
const repo = sizes.find((s) => s.app === 'repo-mfe');
if (shell && repo) {
  const ratio = (shell.firstLoad.gzip + repo.firstLoad.gzip) / shell.firstLoad.gzip;
  console.log(
    `owner page download (shell + repo-mfe), gzip: ${kib(shell.firstLoad.gzip + repo.firstLoad.gzip)}; ` +
      `repo-mfe adds ${((ratio - 1) * 100).toFixed(1)} % to the shell`,
  );
}

if (process.argv.includes('--check')) {
  const budget = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'bundle-budget.json'), 'utf8'),
  ) as Budget;
  const problems = checkBudget(sizes, budget);
  for (const p of problems) console.error(`over budget: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log('all apps within their bundle-size budgets');
}
