// Only stores run SQL (docs/adr/014-server-area-modules.md): lists every server file outside a store that
// builds a query. A store is a `*-store.ts` file or anything under `src/db/`; tests and test data are exempt.
// Run: node tools/ci/check-sql-in-stores.mjs
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'apps/api/src');

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
for (const file of walk(src)) {
  if (isStore(file) || isTest(file)) continue;
  if (SQL.test(fs.readFileSync(path.join(src, file), 'utf8'))) offenders.push(file);
}

if (offenders.length > 0) {
  console.error('SQL outside a store (move it into a *-store.ts file):');
  for (const file of offenders) console.error(`  apps/api/src/${file}`);
  process.exit(1);
}
console.log('ok: SQL only in stores');
