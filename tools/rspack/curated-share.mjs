// A curated share: module federation ships a shared library whole (it cannot know what other builds will use),
// so for the big shared libraries the module shared under the package's name is a generated one that re-exports
// only the names Canopy imports from the package: in any app or lib source, or in a package Canopy uses that builds
// on it (@mantine/notifications imports @mantine/core). Every build generates the same module from the same sources,
// so the shell's copy has whatever any remote asks for, and there is still exactly one copy at run time.
// For @mantine/core the stylesheet is curated the same way: only the component styles those names reach, in the
// order of Mantine's own styles.css.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const loaderPath = path.join(import.meta.dirname, 'curated-share-loader.mjs');
const stubPath = path.join(import.meta.dirname, 'curated-share-stub.mjs');
const cssStubPath = path.join(import.meta.dirname, 'curated-share-stub.css');

/** Packages shared as a curated module, and the packages Canopy uses that import them. */
export const curatedPackages = {
  '@mantine/core': { dependents: ['@mantine/notifications', '@mantine/charts'], styles: true },
  'react-router': { dependents: [] },
  '@tanstack/react-query': { dependents: [] },
  '@urql/core': { dependents: ['@urql/exchange-graphcache', '@urql/exchange-retry'] },
};

/** The package's ES module entry, resolved the way a browser build resolves it (production build). */
export const packageEntry = (name) => fileURLToPath(import.meta.resolve(name));

/** The request a build shares under the package's name (see `sharedSingletons`). */
export const curatedRequest = (name) => `${stubPath}?package=${encodeURIComponent(name)}`;

/** Resolve aliases and module rules that put the curated modules and stylesheet in place. */
export function curatedShareConfig() {
  return {
    alias: { '@mantine/core/styles.css$': cssStubPath },
    rules: [
      { resource: stubPath, loader: loaderPath, type: 'javascript/auto' },
      { resource: cssStubPath, loader: loaderPath, options: { styles: '@mantine/core' } },
    ],
  };
}

function walk(dir, keep, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'cjs' && entry.name !== 'dist')
        walk(full, keep, out);
    } else if (keep(full)) out.push(full);
  }
  return out;
}

const isSource = (file) =>
  /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !/\.stories\./.test(file);

/** Every app and lib source file that ends up in a front-end build (tests excluded). */
export function sourceFiles() {
  const files = [];
  for (const group of ['apps', 'libs']) {
    for (const project of fs.readdirSync(path.join(root, group)))
      walk(path.join(root, group, project, 'src'), isSource, files);
  }
  return files;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names imported (or re-exported) by value from `name` in `code`; throws on a namespace import. */
export function importedNames(code, name) {
  const quoted = `['"]${escape(name)}['"]`;
  if (new RegExp(`(import|export)\\s*\\*[^;]*?from\\s*${quoted}`).test(code)) {
    throw new Error(`a namespace import of ${name} cannot be curated; import the names it uses`);
  }
  const names = new Set();
  for (const match of code.matchAll(
    new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'),
  )) {
    if (match[2]) continue;
    for (const part of match[3].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Exported name -> the file that defines it, read from the entry's import and export statements. */
export function entryExports(entry) {
  const code = fs.readFileSync(entry, 'utf8');
  const fileOf = new Map();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    // A name the entry takes from another package has no file of this package behind it.
    const file = match[2].startsWith('.') ? path.resolve(path.dirname(entry), match[2]) : null;
    for (const part of match[1].split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) fileOf.set(local, file);
    }
  }
  const exported = new Map();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const [local, as] = part
        .trim()
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (local) exported.set(as ?? local, fileOf.has(local) ? fileOf.get(local) : entry);
    }
  }
  return exported;
}

/** The names the package exports at run time (a name that is only a type has none). */
export async function runtimeExports(name) {
  return new Set(Object.keys(await import(pathToFileURL(packageEntry(name)).href)));
}

/** The names of `name` that Canopy uses at run time, sorted. */
export async function curatedNames(name, files = sourceFiles()) {
  const { dependents } = curatedPackages[name];
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const used = new Set();
  for (const code of sources) for (const n of importedNames(code, name)) used.add(n);
  for (const dependent of dependents) {
    if (!sources.some((code) => importedNames(code, dependent).size > 0 || code.includes(`'${dependent}/`)))
      continue;
    const dir = path.dirname(packageEntry(dependent));
    for (const file of walk(dir, (f) => /\.m?js$/.test(f))) {
      for (const n of importedNames(fs.readFileSync(file, 'utf8'), name)) used.add(n);
    }
  }
  // Names that are only types have no export at run time.
  const exported = await runtimeExports(name);
  return [...used].filter((n) => exported.has(n)).sort();
}

/** The module shared as `name`: a re-export of the curated names from the real package entry. */
export async function curatedModule(name) {
  const names = await curatedNames(name);
  return (
    `// Generated at build time by tools/rspack/curated-share.mjs: the ${names.length} names of ${name} Canopy uses.\n` +
    `export { ${names.join(', ')} } from ${JSON.stringify(packageEntry(name))};\n`
  );
}

/** Every file a set of entry files reaches through relative imports. */
function reachedFiles(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+)"/g)) {
      queue.push(path.resolve(path.dirname(file), match[1]));
    }
  }
  return seen;
}

/** The stylesheets of `name`'s components that the curated names reach, in the order of its styles.css. */
export async function curatedStyles(name) {
  const entry = packageEntry(name);
  const packageDir = path.resolve(path.dirname(entry), '..');
  const stylesDir = path.join(packageDir, 'styles');
  const exported = entryExports(entry);
  const reached = reachedFiles((await curatedNames(name)).flatMap((n) => exported.get(n) ?? []));
  // A component's styles are named after its folder (components/Checkbox/CheckboxIndicator/...; utils/InlineInput/...).
  const components = new Set();
  for (const file of reached) {
    for (const folder of path.relative(packageDir, path.dirname(file)).split(path.sep))
      components.add(folder);
  }
  const always = ['baseline.css', 'default-css-variables.css', 'global.css'];
  const wanted = fs
    .readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .filter((f) => always.includes(f) || components.has(f.replace(/\.css$/, '')));
  // Mantine's styles.css is its per-component files joined in the order the cascade needs.
  const all = fs.readFileSync(path.join(packageDir, 'styles.css'), 'utf8');
  const files = wanted.map((f) => {
    const text = fs.readFileSync(path.join(stylesDir, f), 'utf8');
    return { file: path.join(stylesDir, f), text, at: all.indexOf(text.trim()) };
  });
  const unplaced = files.filter((f) => f.at < 0);
  if (unplaced.length > 0)
    throw new Error(`${name}: no place in styles.css for ${unplaced.map((f) => f.file)}`);
  return files.sort((a, b) => a.at - b.at);
}
