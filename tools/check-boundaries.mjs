// Proves the module-boundary rule bites: each fixture is linted as if it lived at its `lint-as` path
// and must produce exactly the rule it expects (or no boundary error for the control case).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'tools/lint-fixtures');
const eslint = new ESLint({ cwd: root });
let failures = 0;

for (const file of fs.readdirSync(dir).sort()) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const as = /lint-as: (\S+)/.exec(code)?.[1];
  const expect = /expect: (\S+)/.exec(code)?.[1];
  if (!as || !expect) throw new Error(`${file}: needs "lint-as:" and "expect:" comments`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  const boundary = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
  const ok = expect === 'none' ? boundary.length === 0 : boundary.length > 0;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${file}: ${boundary.map((m) => m.message).join(' | ') || 'no boundary error'}`,
  );
  if (!ok) failures += 1;
}
if (failures > 0) {
  console.error(`${failures} boundary fixture(s) did not behave as expected`);
  process.exit(1);
}
