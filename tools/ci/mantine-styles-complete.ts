// Fails when a Mantine component in a built bundle has no styles on the page: the shell ships only the component
// stylesheets its curated Mantine reaches (docs/adr/022), so every Mantine class any app's scripts name must be in
// the shell's stylesheets. Run after the build.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const mantineClass = /\bm_[0-9a-f]{8}\b/g;

function filesIn(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(ext))
    .map((file) => path.join(dir, file));
}

const classesIn = (files: string[]) =>
  new Set(files.flatMap((file) => fs.readFileSync(file, 'utf8').match(mantineClass) ?? []));

const dists = fs.readdirSync(path.join(root, 'apps')).map((app) => path.join(root, 'apps', app, 'dist'));
const named = classesIn(dists.flatMap((dist) => filesIn(dist, '.js')));
const styled = classesIn(filesIn(path.join(root, 'apps/shell/dist'), '.css'));
const mantine = classesIn([path.join(root, 'node_modules/@mantine/core/styles.css')]);

if (styled.size === 0) throw new Error('no Mantine classes in the shell stylesheets; build the shell first');
const missing = [...named].filter((name) => mantine.has(name) && !styled.has(name)).sort();
for (const name of missing)
  console.error(`Mantine class ${name} is used by a bundle but not in the shell's stylesheets`);
if (missing.length > 0) process.exit(1);
console.log(`all ${named.size} Mantine classes the bundles name are styled by the shell's stylesheets`);
