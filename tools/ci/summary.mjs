// Adds up the counts every suite wrote and prints one closing line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir)
  ? fs
      .readdirSync(dir, { recursive: true })
      .filter((f) => String(f).endsWith('.json'))
      .sort()
  : []) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const where = path.dirname(String(file)) === '.' ? '' : ` (${path.dirname(String(file))})`;
  console.log(`  ${r.suite}${where}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
