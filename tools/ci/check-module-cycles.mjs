// Area modules form layers (docs/adr/014-server-area-modules.md): lists every import cycle between the folders of
// apps/api/src/modules and fails when there is one. Type-only imports count too: they tie the layers as well.
// Tests are exempt, as they may reach anywhere. Run: node tools/ci/check-module-cycles.mjs
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const modules = path.join(root, 'apps/api/src/modules');

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const areas = fs
  .readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The area a relative import from `file` lands in, or null outside the area folders. */
function areaOf(file, specifier) {
  const relative = path.relative(modules, path.resolve(path.dirname(file), specifier));
  const first = relative.split(path.sep)[0];
  return !relative.startsWith('..') && !path.isAbsolute(relative) && areas.includes(first) ? first : null;
}

/** area → the other areas it imports, with one importing file each as the example to show. */
const edges = new Map(areas.map((area) => [area, new Map()]));
for (const area of areas) {
  for (const file of sourceFiles(path.join(modules, area))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = areaOf(file, specifier);
      if (target && target !== area && !edges.get(area).has(target))
        edges.get(area).set(target, path.relative(root, file));
    }
  }
}

// Tarjan's strongly connected components: every component of more than one area holds a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function visit(area) {
  index.set(area, counter);
  low.set(area, counter);
  counter += 1;
  stack.push(area);
  onStack.add(area);
  for (const next of edges.get(area).keys()) {
    if (!index.has(next)) {
      visit(next);
      low.set(area, Math.min(low.get(area), low.get(next)));
    } else if (onStack.has(next)) low.set(area, Math.min(low.get(area), index.get(next)));
  }
  if (low.get(area) !== index.get(area)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== area);
  if (component.length > 1) cycles.push(component.sort());
}
for (const area of areas) if (!index.has(area)) visit(area);

if (cycles.length > 0) {
  console.error('Import cycle between area modules (move the shared part into a lower module):');
  for (const component of cycles) {
    console.error(`  ${component.join(', ')}`);
    for (const from of component)
      for (const [to, file] of edges.get(from))
        if (component.includes(to)) console.error(`    ${from} → ${to} (${file})`);
  }
  process.exit(1);
}
console.log(`ok: no import cycle between the ${areas.length} area modules`);
