/**
 * Regenerates the JUnit fixtures under src/junit/fixtures/<runner>/ from what the real runners write on the small
 * projects of tools/junit-runners: node's test runner, jest with jest-junit, vitest, pytest (xunit2 and xunit1)
 * and go test through gotestsum.
 *
 * Run from the repository root: `node libs/test-results/scripts/write-fixtures.ts [runner...]`.
 *
 * Only what differs between machines is normalised: the temporary folder becomes /project,
 * dependency paths /repo/node_modules/…, host names "ci", Python object addresses 0x7f0000000000
 * and timestamps 2025-01-01T00:00:00. Durations are the runners' own, so after a regeneration the
 * expected durations in src/junit/fixtures.test.ts change with them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  JUNIT_RUNNERS,
  type JUnitRunner,
  readReport,
  repoRoot,
  runJUnitRunner,
} from '@canopy/tools/junit-runners';

const fixtures = join(repoRoot, 'libs/test-results/src/junit/fixtures');

function normalise(xml: string, dir: string): string {
  return xml
    .replaceAll(dir, '/project')
    .replace(/\/[^\s()'"]*?\/node_modules\//g, '/repo/node_modules/')
    .replaceAll(repoRoot, '/repo')
    .replace(/hostname="[^"]*"/g, 'hostname="ci"')
    .replace(/timestamp="[^"]*"/g, 'timestamp="2025-01-01T00:00:00"')
    .replace(/ object at 0x[0-9a-f]+/g, ' object at 0x7f0000000000');
}

/** Fixture name for each report a runner writes. */
const NAMES: Record<JUnitRunner, Record<string, string>> = {
  node: { 'junit.xml': 'junit.xml' },
  jest: { 'junit.xml': 'junit.xml' },
  vitest: { 'junit.xml': 'junit.xml' },
  pytest: { 'junit-xunit2.xml': 'junit.xml', 'junit.xml': 'junit-xunit1.xml' },
  go: { 'junit.xml': 'junit.xml' },
};

const wanted = process.argv.slice(2);
for (const runner of JUNIT_RUNNERS) {
  if (wanted.length > 0 && !wanted.includes(runner)) continue;
  const report = await runJUnitRunner(runner, { withTodo: true, withXunit2: true });
  mkdirSync(join(fixtures, runner), { recursive: true });
  for (const [written, name] of Object.entries(NAMES[runner])) {
    writeFileSync(join(fixtures, runner, name), normalise(readReport(report, written), report.dir));
    console.log(`wrote ${runner}/${name}`);
  }
  report.remove();
}
