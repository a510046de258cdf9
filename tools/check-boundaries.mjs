// Proves the boundary rules bite: each fixture is linted as if it lived at its `lint-as` path and must produce
// the rule it expects (or no boundary error for a control case). The rules: Nx project boundaries, and the
// server's area modules (no deep imports across apps/api/src/modules, docs/adr/014).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'tools/lint-fixtures');
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];
let failures = 0;

for (const file of fs.readdirSync(dir).sort()) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const as = /lint-as: (\S+)/.exec(code)?.[1];
  const expect = /expect: (\S+)/.exec(code)?.[1];
  if (!as || !expect) throw new Error(`${file}: needs "lint-as:" and "expect:" comments`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  const boundary = result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId));
  const ok = expect === 'none' ? boundary.length === 0 : boundary.some((m) => m.ruleId === expect);
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${file}: ${boundary.map((m) => m.message).join(' | ') || 'no boundary error'}`,
  );
  if (!ok) failures += 1;
}
if (failures > 0) {
  console.error(`${failures} boundary fixture(s) did not behave as expected`);
  process.exit(1);
}
