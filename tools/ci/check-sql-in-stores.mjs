// Only stores run SQL (docs/adr/014-server-area-modules.md): lists every server file outside a store that
// builds a query. A store is a `*-store.ts` file or anything under `src/db/`; tests and test data are exempt.
// Run: node tools/ci/check-sql-in-stores.mjs
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'apps/api/src');

// Files that ran SQL before this check existed. The list only shrinks: move a file's queries into a store
// and delete its line here. A file missing from this list that runs SQL fails the check.
const NOT_YET_MOVED = new Set([
  'modules/comparisons/base-selection.ts',
  'modules/comparisons/provider-sync.ts',
  'jobs/queue.ts',
  'modules/measurements/datasets.ts',
  'modules/processing/carryforward.ts',
  'modules/processing/process-coverage.ts',
  'seed/demo-coverage.ts',
  'seed/demo-data.ts',
  // The tokenless-upload rule stays in one file, as the security suite reviews it.
  'modules/uploads/tokenless.ts',
  'modules/uploads/upload-target.ts',
]);

const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|table|id|lit|join)\(/;

const isStore = (file) => file.endsWith('-store.ts') || file.startsWith('db/');
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)[\w-]*test-data\.ts$/.test(file) ||
  file.startsWith('testing/') ||
  file.startsWith('security/');

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.tsx?$/.test(entry.name)) yield path.relative(src, full).split(path.sep).join('/');
  }
}

const offenders = [];
const stale = new Set(NOT_YET_MOVED);
for (const file of walk(src)) {
  if (isStore(file) || isTest(file)) continue;
  if (!SQL.test(fs.readFileSync(path.join(src, file), 'utf8'))) continue;
  stale.delete(file);
  if (!NOT_YET_MOVED.has(file)) offenders.push(file);
}

for (const file of stale) console.log(`note: ${file} runs no SQL any more: remove it from NOT_YET_MOVED`);
if (offenders.length > 0) {
  console.error('SQL outside a store (move it into a *-store.ts file):');
  for (const file of offenders) console.error(`  apps/api/src/${file}`);
  process.exit(1);
}
console.log(`ok: SQL only in stores (${NOT_YET_MOVED.size - stale.size} files still to move)`);
