// Finds GraphQL documents of an area's data-access lib inside an app's first-load files.
import fs from 'node:fs';
import path from 'node:path';

/** Operation and fragment names defined by the `gql` documents of one source file. */
export function documentNamesInFile(file: string): string[] {
  const names = new Set<string>();
  const source = fs.readFileSync(file, 'utf8');
  for (const [, body] of source.matchAll(/gql`([^`]*)`/g)) {
    for (const [, name] of (body ?? '').matchAll(/\b(?:query|mutation|subscription|fragment)\s+(\w+)/g)) {
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Operation and fragment names defined by the documents of a lib's sources (tests and generated code aside). */
export function documentNames(srcDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'testing') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const name of documentNamesInFile(full)) names.add(name);
      }
    }
  };
  walk(srcDir);
  return [...names].sort();
}

/** `file: name` for each document definition (`query GetPulls`, `fragment X on`) found in the files. */
export function documentsIn(dist: string, files: string[], names: string[]): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`\\b(?:query|mutation|subscription|fragment)\\s+(${names.join('|')})\\b`, 'g');
  for (const file of new Set(files)) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full) || !file.endsWith('.js')) continue;
    const text = fs.readFileSync(full, 'utf8');
    for (const [, name] of text.matchAll(pattern)) found.push(`${file}: ${name}`);
  }
  return [...new Set(found)];
}
