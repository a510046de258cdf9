// Proves the import rules bite: each fixture is linted as if it lived at its `lint-as` path and must produce
// exactly the rule it expects (`expect: none` for a control case that breaks none of them).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'tools/lint-fixtures');
const IMPORT_RULES = [
  '@nx/enforce-module-boundaries',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-imports',
];

// Without a project graph on disk the boundary rule skips itself with a warning: make one first.
execFileSync('npx', ['nx', 'show', 'projects'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});

const eslint = new ESLint({ cwd: root });
let failures = 0;

for (const file of fs.readdirSync(dir).sort()) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const as = /lint-as: (\S+)/.exec(code)?.[1];
  const expect = /expect: (\S+)/.exec(code)?.[1];
  if (!as || !expect) throw new Error(`${file}: needs "lint-as:" and "expect:" comments`);
  if (expect !== 'none' && !IMPORT_RULES.includes(expect)) throw new Error(`${file}: unknown rule ${expect}`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  const found = result.messages.filter((m) => IMPORT_RULES.includes(m.ruleId ?? ''));
  const ok = expect === 'none' ? found.length === 0 : found.some((m) => m.ruleId === expect);
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${file}: ${found.map((m) => `${m.ruleId}: ${m.message}`).join(' | ') || 'no import error'}`,
  );
  if (!ok) failures += 1;
}
if (failures > 0) {
  console.error(`${failures} lint fixture(s) did not behave as expected`);
  process.exit(1);
}
