// Fails when the shell's built first-load files carry a document of an area's data-access lib: those load
// with their remote, never with the shell. Run after the build.
import fs from 'node:fs';
import path from 'node:path';
import { hostFirstLoadFilesFromManifest } from '../src/bundle-size.ts';
import { documentNames, documentsIn } from '../src/first-load-documents.ts';

const root = path.resolve(import.meta.dirname, '../..');
const areaLibs = [
  'libs/repo-data-access',
  'libs/account-data-access',
  'libs/admin-data-access',
  'libs/bundles-data-access',
  'libs/tests-data-access',
  'libs/plan-data-access',
];
const dist = path.join(root, 'apps/shell/dist');

const names = areaLibs.flatMap((lib) => documentNames(path.join(root, lib, 'src')));
if (names.length === 0) throw new Error('no documents found in the area libs; is the list of libs current?');
const manifestPath = path.join(dist, 'mf-manifest.json');
const files = hostFirstLoadFilesFromManifest(
  fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
  fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {},
);
const found = documentsIn(dist, files, names);
for (const hit of found) console.error(`shell first load carries an area document: ${hit}`);
if (found.length > 0) process.exit(1);
console.log(`shell first load (${files.length} files) carries none of ${names.length} area documents`);
