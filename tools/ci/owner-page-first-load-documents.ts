// Fails when repo-mfe's first load (the owner page, where people land) carries a document of the repository pages:
// only the documents of @canopy/repo-data-access/owner-page belong there; the rest load with the repository pages.
// Run after the build.
import fs from 'node:fs';
import path from 'node:path';
import { remoteFirstLoadFiles } from '../src/bundle-size.ts';
import { documentNames, documentNamesInFile, documentsIn } from '../src/first-load-documents.ts';

const root = path.resolve(import.meta.dirname, '../..');
const lib = path.join(root, 'libs/repo-data-access/src');
const dist = path.join(root, 'apps/repo-mfe/dist');

// The owner page's entry re-exports its documents from the files it names.
const entry = fs.readFileSync(path.join(lib, 'owner-page.ts'), 'utf8');
const allowed = new Set(
  [...entry.matchAll(/from '\.\/([^']+)'/g)].flatMap(([, file]) =>
    documentNamesInFile(path.join(lib, `${file}.ts`)),
  ),
);
if (allowed.size === 0) throw new Error('the owner page entry names no documents; is owner-page.ts current?');
const names = documentNames(lib).filter((name) => !allowed.has(name));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
const files = remoteFirstLoadFiles(manifest);
const found = documentsIn(dist, files, names);
for (const hit of found) console.error(`repo-mfe first load carries a repository page document: ${hit}`);
if (found.length > 0) process.exit(1);
console.log(
  `repo-mfe first load (${files.length} files) carries the owner page's ${allowed.size} document(s) and none of the ` +
    `other ${names.length}`,
);
